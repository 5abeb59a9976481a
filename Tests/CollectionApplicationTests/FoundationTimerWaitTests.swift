@testable import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// On the system clock the loop waits no longer than until the main run loop's next Foundation
/// timer (`Timer`, from `RunLoop.main.limitDate(forMode:)`), and not at all when asking ran
/// work that changed the screen. Swift Testing runs the main actor off the main thread, where
/// `RunLoop.main` cannot be run: the loop's tests give it a stand-in for the question, and
/// `Tests/EndToEnd` runs real timers in a terminal.
@MainActor
@Suite struct FoundationTimerWaitTests {
    @Test func aLimitDateBecomesTheTimeUntilIt() {
        let now = Date(timeIntervalSinceReferenceDate: 1000)
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: now.addingTimeInterval(0.25), now: now) == .milliseconds(250))
        // Rounded up to a millisecond, so that the loop wakes when the timer is due, not before.
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: now.addingTimeInterval(0.0201), now: now) == .milliseconds(21))
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: now.addingTimeInterval(-3), now: now) == .zero)
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: now.addingTimeInterval(86_400), now: now) == .seconds(3600))
    }

    @Test func noDateOrTheDistantFutureIsNoTimer() {
        let now = Date()
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: nil, now: now) == nil)
        #expect(ApplicationLoop.waitUntilFoundationTimer(limitDate: .distantFuture, now: now) == nil)
    }

    @Test func theWaitCombinesWithTheLoopsOwnTimers() {
        let timer = ApplicationLoop.waitUntilFoundationTimer(limitDate: Date(timeIntervalSinceNow: 0.04), now: Date())
        let wait = ApplicationLoop.waitMilliseconds(untilTimer: [Duration.seconds(2), timer].compactMap { $0 }.min(), nextAnimationFrame: nil)
        #expect(wait > 0 && wait <= 40)
    }

    @Test func theLoopWaitsNoLongerThanUntilTheNextFoundationTimer() async throws {
        let backend = HeadlessBackend(columns: 10, rows: 1)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        loop.foundationTimerWait = { .milliseconds(300) }
        #expect(try await loop.run(on: backend) == 129)
        #expect(backend.readTimeouts.first == 300, "\(backend.readTimeouts)")
    }

    @Test func withoutAFoundationTimerTheIdleLoopWaitsASecond() async throws {
        let backend = HeadlessBackend(columns: 10, rows: 1)
        let loop = ApplicationLoop(root: ProbeView(), clock: backend.clock)
        loop.foundationTimerWait = { nil }
        #expect(try await loop.run(on: backend) == 129)
        #expect(backend.readTimeouts.first == 1000, "\(backend.readTimeouts)")
    }

    @Test func onATestClockFoundationTimersAreNotAsked() {
        #expect(ApplicationLoop(root: ProbeView(), clock: TestAnimationClock()).foundationTimerWait == nil)
        #expect(ApplicationLoop(root: ProbeView()).foundationTimerWait != nil)
    }

    @Test func workThatAskingRanIsDrawnWithoutWaiting() async throws {
        // Asking the run loop runs the timers and blocks that are due: one that changes the
        // screen (a controller's deferred reload) is drawn by the next pass, without a wait.
        let backend = HeadlessBackend(columns: 10, rows: 1)
        backend.wait(.milliseconds(5))
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, clock: backend.clock)
        var asked = 0
        loop.foundationTimerWait = {
            asked += 1
            if asked == 1 { probe.text = "deferred" }
            return nil
        }
        #expect(try await loop.run(on: backend) == 129)
        #expect(backend.readTimeouts.first == 0, "\(backend.readTimeouts)")
        #expect(backend.frames.count == 2)
        #expect(backend.frames.last?.lines[0].hasPrefix("deferred") == true)
    }

    @Test func aScreenStillMarkedAfterDrawingIsNoReasonNotToWait() async throws {
        // While the screen is too small the root is not drawn and stays marked: that alone
        // must not make the loop spin.
        let backend = HeadlessBackend(columns: 10, rows: 1)
        let probe = ProbeView()
        let loop = ApplicationLoop(root: probe, minimumSize: CGSize(width: 20, height: 2), clock: backend.clock)
        loop.foundationTimerWait = { nil }
        #expect(try await loop.run(on: backend) == 129)
        #expect(backend.readTimeouts.first == 1000, "\(backend.readTimeouts)")
    }
}
