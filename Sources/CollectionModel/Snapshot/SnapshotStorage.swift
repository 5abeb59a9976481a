import Synchronization

/// The reverse indexes of a snapshot that every mutation keeps current: item identity hash to
/// the token of the section that holds it, and section hash to the section's position.
/// Copied on write with the snapshot.
final class SnapshotIndex: @unchecked Sendable {
    var items: IdentityTable
    var sections: IdentityTable

    init(items: IdentityTable = IdentityTable(), sections: IdentityTable = IdentityTable()) {
        self.items = items
        self.sections = sections
    }

    func copy() -> SnapshotIndex {
        SnapshotIndex(items: items, sections: sections)
    }
}

/// Answers that a snapshot derives on first use and forgets on its next mutation: where each
/// section token stands, where each section starts in the flat item list, and the flat list.
final class SnapshotCache<Item: Sendable>: @unchecked Sendable {
    struct State {
        var ordinalOfToken: [Int32]?
        var sectionStarts: [Int]?
        var allItems: [Item]?
    }

    let state = Mutex(State())

    init() {}
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
