import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A classic data source of string sections, with LabelCells.
@MainActor
final class RegressionModel: CollectionViewDataSource {
    var sections: [[String]]
    var configured: [String] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as? LabelCell ?? LabelCell()
        cell.text = sections[indexPath.section][indexPath.item]
        configured.append(cell.text)
        return cell
    }
}

struct RegressionRow: Hashable, Identifiable, Sendable {
    var id: Int
    var name: String
}

/// Regressions found in review, each reproduced before its fix.
@MainActor
@Suite struct CollectionViewRegressionTests {
    // 1. reloadSections inside performBatchUpdates: UIKit indexes reloads in the *old* state.
    @Test func batchReloadSectionsUsesOldIndexes() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: StringCollection.listLayout())
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        let model = RegressionModel([["a"], ["b"], ["c"]])
        view.dataSource = model
        _ = view.visibleCells
        model.configured = []
        view.performBatchUpdates {
            model.sections.remove(at: 0)
            view.deleteSections([0])
            view.reloadSections([1])  // old section 1 = "b"
        }
        _ = view.visibleCells
        #expect(model.configured == ["b"])  // got ["c"]: new section 1 was reloaded
    }

    // 2. A full apply that changes a section's items used to leave its section snapshot stale,
    //    so expanding re-applied the old tree and dropped the new items. Now such a section
    //    becomes flat: nothing is lost (and its parents can no longer expand).
    @Test func fullApplyLeavesSectionSnapshotStale() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 12, height: 6)
        var tree = DiffableDataSourceSectionSnapshot<String>()
        tree.append(["a"])
        tree.append(["a1"], to: "a")
        list.dataSource.apply(tree, to: "main", animatingDifferences: false)
        var snapshot = list.dataSource.snapshot()
        snapshot.appendItems(["b"], toSection: "main")
        list.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(list.dataSource.snapshot(for: "main").contains("b"))
        let pilot = Pilot(root: list.collectionView, width: 12, height: 6)
        pilot.press(.down, .right)  // "a" is a plain row now: nothing expands, nothing is lost
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b"])
        #expect(list.dataSource.snapshot(for: "main").items == ["a", "b"])
    }

    // 3. Transaction.difference ignores Identifiable value changes: applying it to the initial
    //    items does not give the final ones (as documented).
    @Test func flatDifferenceDropsValueChanges() {
        var initial = DiffableDataSourceSnapshot<Int, RegressionRow>()
        initial.appendSections([0])
        initial.appendItems([RegressionRow(id: 1, name: "old")])
        var final = initial
        final.reconfigureItems([RegressionRow(id: 1, name: "new")])
        let transaction = DiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        #expect(initial.itemIdentifiers.applying(transaction.difference) == final.itemIdentifiers)
    }

    // 4. replace(childrenOf:using:) reports the operation as changing nothing, but has already
    //    deleted the old children.
    @Test func replaceChildrenFailsHalfway() {
        var tree = DiffableDataSourceSectionSnapshot<String>()
        tree.append(["A"])
        tree.append(["B"], to: "A")
        tree.append(["C"], to: "B")
        var children = DiffableDataSourceSectionSnapshot<String>()
        children.append(["A"])
        let before = tree.items
        #expect(throws: SnapshotValidationError.self) {
            var t = DiffableDataSourceSnapshot<Int, Int>()
            try t.validating { _ in tree.replace(childrenOf: "B", using: children) }
        }
        #expect(tree.items == before)
    }

    // 5. Orthogonal offsets are keyed by section index and are not remapped by updates.
    @Test func orthogonalOffsetsDoNotFollowTheirSection() {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(1)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let list = StringCollection(layout: layout, width: 25, height: 6)
        list.dataSource.apply(StringCollection.snapshot([
            ("A", (0..<6).map { "a\($0)" }), ("B", (0..<6).map { "b\($0)" })]), animatingDifferences: false)
        let view = list.collectionView
        view.setOrthogonalContentOffset(CGPoint(x: 10, y: 0), forSection: 0)
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteSections(["A"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        // "B" (now section 0) was never scrolled sideways.
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0)
    }

    // 6. Every apply scrolls back to the focused item, so a view scrolled away with the wheel
    //    jumps, and the promised "first visible item keeps its place" does not hold.
    @Test func applyYanksViewportBackToFocus() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 10, height: 5)
        list.dataSource.apply(StringCollection.snapshot([("s", (0..<100).map { "i\($0)" })]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 10, height: 5)
        pilot.press(.down)  // focus i0
        for _ in 0..<10 { _ = pilot.wheel(.down, x: 1, y: 1) }
        let offset = view.contentOffset.y
        #expect(offset == 30)
        var snapshot = list.dataSource.snapshot()
        snapshot.appendItems(["new"])  // far below, nothing above the viewport changes
        list.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(view.contentOffset.y == offset)
    }

    // 7. A reconfigure whose provider returns a different cell swaps it in without
    //    didEndDisplaying (old) / willDisplay (new).
    @MainActor
    final class Log: CollectionViewDelegate {
        var events: [String] = []
        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            events.append("will \(ObjectIdentifier(cell).hashValue)")
        }
        func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            events.append("end \(ObjectIdentifier(cell).hashValue)")
        }
    }
    @Test func reconfigureWithOtherCellSkipsDisplayCallbacks() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: StringCollection.listLayout())
        let plain = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
        let bold = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item.uppercased() }
        var useBold = false
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: useBold ? bold : plain, for: path, item: item)
        }
        let log = Log()
        view.delegate = log
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0]); snapshot.appendItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = view.visibleCells
        let old = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        log.events = []
        useBold = true
        snapshot.reconfigureItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let new = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(new !== old)
        #expect(log.events == ["end \(ObjectIdentifier(old).hashValue)", "will \(ObjectIdentifier(new).hashValue)"])
    }

    // 8. Self-sized heights are kept by index, so a move (same count) gives a kept cell the
    //    other item's height.
    @Test func selfSizedHeightsStayWithIndexesNotItems() {
        let (view, dataSource, layout) = SelfSizingList.make(width: 20, height: 8)
        let long = "a much longer line that wraps over lines"
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["short", long])
        dataSource.apply(snapshot, animatingDifferences: false)
        let pilot = Pilot(root: view, width: 20, height: 8)
        let longHeight = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.height
        #expect(longHeight > 1)
        snapshot.moveItem(long, beforeItem: "short")
        dataSource.apply(snapshot, animatingDifferences: false)
        pilot.screen.render()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height == longHeight)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.height == 1)
    }

    // 9. Adding an ancestor as a subview would make a cycle (setNeedsDisplay recursed forever).
    @Test func subviewCycleIsRefused() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let b = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        a.addSubview(b)
        let (_, diagnostics) = Diagnostics.collect { b.addSubview(a) }
        #expect(diagnostics.map(\.kind) == ["subviewCycle"])
        #expect(a.superview == nil)
        #expect(b.superview === a)
        a.setNeedsDisplay()
    }
}
