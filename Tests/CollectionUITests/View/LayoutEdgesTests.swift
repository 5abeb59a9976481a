import CollectionCore
import CollectionTesting
import Foundation
import Testing
import ViewTestSupport

/// Layout at the screen's edges: the scroll indicator's own column, equal widths from
/// fractions, badges inside their items, the carousels' more-content signs in columns of their
/// own, and Tab bringing a section's top into view.
@Suite @MainActor struct LayoutEdgesTests {
    private static let indicatorGlyphs: Set<Character> = ["│", "┃"]

    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    // MARK: The scroll indicator's column

    @Test("a list taller than the view keeps the last column for the scroll indicator")
    func indicatorHasItsOwnColumn() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 6)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<30).map { "row \($0)" })]), animatingDifferences: false)
        let screen = HeadlessScreen(root: list.collectionView, width: 20, height: 6)
        let canvas = screen.render()
        #expect(list.collectionView.adjustedContentInset.right == 1)
        for row in 0..<6 {
            #expect(Self.indicatorGlyphs.contains(canvas[x: 19, y: row].character), "row \(row): \(screen.lines[row])")
            #expect(!canvas[x: 19, y: row].style.attributes.contains(.reverse))
        }
        // The focused row's highlight (reverse video) stops one column before the indicator.
        #expect(canvas[x: 18, y: 0].style.attributes.contains(.reverse))
        let cells = list.collectionView.layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }
        #expect(cells.allSatisfy { $0.frame.maxX <= 19 })
    }

    @Test("content that fits gets the whole width back, and shows no indicator")
    func shortContentKeepsTheWholeWidth() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 6)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<30).map { "row \($0)" })]), animatingDifferences: false)
        let screen = HeadlessScreen(root: list.collectionView, width: 20, height: 6)
        screen.render()
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        let canvas = screen.render()
        #expect(list.collectionView.adjustedContentInset.right == 0)
        #expect(canvas[x: 19, y: 0].style.attributes.contains(.reverse))
        #expect((0..<6).allSatisfy { !Self.indicatorGlyphs.contains(canvas[x: 19, y: $0].character) })
    }

    @Test("hiding the indicator gives its column back to the content")
    func hidingTheIndicatorReleasesTheColumn() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 6)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<30).map { "row \($0)" })]), animatingDifferences: false)
        let screen = HeadlessScreen(root: list.collectionView, width: 20, height: 6)
        screen.render()
        list.collectionView.showsVerticalScrollIndicator = false
        let canvas = screen.render()
        #expect(list.collectionView.adjustedContentInset.right == 0)
        #expect(canvas[x: 19, y: 0].style.attributes.contains(.reverse))
    }

    // MARK: Equal widths from fractions

    @Test("equal fractional items get equal whole widths; the remainder goes to the gutters", arguments: [
        (107, 5), (80, 3), (118, 5), (41, 4), (23, 5),
    ])
    func equalItemsGetEqualWidths(width: Int, columns: Int) {
        let list = StringCollection(layout: StringCollection.gridLayout(columns: columns), width: width, height: 4)
        list.collectionView.showsVerticalScrollIndicator = false
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<(columns * 2)).map { "\($0)" })]), animatingDifferences: false)
        HeadlessScreen(root: list.collectionView, width: width, height: 4).render()
        let frames = list.collectionView.layoutAttributesForVisibleElements().map(\.frame)
        #expect(frames.count == columns * 2)
        let widths = Set(frames.map(\.width))
        #expect(widths == [CGFloat(width / columns)], "widths \(frames.map(\.width)) at \(width) / \(columns)")
        // Whole cells, inside the container, never overlapping.
        for frame in frames {
            #expect(frame.minX == frame.minX.rounded() && frame.width == frame.width.rounded())
            #expect(frame.maxX <= CGFloat(width))
        }
        let row = frames.filter { $0.minY == 0 }.sorted { $0.minX < $1.minX }
        for (left, right) in zip(row, row.dropFirst()) { #expect(left.maxX <= right.minX) }
    }

    // The Orthogonal Sections corner off-by-one (the next card taking the focused
    // card's last column once the carousel scrolled by a fraction) is reproduced, and guarded,
    // by CarouselCardCornerTests.

    // MARK: Badges

    @Test("a badge anchored past its item's corner stays inside the item")
    func badgesStayInsideTheirItem() {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let badge = CollectionLayoutSupplementaryItem(
                layoutSize: self.size(.absolute(3), .absolute(1)), elementKind: "badge",
                containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
            item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(4)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
        let list = StringCollection(layout: layout, width: 40, height: 8)
        list.collectionView.register(TitleView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<4).map { "\($0)" })]), animatingDifferences: false)
        HeadlessScreen(root: list.collectionView, width: 40, height: 8).render()
        for index in 0..<4 {
            let path = IndexPath(item: index, section: 0)
            let item = try? #require(layout.layoutAttributesForItem(at: path)?.frame)
            let badge = try? #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame)
            guard let item, let badge else { continue }
            #expect(item.contains(badge), "badge \(badge) sticks out of item \(item)")
            // Still at the trailing top corner.
            #expect(badge.maxX == item.maxX && badge.minY == item.minY)
        }
    }

    // MARK: Carousel signs

    @Test("a carousel's more-content signs have columns of their own: no cell shows under them")
    func carouselSignsHaveTheirOwnColumns() {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(8), .absolute(3)), subitems: [item])
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .continuous
            return layoutSection
        }
        let list = StringCollection(layout: layout, width: 30, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<10).map { "item\($0)" })]), animatingDifferences: false)
        let view = list.collectionView
        let screen = HeadlessScreen(root: view, width: 30, height: 4)
        screen.render()
        view.setOrthogonalContentOffset(CGPoint(x: 13, y: 0), forSection: 0)
        let canvas = screen.render()
        // Row 1 is the band's middle row: the signs; rows 0 and 2 show nothing in those columns.
        #expect(canvas[x: 0, y: 1].character == "‹")
        #expect(canvas[x: 29, y: 1].character == "›")
        for row in [0, 2] {
            #expect(canvas[x: 0, y: row].character == " ", "row \(row): \(screen.lines[row])")
            #expect(canvas[x: 29, y: row].character == " ", "row \(row): \(screen.lines[row])")
        }
        // At offset 13 "item1" would start in column 0 and "item4" would reach column 29: both
        // are cut at the signs instead of drawn under them.
        #expect(!screen.lines[0].hasPrefix(">") && !screen.lines[0].hasPrefix("*"))
    }

    @Test("Right to a card cut by the right sign scrolls until the card's right edge clears the sign")
    func revealClearsTheSignColumns() {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(10), .absolute(2)), subitems: [item])
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .continuous
            return layoutSection
        }
        let list = StringCollection(layout: layout, width: 30, height: 3)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<8).map { "c\($0)" })]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 30, height: 3)
        pilot.press(.right, .right)
        // c2 covers 20..<30 at offset 0: its last column lies under the › sign's column.
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        let offset = view.orthogonalContentOffset(forSection: 0).x
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .zero
        #expect(frame.maxX - view.bounds.minX <= 29, "c2 at \(frame) with offset \(offset)")
    }

    @Test("in a paging carousel and a continuous one, every focused card is whole, clear of the signs and the indicator",
          arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.paging, .continuous])
    func focusedCardsAreWholeInPagingAndContinuousCarousels(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) {
        let layout = CollectionViewCompositionalLayout { section, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(11), .absolute(2)), subitems: [item])
            let layoutSection = CollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 1
            if section == 0 { layoutSection.orthogonalScrollingBehavior = behavior }
            return layoutSection
        }
        // A carousel, then a list long enough for the scroll indicator.
        let list = StringCollection(layout: layout, width: 30, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("c", (0..<9).map { "c\($0)" }), ("l", (0..<9).map { "l\($0)" })]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 30, height: 6)
        #expect(view.adjustedContentInset.right == 1)
        for step in 1..<9 {
            pilot.press(.right)
            #expect(view.focusedIndexPath == IndexPath(item: step, section: 0))
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: step, section: 0))?.frame ?? .zero
            let offset = view.orthogonalContentOffset(forSection: 0).x
            let maximum = layout.maximumOrthogonalContentOffset(forSection: 0)
            // Column 29 is the indicator's; 28 is the › sign's while more lies to the right, and
            // 0 the ‹ sign's once the carousel has scrolled.
            let right: CGFloat = offset < maximum - 0.5 ? 28 : 29
            let left: CGFloat = offset > 0.5 ? 1 : 0
            #expect(frame.minX - view.bounds.minX >= left && frame.maxX - view.bounds.minX <= right,
                    "\(behavior): c\(step) at \(frame), offset \(offset)")
        }
    }

    // MARK: Tab

    @Test("Tab to a section shows the section from its header, not its first item at the bottom")
    func tabShowsTheSectionTop() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(2)), elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = CollectionViewCompositionalLayout(section: section)
        let list = StringCollection(layout: layout, width: 20, height: 8)
        list.collectionView.register(TitleView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        list.dataSource.supplementaryViewProvider = { view, kind, path in
            let title = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path) as? TitleView
            title?.title = "Section \(path.section)"
            return title
        }
        list.dataSource.apply(
            StringCollection.snapshot([("a", (0..<5).map { "a\($0)" }), ("b", (0..<5).map { "b\($0)" }), ("c", ["c0"])]),
            animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 20, height: 8)
        pilot.press(.tab)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 1))
        // Section 1's header starts at row 7 (2 + 5): it is now the top row.
        #expect(pilot.lines[0].hasPrefix("# Section 1"), "\(pilot.lines)")
        #expect(pilot.lines[2].hasPrefix(">"))
        pilot.press(.backTab)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(pilot.lines[0].hasPrefix("# Section 0"))
    }
}
