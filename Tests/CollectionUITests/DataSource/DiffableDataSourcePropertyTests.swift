import CollectionCore
import CollectionTesting
import Foundation
import PropertyBased
import TestSupport
import Testing

/// Random snapshot changes applied through the diffable data source to a visible collection
/// view: afterwards every visible cell shows the item now at its index path (so moved cells
/// went with their items, and changed values were reconfigured), and selection and focus stay
/// with their items.
@MainActor
@Suite struct DiffableDataSourcePropertyTests {
    @MainActor
    private final class Harness {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 12, height: 8), collectionViewLayout: StringCollection.listLayout())
        let dataSource: CollectionViewDiffableDataSource<Int, Product>

        init() {
            let registration = CollectionView.CellRegistration<LabelCell, Product> { cell, _, product in cell.text = product.description }
            dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, product in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
            }
        }
    }

    private func build(_ codes: [Int], from start: ProductSnapshot = ProductSnapshot()) -> ProductSnapshot {
        var snapshot = start
        var model = SnapshotModel(start)
        _ = Diagnostics.collect {
            for code in codes { _ = SnapshotOperation(code: code).apply(to: &snapshot, model: &model) }
        }
        return snapshot
    }

    @Test func visibleCellsSelectionAndFocusFollowTheirItems() async {
        let operations = Gen.int(in: 0...159_999).array(of: 0...24)
        await propertyCheck(count: 600, input: operations, operations, Gen.int(in: 0...20)) { first, second, scroll in
            let harness = Harness()
            let old = build(first)
            harness.dataSource.apply(old, animatingDifferences: false)
            let view = harness.view
            view.setContentOffset(CGPoint(x: 0, y: scroll), animated: false)
            _ = view.visibleCells
            let all = old.itemIdentifiers
            let focusedItem = all.isEmpty ? nil : all[scroll % all.count]
            let selectedItem = all.isEmpty ? nil : all[(scroll * 7) % all.count]
            if let focusedItem, let path = old.indexPath(for: focusedItem) { view.focusItem(at: path) }
            if let selectedItem, let path = old.indexPath(for: selectedItem) {
                view.selectItem(at: path, animated: false, scrollPosition: [])
            }
            _ = view.visibleCells

            let new = build(second, from: old)
            harness.dataSource.apply(new, animatingDifferences: false)
            for path in view.indexPathsForVisibleItems {
                let cell = view.cellForItem(at: path) as? LabelCell
                #expect(cell?.text == new.itemIdentifier(at: path)?.description, "cell at \(path)")
            }
            if let selectedItem {
                let expected = new.indexPath(for: selectedItem).map { [$0] }
                #expect(view.indexPathsForSelectedItems == expected)
            }
            if let focusedItem, let path = new.indexPath(for: focusedItem) {
                #expect(view.focusedIndexPath == path)
                // The focused item is on screen.
                #expect(view.indexPathsForVisibleItems.contains(path))
            }
        }
    }
}
