import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The demo's Insertion Sort, a UIKit-style view controller shown by a `SampleScreenHost`: its
/// Sort bar button (`s`) starts a `RunLoopTimer` that the shipped loop fires on its run loop,
/// and nothing ticks while the sort is stopped or the screen is gone.
@MainActor
@Suite struct DemoAppTicksTests {
    func controller(of app: DemoApp) throws -> InsertionSortViewController {
        let host = try #require(app.topScreen as? SampleScreenHost)
        return try #require(host.controller as? InsertionSortViewController)
    }

    func rows(_ controller: InsertionSortViewController) -> [[Int]] {
        let snapshot = controller.dataSource.snapshot()
        return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.value) }
    }

    @Test func theSortButtonIsInTheTitleBarAndTheStatusBar() throws {
        let (app, pilot) = demoPilot(.insertionSort)
        let sort = try controller(of: app)
        #expect(pilot.lines[0].hasPrefix(" ‹ Home  Insertion Sort"))
        #expect(pilot.lines[0].hasSuffix("Sort "))
        #expect(pilot.lines[23].hasPrefix(" s Sort  Esc Back"))
        // 80 x 22 cells are 11 rows of 40 nodes, two columns by two rows each.
        #expect(rows(sort).count == 11)
        #expect(rows(sort).allSatisfy { Set($0) == Set(0..<40) })
        // On a run loop of the test's, so that no timer is left on the main run loop.
        pilot.press(.character("s"))
        #expect(sort.isSorting)
        #expect(pilot.lines[0].hasSuffix("Stop "))
        #expect(pilot.lines[23].hasPrefix(" s Stop  Esc Back"))
    }

    /// The keys the README and the help name: Space starts and stops as `s` does, Enter steps
    /// once (stopping a running sort), `r` shuffles new rows; the help lists every one.
    @Test func spacePausesEnterStepsAndRShuffles() throws {
        let (app, pilot) = demoPilot(.insertionSort)
        let sort = try controller(of: app)
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        pilot.loop.runLoop = runLoop
        let start = rows(sort)
        pilot.press(.space)
        #expect(sort.isSorting)
        #expect(pilot.lines[0].hasSuffix("Stop "))
        clock.advance(by: .milliseconds(125))
        runLoop.fireDueTimers()
        let once = rows(sort)
        #expect(once != start)
        pilot.press(.space)
        #expect(!sort.isSorting)
        #expect(runLoop.timers.isEmpty)

        // Enter: one insertion in every row, and no timer.
        pilot.press(.enter)
        #expect(!sort.isSorting && runLoop.timers.isEmpty)
        let twice = rows(sort)
        #expect(twice.allSatisfy { Array($0.prefix(3)) == $0.prefix(3).sorted() })
        #expect(twice != once)
        // Enter while sorting stops the sort, then steps.
        pilot.press(.character("s"), .enter)
        #expect(!sort.isSorting && runLoop.timers.isEmpty)
        #expect(rows(sort).allSatisfy { Array($0.prefix(4)) == $0.prefix(4).sorted() })

        // r: new rows, as many as before.
        pilot.press(.character("r"))
        #expect(rows(sort) != twice)
        #expect(rows(sort).count == start.count)
        #expect(rows(sort).allSatisfy { Set($0) == Set(0..<40) })

        let help = app.stack.screens.last.flatMap { ($0 as? DemoScreen)?.helpHints } ?? []
        for key in ["s", "Space", "Enter", "r"] {
            #expect(help.contains { $0.key == key }, "the help lists \(key)")
        }
    }

    @Test func theShippedLoopSortsOnItsRunLoopAndSleepsWhenStopped() throws {
        let app = DemoApp(catalog: .embedded, screen: .insertionSort)
        let backend = HeadlessBackend(columns: 80, rows: 24)
        let loop = ApplicationLoop(root: app, minimumSize: DemoApp.minimumSize, clock: backend.clock)
        let runLoop = MainRunLoop(clock: backend.clock)
        loop.runLoop = runLoop
        let sort = try controller(of: app)
        sort.insertionCollectionView.animationClock = backend.clock
        // Not sorting yet: a second passes with no frame but the first.
        backend.wait(.seconds(1))
        backend.press(.character("s"))
        backend.wait(.milliseconds(400))
        backend.press(.character("s"))
        backend.wait(.seconds(2))
        #expect(try loop.run(on: backend) == 129)
        #expect(!sort.isSorting)
        #expect(runLoop.timers.isEmpty)
        // Three ticks of 125 ms between the two presses: three insertions in every row.
        let now = rows(sort)
        #expect(now.allSatisfy { Array($0.prefix(4)) == $0.prefix(4).sorted() })
        #expect(backend.frames.last.map { $0.time < .seconds(2) } == true)
    }

    @Test func aScreenThatIsGoneStopsItsTimer() throws {
        let (app, pilot) = demoPilot(.insertionSort)
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        pilot.loop.runLoop = runLoop
        pilot.press(.character("s"))
        #expect(runLoop.timers.count == 1)
        pilot.press(.escape)
        #expect(app.stack.screens.count == 1)
        clock.advance(by: .milliseconds(125))
        runLoop.fireDueTimers()
        #expect(runLoop.timers.isEmpty)
    }

    @Test func everyRowEndsSortedAndTheSortStartsAgainOnNewRows() throws {
        let (app, pilot) = demoPilot(.insertionSort)
        let sort = try controller(of: app)
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        pilot.loop.runLoop = runLoop
        let before = rows(sort)
        pilot.press(.character("s"))
        for _ in 0..<40 {
            clock.advance(by: .milliseconds(125))
            runLoop.fireDueTimers()
        }
        let sorted = rows(sort)
        #expect(sorted == before.map { $0.sorted() })
        clock.advance(by: .seconds(1))
        runLoop.fireDueTimers()
        #expect(rows(sort) != sorted)
        #expect(rows(sort).count == 11)
        #expect(sort.isSorting)
    }

    @Test func eachStepAnimatesAndIsOverBeforeTheNextTick() throws {
        let (app, pilot) = demoPilot(.insertionSort)
        let sort = try controller(of: app)
        let animationClock = TestAnimationClock()
        sort.insertionCollectionView.animationClock = animationClock
        pilot.finishesAnimations = false
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        pilot.loop.runLoop = runLoop
        pilot.press(.character("s"))
        var animated = 0
        for _ in 0..<10 {
            clock.advance(by: .milliseconds(125))
            runLoop.fireDueTimers()
            if sort.insertionCollectionView.isAnimating {
                animated += 1
                let frames = pilot.screen.renderFrames(advancing: animationClock, by: .milliseconds(25), limit: 5)
                #expect(frames.count >= 2)
                #expect(!sort.insertionCollectionView.isAnimating)
            }
        }
        #expect(animated > 0)
    }

    @Test func theExecutablesSettingsAreTheAppsOwn() {
        #expect(DemoApp.minimumSize == CGSize(width: 40, height: 12))
        #expect(DemoApp.quitKeys == [.character("q")])
    }
}
