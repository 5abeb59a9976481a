import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct CoalescingTests {
    private func makeView() -> ConfigurableCollectionView<Int, String> {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        view.register(view: { LineView() }, .config { $0.view.text = $0.data })
        return view
    }

    @Test func mutationsOfOneTurnAreOneApplyAtTheNextLayout() {
        let view = makeView()
        let manager = view.dataManager
        let screen = HeadlessScreen(root: view, width: 6, height: 3)
        screen.render()
        #expect(manager.numberOfApplies == 0)
        var completions: [String] = []
        let first = manager.appendSections([0])
        let second = manager.appendItems(["a", "b"]).on(animatingDifferences: false) { completions.append("one") }
        let third = manager.insertItems(["c"], beforeItem: "a").on { completions.append("two") }
        #expect(first === second && second === third, "one batch")
        #expect(manager.hasPendingChanges)
        #expect(view.dataSource.snapshot().numberOfItems == 0, "nothing applied yet")
        #expect(manager.itemIdentifiers == ["c", "a", "b"], "the model is current at once")
        #expect(completions.isEmpty)
        screen.render()
        #expect(manager.numberOfApplies == 1)
        #expect(completions == ["one", "two"])
        #expect(screen.lines.trimmed == ["c", "a", "b"])
        screen.render()
        #expect(manager.numberOfApplies == 1, "no change, no apply")
        // A completion chained after the apply runs at once.
        third.on { completions.append("late") }
        #expect(completions.last == "late")
        // The next batch is a new handler.
        let next = manager.deleteItems(["a"])
        #expect(next !== third)
        next.reloadImmediately()
        #expect(manager.numberOfApplies == 2)
        #expect(view.dataSource.snapshot().itemIdentifiers.map { $0.base as! String } == ["c", "b"])
    }

    @Test func aCustomSchedulerIsAskedOncePerBatch() {
        let view = makeView()
        let manager = view.dataManager
        var scheduled: [() -> Void] = []
        manager.scheduler = .custom { flush in scheduled.append(flush) }
        manager.appendSections([0])
        manager.appendItems(["a"])
        manager.appendItems(["b"])
        manager.expand(parents: ["a"])
        #expect(scheduled.count == 1)
        scheduled[0]()
        #expect(manager.numberOfApplies == 1)
        #expect(view.dataSource.snapshot().numberOfItems == 2)
        // A flush that comes after the batch was applied some other way does nothing.
        manager.appendItems(["c"]).reloadImmediately()
        #expect(scheduled.count == 2)
        scheduled[1]()
        #expect(manager.numberOfApplies == 2)
    }

    @Test func theImmediateSchedulerAppliesEachMutation() {
        let view = makeView()
        let manager = view.dataManager
        manager.scheduler = .immediate
        manager.appendSections([0])
        manager.appendItems(["a"])
        manager.appendItems(["b"])
        #expect(manager.numberOfApplies == 3)
        #expect(view.dataSource.snapshot().numberOfItems == 2)
        var done = false
        manager.deleteItems(["a"]).on { done = true }
        #expect(done)
    }

    @Test func keysApplyPendingChangesFirst() {
        let view = makeView()
        let pilot = Pilot(root: view, width: 6, height: 3)
        // The changes and the key arrive together, with no frame between them (a frame would
        // apply the changes itself).
        pilot.screen.backend.perform { view.dataManager.applyItems(["a", "b"], updatedSection: 0) }
        pilot.press(.down)
        #expect(view.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.dataManager.numberOfApplies == 1)
    }
}
