import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The demo's assembly on a loop (`DemoApp.scheduleTicks`), as the executable makes it: one
/// repeating timer while the insertion sort is on top, none otherwise, no ticks under the help.
@Suite struct DemoAppTicksTests {
    final class Timers {
        var scheduled: [(id: Int, interval: Duration, tick: () -> Void)] = []
        var cancelled: [Int] = []
        var live: [Int] { scheduled.map(\.id).filter { !cancelled.contains($0) } }
    }

    func assemble(_ app: DemoApp) -> Timers {
        let timers = Timers()
        app.scheduleTicks(
            every: { interval, tick in
                timers.scheduled.append((timers.scheduled.count, interval, tick))
                return timers.scheduled.count - 1
            },
            cancel: { timers.cancelled.append($0) })
        return timers
    }

    @Test func onlyTheInsertionSortTicksAndOnlyWhileOnTop() throws {
        let app = DemoApp(catalog: .embedded)
        let timers = assemble(app)
        #expect(timers.scheduled.isEmpty)
        app.open(.insertionSort)
        let sort = try #require(app.topScreen as? InsertionSortScreen)
        #expect(timers.live.count == 1)
        #expect(timers.scheduled.last?.interval == sort.tickInterval)
        _ = app.handle(.escape)
        #expect(timers.live.isEmpty)
        app.open(.products)
        #expect(timers.live.isEmpty)
    }

    @Test func aTickStepsTheSortExceptUnderTheHelp() throws {
        let app = DemoApp(catalog: .embedded, screen: .insertionSort)
        let timers = assemble(app)
        let sort = try #require(app.topScreen as? InsertionSortScreen)
        let tick = try #require(timers.scheduled.last?.tick)
        func state() -> [String] { sort.rows.map { "\($0.nodes.map(\.value)) \($0.sortedCount) \(String(describing: $0.cursor))" } }
        let before = state()
        app.showHelp()
        tick()
        #expect(state() == before)
        _ = app.handle(.escape)  // closes the help
        tick()
        #expect(state() != before)
        #expect(timers.live.count == 1)
    }

    @Test func theExecutablesSettingsAreTheAppsOwn() {
        #expect(DemoApp.minimumSize == CGSize(width: 40, height: 12))
        #expect(DemoApp.quitKeys == [.character("q")])
    }
}
