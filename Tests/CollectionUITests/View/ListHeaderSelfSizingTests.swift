import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// List headers and footers shown as list cells through a content configuration size
/// themselves to their text, as UIKit's do: a footer that wraps grows a row per line, a short
/// header keeps one row (a grouped header's blank row above its text is not asked for, since the
/// list leaves a row above each section).
@MainActor
@Suite struct ListHeaderSelfSizingTests {
    @MainActor final class List {
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, String>
        let pilot: Pilot

        init(
            _ appearance: CollectionLayoutListConfiguration.Appearance, headers: [String: String] = [:], footers: [String: String],
            width: Int = 24, height: Int = 16
        ) {
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let layout = CollectionViewCompositionalLayout.list(using: configuration)
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            let grouped = appearance != .plain
            let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
                elementKind: CollectionView.elementKindSectionHeader
            ) { [unowned dataSource] cell, _, indexPath in
                var content = grouped ? ListContentConfiguration.groupedHeader() : ListContentConfiguration.plainHeader()
                let section = dataSource.snapshot().sectionIdentifiers[indexPath.section]
                content.text = headers[section] ?? section
                cell.contentConfiguration = content
            }
            let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
                elementKind: CollectionView.elementKindSectionFooter
            ) { [unowned dataSource] cell, _, indexPath in
                var content = grouped ? ListContentConfiguration.groupedFooter() : ListContentConfiguration.plainFooter()
                content.text = footers[dataSource.snapshot().sectionIdentifiers[indexPath.section]] ?? ""
                cell.contentConfiguration = content
            }
            dataSource.supplementaryViewProvider = { view, kind, indexPath in
                kind == CollectionView.elementKindSectionHeader
                    ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                    : view.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Fruit", "Tea"])
            snapshot.appendItems(["Apple", "Pear"], toSection: "Fruit")
            snapshot.appendItems(["Green"], toSection: "Tea")
            dataSource.apply(snapshot, animatingDifferences: false)
            pilot = Pilot(root: view, width: width, height: height)
        }

        func frame(_ kind: String, _ section: Int) -> CGRect? {
            view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }

        func item(_ item: Int, _ section: Int) -> CGRect? {
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    @Test(arguments: [CollectionLayoutListConfiguration.Appearance.grouped, .insetGrouped])
    func aGroupedFooterThatWrapsGrowsAndAShortHeaderKeepsOneRow(_ appearance: CollectionLayoutListConfiguration.Appearance) throws {
        let list = List(appearance, footers: ["Fruit": "Fruit is picked every morning at dawn", "Tea": "Hot"])
        let header = try #require(list.frame(CollectionView.elementKindSectionHeader, 0))
        let footer = try #require(list.frame(CollectionView.elementKindSectionFooter, 0))
        let shortFooter = try #require(list.frame(CollectionView.elementKindSectionFooter, 1))
        // One row for a short header: no second blank row above it.
        #expect(header.height == 1)
        #expect(list.item(0, 0)?.minY == header.maxY)
        // The long footer wraps in the narrow list and takes a row per line; the short one keeps one.
        #expect(footer.height > 1)
        #expect(shortFooter.height == 1)
        // What follows moves down with it: the next section's header starts after the footer
        // and the section's top padding.
        let nextHeader = try #require(list.frame(CollectionView.elementKindSectionHeader, 1))
        #expect(nextHeader.minY == footer.maxY + 1)
        // Every line of the footer's text is on screen.
        let text = list.pilot.lines.joined(separator: "\n")
        for word in ["picked", "every", "morning", "dawn"] {
            #expect(text.contains(word), "\(word) is missing from\n\(text)")
        }
    }

    @Test func aPlainHeaderWhoseTextWrapsGrows() throws {
        let list = List(.plain, headers: ["Fruit": "Fruit from the orchard"], footers: [:], width: 12)
        let header = try #require(list.frame(CollectionView.elementKindSectionHeader, 0))
        #expect(header.height > 1)
        #expect(list.item(0, 0)?.minY == header.maxY)
        let tea = try #require(list.frame(CollectionView.elementKindSectionHeader, 1))
        #expect(tea.height == 1)
        let text = list.pilot.lines.joined(separator: "\n")
        #expect(text.contains("orchard"), "\(text)")
    }
}
