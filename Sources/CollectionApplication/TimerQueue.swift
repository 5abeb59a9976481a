/// Identifies a timer scheduled on an ``ApplicationLoop`` (or the curses front end's
/// `TerminalApplication`), for cancelling it.
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}

/// One-shot and repeating timers ordered by deadline. Pure: time is passed in, as the time
/// since the loop's clock's origin (``AnimationClock/now``).
struct TimerQueue<Action> {
    private struct Entry {
        var id: TimerID
        var deadline: Duration
        var interval: Duration
        var repeats: Bool
        var action: Action
    }

    private var entries: [Entry] = []
    private var nextID = 1

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// Schedules `action` at `now + interval`, again every `interval` when `repeats`. A
    /// repeating interval below one millisecond is raised to one millisecond.
    mutating func schedule(after interval: Duration, repeats: Bool, now: Duration, action: Action) -> TimerID {
        let interval = repeats ? max(interval, .milliseconds(1)) : max(interval, .zero)
        let id = TimerID(rawValue: nextID)
        nextID += 1
        entries.append(Entry(id: id, deadline: now + interval, interval: interval, repeats: repeats, action: action))
        return id
    }

    /// Removes a timer; unknown or finished timers are ignored.
    mutating func cancel(_ id: TimerID) {
        entries.removeAll { $0.id == id }
    }

    /// The earliest deadline, or `nil` when no timer is scheduled.
    var nextDeadline: Duration? {
        entries.map(\.deadline).min()
    }

    /// The actions due at `now`, earliest first. One-shot timers are removed; repeating ones
    /// move to their next deadline after `now` (a late application skips the missed ticks
    /// instead of firing them in a burst).
    mutating func takeDue(now: Duration) -> [(id: TimerID, action: Action)] {
        let due = entries.indices.filter { entries[$0].deadline <= now }
            .sorted { entries[$0].deadline < entries[$1].deadline }
        let result = due.map { (id: entries[$0].id, action: entries[$0].action) }
        for index in due where entries[index].repeats {
            var next = entries[index].deadline + entries[index].interval
            if next <= now { next = now + entries[index].interval }
            entries[index].deadline = next
        }
        let finished = Set(due.filter { !entries[$0].repeats }.map { entries[$0].id })
        entries.removeAll { finished.contains($0.id) }
        return result
    }
}
