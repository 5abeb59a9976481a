import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Headers, footers and badges whose compositional width is `.estimated` take the width their
/// view needs (`preferredLayoutAttributesFitting(_:)`), as UIKit's do: the header of a
/// horizontally scrolling layout, a trailing header, the layout's own banner, a count badge.
@MainActor
@Suite struct SupplementarySelfSizingWidthTests {
    /// A label pinned `padding` in from the view's sides (one column unless changed), as UIKit
    /// code pins one.
    final class TitleView: CollectionReusableView {
        let label = Label()
        var padding: CGFloat = 1 { didSet { leading.constant = padding; trailing.constant = -padding } }
        private var leading: NSLayoutConstraint!
        private var trailing: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            leading = label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 1)
            trailing = label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1)
            NSLayoutConstraint.activate([
                leading, trailing, label.topAnchor.constraint(equalTo: topAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    nonisolated static let sections = [["Apple", "Pear"], ["Green"]]
    nonisolated static let headers = ["Fruit", "Tea"]

    /// A collection view of ``sections`` in `layout`, whose headers ("header"), footers
    /// ("footer"), banner ("banner") and badges ("badge") are ``TitleView``s, rendered once.
    @MainActor final class Screen {
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>
        let pilot: Pilot

        /// `padding` is that of headers, footers and the banner, `badgePadding` that of badges
        /// (in points where the layout is).
        init(
            _ layout: CollectionViewCompositionalLayout, width: Int = 60, height: Int = 8, padding: CGFloat = 1,
            badgePadding: CGFloat = 0
        ) {
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
            }
            var registrations: [String: CollectionView.SupplementaryRegistration<TitleView>] = [:]
            for kind in ["header", "footer", "banner", "badge"] {
                registrations[kind] = CollectionView.SupplementaryRegistration<TitleView>(elementKind: kind) { view, kind, indexPath in
                    view.padding = padding
                    switch kind {
                    case "header": view.label.text = SupplementarySelfSizingWidthTests.headers[indexPath.section]
                    case "footer": view.label.text = "end"
                    case "banner": view.label.text = "Banner"
                    default:
                        view.padding = badgePadding
                        view.label.text = String(repeating: "9", count: indexPath.item + 1)
                    }
                }
            }
            dataSource.supplementaryViewProvider = { view, kind, indexPath in
                registrations[kind].map { view.dequeueConfiguredReusableSupplementary(using: $0, for: indexPath) }
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            for (index, items) in SupplementarySelfSizingWidthTests.sections.enumerated() {
                snapshot.appendSections([index])
                snapshot.appendItems(items, toSection: index)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            pilot = Pilot(root: view, width: width, height: height)
        }

        func frame(_ kind: String, _ indexPath: IndexPath) -> CGRect? {
            view.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame
        }

        func itemFrame(_ item: Int, _ section: Int) -> CGRect? {
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }

    /// A horizontally scrolling layout: each section a column of `itemWidth`-wide rows, with
    /// `boundaries` around it.
    static func horizontalLayout(
        itemWidth: CGFloat, rowHeight: CGFloat, boundaries: [CollectionLayoutBoundarySupplementaryItem],
        banner: CollectionLayoutBoundarySupplementaryItem? = nil
    ) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .absolute(itemWidth), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = boundaries
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        if let banner { configuration.boundarySupplementaryItems = [banner] }
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    static func sideItems(estimatedWidth: CGFloat, height: CGFloat) -> [CollectionLayoutBoundarySupplementaryItem] {
        let size = CollectionLayoutSize(widthDimension: .estimated(estimatedWidth), heightDimension: .absolute(height))
        return [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .topLeading),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "footer", alignment: .topTrailing),
        ]
    }

    @Test func aHorizontalSectionsHeaderAndFooterTakeTheWidthOfTheirText() throws {
        let screen = Screen(Self.horizontalLayout(itemWidth: 8, rowHeight: 1, boundaries: Self.sideItems(estimatedWidth: 3, height: 1)))
        // "Fruit" with a column each side, the column of items, "end" with a column each side.
        #expect(screen.frame("header", IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 7, height: 1))
        #expect(screen.itemFrame(0, 0)?.minX == 7)
        #expect(screen.frame("footer", IndexPath(item: 0, section: 0)) == CGRect(x: 15, y: 0, width: 5, height: 1))
        // The next section starts after the footer; its header is "Tea" (5 columns).
        #expect(screen.frame("header", IndexPath(item: 0, section: 1)) == CGRect(x: 20, y: 0, width: 5, height: 1))
        #expect(screen.itemFrame(0, 1)?.minX == 25)
        #expect(screen.pilot.lines[0].hasPrefix(" Fruit  Apple   end  Tea  Green   end "), "\(screen.pilot.lines[0])")
    }

    @Test func theSameLayoutInPointsSizesInCells() throws {
        let layout = Self.horizontalLayout(itemWidth: 64, rowHeight: 17, boundaries: Self.sideItems(estimatedWidth: 24, height: 17))
        layout.pointScale = .standard
        // The views' constraints are in points too: 8 points is a column.
        let screen = Screen(layout, padding: 8)
        // The reported widths are in cells, as a cell's are; the 64-point column is 8 cells.
        #expect(screen.frame("header", IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 7, height: 1))
        #expect(screen.itemFrame(0, 0) == CGRect(x: 7, y: 0, width: 8, height: 1))
        #expect(screen.frame("footer", IndexPath(item: 0, section: 0))?.minX == 15)
        #expect(screen.frame("footer", IndexPath(item: 0, section: 0))?.width == 5)
        #expect(screen.pilot.lines[0].hasPrefix(" Fruit  Apple   end  Tea  Green   end "), "\(screen.pilot.lines[0])")
    }

    @Test func theLayoutsOwnLeadingBannerTakesTheWidthOfItsText() throws {
        let banner = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .estimated(2), heightDimension: .absolute(1)),
            elementKind: "banner", alignment: .topLeading)
        let screen = Screen(Self.horizontalLayout(itemWidth: 8, rowHeight: 1, boundaries: [], banner: banner))
        #expect(screen.frame("banner", IndexPath(index: 0)) == CGRect(x: 0, y: 0, width: 8, height: 1))
        #expect(screen.itemFrame(0, 0)?.minX == 8)
        #expect(screen.pilot.lines[0].hasPrefix(" Banner  Apple   Green"), "\(screen.pilot.lines[0])")
    }

    @Test func aTrailingHeaderWithEstimatedSidesHugsItsTextAtTheRightEdge() throws {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .estimated(3), heightDimension: .estimated(3)),
            elementKind: "header", alignment: .topTrailing)]
        let screen = Screen(CollectionViewCompositionalLayout(section: section), width: 40, height: 8)
        // 39 columns beside the scroll indicator.
        #expect(screen.frame("header", IndexPath(item: 0, section: 0)) == CGRect(x: 32, y: 0, width: 7, height: 1))
        #expect(screen.itemFrame(0, 0)?.minY == 1)
        #expect(screen.frame("header", IndexPath(item: 0, section: 1)) == CGRect(x: 34, y: 3, width: 5, height: 1))
        #expect(screen.pilot.lines[0] == String(repeating: " ", count: 33) + "Fruit  ", "\(screen.pilot.lines[0])")
    }

    @Test func theHeaderOfAnOrthogonallyScrollingSectionHugsItsText() throws {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .estimated(2), heightDimension: .absolute(1)),
            elementKind: "header", alignment: .topLeading)]
        let screen = Screen(CollectionViewCompositionalLayout(section: section), width: 40, height: 8)
        #expect(screen.frame("header", IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 7, height: 1))
        #expect(screen.frame("header", IndexPath(item: 0, section: 1)) == CGRect(x: 0, y: 2, width: 5, height: 1))
        #expect(screen.itemFrame(1, 0)?.minX == 10)
        #expect(screen.pilot.lines[0].hasPrefix(" Fruit "), "\(screen.pilot.lines[0])")
        #expect(screen.pilot.lines[1].hasPrefix(" Apple     Pear"), "\(screen.pilot.lines[1])")
    }

    /// Items 12 columns wide, four to a row, each with a badge at its top trailing corner whose
    /// text is one to three nines.
    static func badgeLayout(estimated: CGFloat, itemWidth: CGFloat, rowHeight: CGFloat) -> CollectionViewCompositionalLayout {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .estimated(estimated), heightDimension: .absolute(rowHeight)),
            elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(itemWidth), heightDimension: .absolute(rowHeight)),
            supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func aBadgeTakesTheWidthOfItsCountAtItsCorner() throws {
        let screen = Screen(Self.badgeLayout(estimated: 2, itemWidth: 12, rowHeight: 1))
        let badges = (0..<2).compactMap { screen.frame("badge", IndexPath(item: $0, section: 0)) }
        // "9" and "99": one and two columns, flush with the item's trailing edge.
        #expect(badges == [CGRect(x: 11, y: 0, width: 1, height: 1), CGRect(x: 22, y: 0, width: 2, height: 1)])
        #expect(screen.frame("badge", IndexPath(item: 0, section: 1)) == CGRect(x: 11, y: 1, width: 1, height: 1))
        #expect(screen.pilot.lines[0].hasPrefix(" Apple     9 Pear     99"), "\(screen.pilot.lines[0])")
    }

    @Test func aBadgeInPointsSizesInCells() throws {
        let layout = Self.badgeLayout(estimated: 16, itemWidth: 96, rowHeight: 17)
        layout.pointScale = .standard
        let screen = Screen(layout)
        #expect(screen.itemFrame(1, 0) == CGRect(x: 12, y: 0, width: 12, height: 1))
        let badges = (0..<2).compactMap { screen.frame("badge", IndexPath(item: $0, section: 0)) }
        #expect(badges == [CGRect(x: 11, y: 0, width: 1, height: 1), CGRect(x: 22, y: 0, width: 2, height: 1)])
        #expect(screen.pilot.lines[0].hasPrefix(" Apple     9 Pear     99"), "\(screen.pilot.lines[0])")
    }

    @Test func aBadgeWithAFixedWidthKeepsIt() throws {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(4), heightDimension: .absolute(1)),
            elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(12), heightDimension: .absolute(1)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        let screen = Screen(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        #expect(screen.frame("badge", IndexPath(item: 1, section: 0)) == CGRect(x: 20, y: 0, width: 4, height: 1))
    }

    @Test func reportedBadgeSizesAreKeptThroughAnInvalidationAndDroppedWhenTheItemCountChanges() throws {
        let screen = Screen(Self.badgeLayout(estimated: 2, itemWidth: 12, rowHeight: 1))
        let layout = try #require(screen.view.collectionViewLayout as? CollectionViewCompositionalLayout)
        layout.invalidateLayout()
        #expect(screen.frame("badge", IndexPath(item: 0, section: 0))?.width == 1)
        // Invalid reports change nothing and are reported.
        let problems = Diagnostics.collect {
            _ = layout.invalidateEstimatedSize(
                CGSize(width: -1, height: 1), forSupplementaryElementOfKind: "badge", at: IndexPath(item: 0, section: 0))
        }
        #expect(problems.diagnostics.map(\.kind) == ["invalidFittingSize"])
        #expect(!layout.invalidateEstimatedSize(
            CGSize(width: 3, height: 1), forSupplementaryElementOfKind: "badge", at: IndexPath(item: 9, section: 0)))
        var snapshot = screen.dataSource.snapshot()
        snapshot.appendItems(["Plum"], toSection: 0)
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        layout.invalidateLayout()
        // Without a view to report again, the badge is back at its estimate.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame.width == 2)
        // The next layout pass measures the badges again.
        screen.pilot.screen.render()
        #expect(screen.frame("badge", IndexPath(item: 0, section: 0))?.width == 1)
        #expect(screen.frame("badge", IndexPath(item: 2, section: 0)) == CGRect(x: 33, y: 0, width: 3, height: 1))
    }
}
