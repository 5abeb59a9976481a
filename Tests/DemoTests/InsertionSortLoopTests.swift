import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The insertion sort on the shipped loop, ticking as the demo does.
@Suite @MainActor struct InsertionSortLoopTests {
    @Test func whenTheSortEndsTheStatusBarOffersToRunAgain() throws {
        let app = DemoApp(catalog: .embedded)
        let backend = HeadlessBackend(columns: 80, rows: 24)
        let loop = ApplicationLoop(root: app, minimumSize: DemoApp.minimumSize, clock: backend.clock)
        app.scheduleTicks(
            every: { interval, tick in loop.scheduleTimer(every: interval) { _ in tick() } },
            cancel: { loop.cancelTimer($0) })
        // One row, so that sorting by hand is quick.
        let sort = InsertionSortScreen(rows: 1, seed: 3)
        sort.collectionView.animationClock = backend.clock
        app.stack.push(sort)
        // Every step but the last tick's, by hand: the next tick finds nothing to do.
        while sort.step() {}
        sort.collectionView.finishAnimations()
        #expect(sort.isRunning)
        backend.wait(.milliseconds(100))
        #expect(try loop.run(on: backend) == 129)
        #expect(sort.isSorted)
        #expect(!sort.isRunning)
        // The last tick found nothing to do and stopped the sort: Space now runs it again, and
        // the screen says so (it used to keep "Space Pause" until another key redrew it).
        #expect(backend.lines[1].contains("Sorted."))
        #expect(backend.lines[23].hasPrefix(" Space Run"))
        app.stack.onTopScreenChange = nil
    }

    @Test func settingTheFlagAsksForARedraw() throws {
        let sort = InsertionSortScreen(rows: 1)
        let screen = HeadlessScreen(root: sort, width: 40, height: 4)
        screen.render()
        #expect(!sort.needsDisplay)
        sort.isRunning = false
        #expect(sort.needsDisplay)
        screen.render()
        #expect(screen.lines[0].contains("Paused."))
    }
}
