import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Page Up/Down and Home/End at the ends of a list whose sections have a header and a footer:
/// the focus stays on the first or last item while the page key reveals the header above it or
/// the footer below it, and End shows the bottom of the content as Home shows the top.
@MainActor
@Suite struct PageKeysAtTheEdgesTests {
    /// A plain list of two sections of `count` rows each, every section with a header and a
    /// footer row, in a view of `height` rows.
    @MainActor final class List {
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, String>
        let pilot: Pilot

        init(count: Int = 6, height: Int = 8) {
            let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
            let section = CollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
            // Neither header nor footer is pinned: each scrolls with its section.
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
                CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom),
            ]
            let layout = CollectionViewCompositionalLayout(section: section)
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: height), collectionViewLayout: layout)
            let cell = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            let header = CollectionView.SupplementaryRegistration<TitleView>(elementKind: CollectionView.elementKindSectionHeader) {
                view, _, indexPath in view.title = "head \(indexPath.section)"
            }
            let footer = CollectionView.SupplementaryRegistration<TitleView>(elementKind: CollectionView.elementKindSectionFooter) {
                view, _, indexPath in view.title = "foot \(indexPath.section)"
            }
            dataSource.supplementaryViewProvider = { view, kind, indexPath in
                kind == CollectionView.elementKindSectionHeader
                    ? view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                    : view.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems((0..<count).map { "a\($0)" }, toSection: "a")
            snapshot.appendItems((0..<count).map { "b\($0)" }, toSection: "b")
            dataSource.apply(snapshot, animatingDifferences: false)
            pilot = Pilot(root: view, width: 20, height: height)
        }

        var focused: String? { view.focusedIndexPath.flatMap(dataSource.itemIdentifier(for:)) }
        var lastLine: String { pilot.lines.last?.trimmingCharacters(in: .whitespaces) ?? "" }
        var firstLine: String { pilot.lines.first?.trimmingCharacters(in: .whitespaces) ?? "" }
    }

    @Test func pageDownOnTheLastItemKeepsItAndRevealsTheFooter() {
        let list = List()
        // Down to the last item: each step scrolls no more than it needs, so the footer below
        // the last item stays out of view.
        for _ in 0..<11 { list.pilot.press(.down) }
        #expect(list.focused == "b5")
        #expect(list.lastLine.hasPrefix("> b5"))
        list.pilot.press(.pageDown)
        #expect(list.focused == "b5", "the focus stays on the last item")
        #expect(list.lastLine.hasPrefix("# foot 1"), "the footer shows")
        #expect(list.view.contentOffset.y == list.view.maximumContentOffset.y)
        list.pilot.press(.pageDown)
        #expect(list.focused == "b5")
        #expect(list.lastLine.hasPrefix("# foot 1"))
    }

    @Test func pageUpOnTheFirstItemKeepsItAndRevealsTheHeader() {
        let list = List()
        // The first item focused with the header above it scrolled out of view.
        list.view.setContentOffset(CGPoint(x: 0, y: 1), animated: false)
        _ = list.pilot.screen.render()
        #expect(list.focused == "a0")
        #expect(list.firstLine.hasPrefix("> a0"))
        list.pilot.press(.pageUp)
        #expect(list.focused == "a0", "the focus stays on the first item")
        #expect(list.firstLine.hasPrefix("# head 0"), "the header shows")
        list.pilot.press(.pageUp)
        #expect(list.focused == "a0")
    }

    @Test func endShowsTheBottomOfTheContent() {
        let list = List()
        list.pilot.press(.end)
        #expect(list.focused == "b5")
        #expect(list.lastLine.hasPrefix("# foot 1"), "the footer after the last item shows")
        #expect(list.view.contentOffset.y == list.view.maximumContentOffset.y)
        list.pilot.press(.home)
        #expect(list.focused == "a0")
        #expect(list.firstLine.hasPrefix("# head 0"))
    }

    @Test func endKeepsTheLastItemInViewWhenTheViewIsShorterThanWhatFollows() {
        // One row: the last item and its footer cannot both show; the item wins.
        let list = List(height: 1)
        list.pilot.press(.end)
        #expect(list.focused == "b5")
        #expect(list.pilot.lines == ["> b5                "])
    }
}
