@testable import CollectionApplication
import Testing

@Suite struct TimerQueueTests {
    // Deadlines are times since the loop clock's origin.
    let start = Duration.seconds(1000)

    @Test func oneShotFiresOnceAtItsDeadline() {
        var queue = TimerQueue<String>()
        _ = queue.schedule(after: .milliseconds(100), repeats: false, now: start, action: "once")
        #expect(queue.nextDeadline == start + .milliseconds(100))
        #expect(queue.takeDue(now: start + .milliseconds(99)).isEmpty)
        #expect(queue.takeDue(now: start + .milliseconds(100)).map(\.action) == ["once"])
        #expect(queue.isEmpty)
        #expect(queue.nextDeadline == nil)
    }

    @Test func repeatingTimerSkipsMissedTicks() {
        var queue = TimerQueue<String>()
        _ = queue.schedule(after: .milliseconds(10), repeats: true, now: start, action: "tick")
        #expect(queue.takeDue(now: start + .milliseconds(10)).count == 1)
        #expect(queue.nextDeadline == start + .milliseconds(20))
        // Late by 55 ms: one tick, and the next is an interval after now.
        #expect(queue.takeDue(now: start + .milliseconds(75)).count == 1)
        #expect(queue.nextDeadline == start + .milliseconds(85))
    }

    @Test func dueActionsComeEarliestFirstAndCancelRemoves() {
        var queue = TimerQueue<String>()
        _ = queue.schedule(after: .milliseconds(30), repeats: false, now: start, action: "late")
        let early = queue.schedule(after: .milliseconds(10), repeats: false, now: start, action: "early")
        _ = queue.schedule(after: .milliseconds(20), repeats: false, now: start, action: "middle")
        #expect(queue.takeDue(now: start + .milliseconds(40)).map(\.action) == ["early", "middle", "late"])
        let id = queue.schedule(after: .milliseconds(5), repeats: true, now: start, action: "r")
        queue.cancel(id)
        queue.cancel(early)  // already finished: ignored
        #expect(queue.isEmpty)
    }

    @Test func zeroIntervalRepeatIsRaisedToAMillisecond() {
        var queue = TimerQueue<Int>()
        _ = queue.schedule(after: .zero, repeats: true, now: start, action: 1)
        #expect(queue.nextDeadline == start + .milliseconds(1))
    }
}
