import CollectionCore
import CollectionExamples
import CollectionTesting
import Foundation
import Testing

/// The ported Insertion Sort: its screen before and during the sort, and the sort driven by its
/// bar button and a run loop on a clock the test moves.
@MainActor
@Suite struct PortedInsertionSortTests {
    nonisolated static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: sizes) func insertionSort(width: Int, height: Int) {
        checkPortedScreen("insertion-sort", { InsertionSortViewController() }, width: width, height: height)
    }

    /// The controller on a navigation stack at 80 x 24 (call it with the point scale on, as
    /// every use of the screen must be: the layout is written in points).
    private func makeScreen() -> (InsertionSortViewController, Pilot) {
        let controller = InsertionSortViewController()
        let navigation = NavigationStackView(rootViewController: controller, frame: PointScale.standard.points(CGRect(x: 0, y: 0, width: 80, height: 24)))
        let pilot = Pilot(root: navigation, width: 80, height: 24)
        return (controller, pilot)
    }

    private func rows(of controller: InsertionSortViewController) -> [[Int]] {
        let snapshot = controller.dataSource.snapshot()
        return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.value) }
    }

    @Test func theRowsFillTheScreenInTwoByTwoCellsWithNoGaps() throws {
        try PointScale.withCurrent(.standard) {
            let (controller, pilot) = makeScreen()
            // 80 x 22 cells below the title bar are 640 x 374 points: 11 rows of 40 nodes of 16 x 34.
            let rows = rows(of: controller)
            #expect(rows.count == 11)
            #expect(rows.allSatisfy { $0.count == 40 && Set($0) == Set(0..<40) })
            // Every node is two columns wide and two rows tall, side by side with no column left over.
            let collectionView = try #require(controller.insertionCollectionView)
            for item in 0..<40 {
                let frame = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
                #expect(frame == CGRect(x: 2 * item, y: 0, width: 2, height: 2))
            }
            #expect(pilot.lines[0].trimmingCharacters(in: .whitespaces).hasSuffix("Sort"))
            // No column is kept for a scroll indicator: the rows fill the view exactly.
            #expect(collectionView.adjustedContentInset.right == 0)
            #expect(collectionView.contentSize.height == collectionView.bounds.height)
        }
    }

    @Test func theBarButtonStartsATimerThatSortsOneInsertionPerTickAndStopsIt() {
        PointScale.withCurrent(.standard) {
            let clock = TestAnimationClock()
            let runLoop = MainRunLoop(clock: clock)
            let (controller, pilot) = makeScreen()
            pilot.loop.runLoop = runLoop
            let before = rows(of: controller)
            #expect(pilot.lines[0].contains("Sort"))
            #expect(pilot.screen.root.keyHintsForTest.contains(KeyHint("s", "Sort")))

            _ = pilot.press(.character("s"))
            #expect(controller.isSorting)
            #expect(pilot.lines[0].contains("Stop"))
            #expect(runLoop.timers.count == 1)
            // Nothing moves before the first tick is due.
            clock.advance(by: .milliseconds(124))
            #expect(runLoop.fireDueTimers() == 0)
            #expect(rows(of: controller) == before)

            // Each tick inserts one more node of every row into place: after k ticks the first
            // k + 1 values of each row are the first k + 1 of its start, in order.
            for tick in 1...5 {
                clock.advance(by: .milliseconds(125))
                #expect(runLoop.fireDueTimers() == 1)
                let now = rows(of: controller)
                for (row, start) in zip(now, before) {
                    #expect(Array(row.prefix(tick + 1)) == start.prefix(tick + 1).sorted())
                    #expect(Array(row.dropFirst(tick + 1)) == Array(start.dropFirst(tick + 1)))
                }
            }
            // The bar button stops the sort: the timer goes, and the clock moves nothing.
            _ = pilot.press(.character("s"))
            #expect(!controller.isSorting)
            #expect(runLoop.timers.isEmpty)
            #expect(pilot.lines[0].contains("Sort"))
            let stopped = rows(of: controller)
            clock.advance(by: .seconds(5))
            #expect(runLoop.fireDueTimers() == 0)
            #expect(rows(of: controller) == stopped)
        }
    }

    @Test func aSortedScreenWaitsASecondThenStartsAgainOnNewRows() {
        PointScale.withCurrent(.standard) {
            let clock = TestAnimationClock()
            let runLoop = MainRunLoop(clock: clock)
            let (controller, pilot) = makeScreen()
            pilot.loop.runLoop = runLoop
            _ = pilot.press(.character("s"))
            // 40 nodes a row: 39 insertions, then one tick that finds every row sorted.
            for _ in 0..<40 {
                clock.advance(by: .milliseconds(125))
                runLoop.fireDueTimers()
            }
            let sorted = rows(of: controller)
            #expect(sorted.allSatisfy { $0 == Array(0..<40) })
            clock.advance(by: .milliseconds(999))
            #expect(runLoop.fireDueTimers() == 0)
            clock.advance(by: .milliseconds(1))
            #expect(runLoop.fireDueTimers() == 1)
            let fresh = rows(of: controller)
            #expect(fresh.count == 11)
            #expect(fresh != sorted)
            #expect(controller.isSorting)
        }
    }

    @Test(arguments: sizes) func sortingHalfWay(width: Int, height: Int) {
        // Twenty ticks in: the left half of every row at 80 columns is in hue order.
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        PointScale.withCurrent(.standard) {
            let controller = InsertionSortViewController()
            let navigation = NavigationStackView(rootViewController: controller, frame: PointScale.standard.points(CGRect(x: 0, y: 0, width: width, height: height)))
            let screen = HeadlessScreen(root: navigation, width: width, height: height)
            screen.render()
            runLoop.withCurrent { _ = navigation.handle(.character("s")) }
            for _ in 0..<20 {
                clock.advance(by: .milliseconds(125))
                runLoop.fireDueTimers()
            }
            screen.render()
            let path = ScreenFixture.path("insertion-sort-sorting-\(width)x\(height)", folder: "Port", testFile: #filePath)
            if let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: path) {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
    }
}

extension View {
    /// The status bar's hints, when the view is a navigation stack.
    fileprivate var keyHintsForTest: [KeyHint] { (self as? NavigationStackView)?.keyHints ?? [] }
}
