import CollectionCore
import CollectionTesting
import Foundation
import Testing

// A helper as UIKit code writes it, with only the `UI` prefix dropped: it must compile unchanged.
extension CollectionView.CellRegistration {
    var cellProvider: (CollectionView, IndexPath, Item) -> Cell {
        return { collectionView, indexPath, product in
            collectionView.dequeueConfiguredReusableCell(
                using: self,
                for: indexPath,
                item: product
            )
        }
    }
}

@MainActor
@Suite struct CollectionViewOrthogonalAndOutlineTests {
    /// Section 0: a carousel of 10-column items with group paging; section 1: a plain list.
    private func carouselLayout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(2)), subitems: [item])
                let layoutSection = CollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = behavior
                return layoutSection
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
    }

    @Test func seedArticleCellProviderCompilesAndWorks() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: StringCollection.listLayout())
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view, cellProvider: registration.cellProvider)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: view, width: 10, height: 3)
        screen.render()
        #expect(screen.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["> one", "two", ""])
    }

    @Test func rightAndLeftMoveInsideACarouselAndPagingSnaps() {
        let list = StringCollection(layout: carouselLayout(.groupPaging), width: 25, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<6).map { "c\($0)" }), ("list", ["l0", "l1"])]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 25, height: 6)
        // Carousel rows 0-1 show c0 (0..<10, focused on entry), c1 (10..<20) and half of c2;
        // the list follows.
        #expect(pilot.lines[0].hasPrefix("> c0        c1        c2"))
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.right)
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0)
        pilot.press(.right)
        // c2 (20..<30) does not fit in 25 columns: group paging rests on its group boundary? It
        // needs 5 columns more, and the next boundary at or after 5 is 10.
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 10)
        #expect(pilot.lines[0].contains("> c2"))
        // The carousel shows that more lies to the left and right.
        #expect(pilot.lines[0].hasPrefix("‹") || pilot.lines[1].hasPrefix("‹"))
        pilot.press(.left, .left)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0)
        // Down leaves the carousel for the list below.
        pilot.press(.down)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 1))
        pilot.press(.up)
        #expect(view.focusedIndexPath?.section == 0)
    }

    @Test func rightWalksALongCarouselToItsEnd() {
        let list = StringCollection(layout: carouselLayout(.groupPaging), width: 25, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<20).map { "c\($0)" }), ("list", ["l0"])]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 25, height: 6)
        for _ in 0..<19 { pilot.press(.right) }
        #expect(view.focusedIndexPath == IndexPath(item: 19, section: 0))
        // 20 groups of 10 columns: the last rests at the section's end, 200 - 25 = 175.
        #expect(view.orthogonalContentOffset(forSection: 0).x == 175)
        #expect(pilot.lines[0].contains("c19"))
        #expect(pilot.press(.right) == [false])
    }

    @Test func shiftWheelScrollsTheCarouselUnderThePointer() {
        let list = StringCollection(layout: carouselLayout(.continuous), width: 25, height: 6)
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<6).map { "c\($0)" }), ("list", ["l0", "l1"])]), animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 25, height: 6)
        pilot.wheel(.down, x: 5, y: 0, modifiers: .shift)
        #expect(list.collectionView.orthogonalContentOffset(forSection: 0).x == 4)
        #expect(list.collectionView.contentOffset.y == 0)
    }

    @Test func outlineParentsExpandAndCollapseWithRightAndLeft() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 12, height: 6)
        var tree = DiffableDataSourceSectionSnapshot<String>()
        tree.append(["fruit", "veg"])
        tree.append(["apple", "pear"], to: "fruit")
        list.dataSource.apply(tree, to: "main", animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 12, height: 6)
        #expect(pilot.lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["> fruit", "veg", ""])
        pilot.press(.right)
        #expect(pilot.lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == ["> fruit", "apple", "pear", "veg"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(list.dataSource.snapshot(for: "main").isExpanded("fruit"))
        pilot.press(.down, .left)
        // Left on a child moves to its parent; Left again collapses it.
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.left)
        #expect(pilot.lines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["> fruit", "veg"])
    }

    @Test func sectionSnapshotHandlersCanRefuseAndLoadChildren() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 12, height: 6)
        var tree = DiffableDataSourceSectionSnapshot<String>()
        tree.append(["a", "b"])
        tree.append(["placeholder"], to: "a")
        tree.append(["b1"], to: "b")
        var expanded: [String] = []
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "b" }
        list.dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in
            var children = DiffableDataSourceSectionSnapshot<String>()
            children.append(["\(parent)1", "\(parent)2"])
            return children
        }
        list.dataSource.apply(tree, to: "main", animatingDifferences: false)
        let pilot = Pilot(root: list.collectionView, width: 12, height: 6)
        pilot.press(.right)
        #expect(expanded == ["a"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "a1", "a2", "b"])
        pilot.press(.end, .right)
        #expect(expanded == ["a"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "a1", "a2", "b"])
    }
}
