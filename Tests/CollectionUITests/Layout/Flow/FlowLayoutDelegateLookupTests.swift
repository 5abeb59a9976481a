import CollectionCore
import Foundation
import TestSupport
import Testing

/// Where the flow layout finds its `CollectionViewDelegateFlowLayout`: its own `delegate`,
/// then the collection view's `delegate` (where UIKit looks), then the data source.
@MainActor
@Suite struct FlowLayoutDelegateLookupTests {
    /// A view controller as UIKit code writes one: it sets itself as the collection view's
    /// delegate and answers sizes there (conforming to the flow protocol alone).
    final class Controller: CollectionViewDelegateFlowLayout {
        var selected: [IndexPath] = []

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 3 + indexPath.item, height: 2)
        }

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                            minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 2 }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func theCollectionViewsDelegateGivesSizesAndSpacing() {
        let controller = Controller()
        let fixture = FlowFixture(size: CGSize(width: 20, height: 6), counts: [2]) {
            $0.itemSize = CGSize(width: 1, height: 1)
            $0.minimumInteritemSpacing = 0
        }
        fixture.collectionView.delegate = controller
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        // Widths 3 and 4 with at least 2 between them; the last line keeps its items left.
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(fixture.item(1) == CGRect(x: 5, y: 0, width: 4, height: 2))
        // The same object is the collection view's delegate for everything else.
        fixture.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.delegate?.collectionView(fixture.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        #expect(controller.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test func theLayoutsOwnDelegateWinsOverTheCollectionViews() {
        let controller = Controller()
        let own = SizesDelegate()
        let fixture = FlowFixture(size: CGSize(width: 20, height: 6), counts: [1]) { $0.delegate = own }
        fixture.collectionView.delegate = controller
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func withoutAFlowDelegateTheLayoutsPropertiesApply() {
        final class PlainDelegate: CollectionViewDelegate {}
        let plain = PlainDelegate()
        let fixture = FlowFixture(size: CGSize(width: 20, height: 6), counts: [1]) {
            $0.itemSize = CGSize(width: 6, height: 1)
        }
        fixture.collectionView.delegate = plain
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 6, height: 1))
    }
}

/// The update methods are `open`: a test double subclasses the collection view and records
/// what it is asked, as UIKit test code does.
@MainActor
@Suite struct OpenUpdateMethodsTests {
    final class RecordingCollectionView: CollectionView {
        var calls: [String] = []
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("batch")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func insertItems(at indexPaths: [IndexPath]) { calls.append("insert \(indexPaths.map(\.item))") }
        override func deleteItems(at indexPaths: [IndexPath]) { calls.append("delete \(indexPaths.map(\.item))") }
        override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { calls.append("move") }
        override func reloadItems(at indexPaths: [IndexPath]) { calls.append("reload") }
        override func reconfigureItems(at indexPaths: [IndexPath]) { calls.append("reconfigure") }
        override func insertSections(_ sections: IndexSet) { calls.append("insertSections \(Array(sections))") }
        override func deleteSections(_ sections: IndexSet) { calls.append("deleteSections") }
        override func moveSection(_ section: Int, toSection newSection: Int) { calls.append("moveSection") }
        override func reloadSections(_ sections: IndexSet) { calls.append("reloadSections") }
    }

    @Test func overridesSeeTheCalls() {
        let view = RecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: StringCollection.listLayout())
        var completed: Bool?
        view.performBatchUpdates({
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
            view.insertSections(IndexSet(integer: 1))
        }, completion: { completed = $0 })
        #expect(view.calls == ["batch", "insert [0]", "delete [2]", "insertSections [1]"])
        #expect(completed == true)
    }
}
