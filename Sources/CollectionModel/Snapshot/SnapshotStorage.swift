import Synchronization

/// Answers that a snapshot derives on first use and forgets on its next mutation: where each
/// section starts in the flat item list, and the flat list.
@usableFromInline
final class SnapshotCache<Item: Sendable>: @unchecked Sendable {
    struct State {
        var sectionStarts: [Int]?
        var allItems: [Item]?
    }

    let state = Mutex(State())

    @usableFromInline
    init() {}

    /// Forgets every answer.
    @usableFromInline
    func clear() {
        state.withLock { $0 = State() }
    }
}

/// Collects the errors of a ``DiffableDataSourceSnapshot/validating(_:)`` block instead of
/// reporting them as diagnostics.
final class SnapshotErrorCollector: @unchecked Sendable {
    var errors: [SnapshotError] = []

    @TaskLocal static var current: SnapshotErrorCollector?

    /// Reports `error` to the innermost validating block, or else to ``Diagnostics``.
    static func report(_ error: SnapshotError) {
        if let current {
            current.errors.append(error)
        } else {
            Diagnostics.report(error)
        }
    }
}
