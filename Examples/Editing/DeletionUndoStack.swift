import CollectionCore

/// Deleted rows that can be put back, last deletion first: what an editing screen needs for
/// `u` (undo). Each deletion is recorded with the snapshot it was made in; undoing it inserts
/// its items back where they were (after the nearest row that was before them and is still
/// there, else before the nearest that followed, else at the end of their section), into
/// whatever the list holds now, so rows moved or flagged since are left as they are. The
/// screen applies the result as one animated snapshot.
///
/// ```swift
/// undo.recordDeletion(of: items, from: dataSource.snapshot())  // before deleting
/// if let restored = undo.undo(in: dataSource.snapshot()) {     // on `u`
///     dataSource.apply(restored, animatingDifferences: true)
/// }
/// ```
public struct DeletionUndoStack<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshots the stack records and restores into.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private struct Deletion: Sendable {
        var items: [ItemIdentifierType]
        var before: Snapshot
    }

    private var deletions: [Deletion] = []
    /// The most deletions kept; older ones are forgotten.
    public let limit: Int

    /// An empty stack keeping at most `limit` deletions (at least one).
    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    /// Whether there is a deletion to undo (the screen shows `u` only then).
    public var canUndo: Bool { !deletions.isEmpty }

    /// How many deletions can be undone.
    public var count: Int { deletions.count }

    /// Records that `items` are about to be deleted from `snapshot` (the list as it is before
    /// the deletion). Items the snapshot does not hold are left out; nothing is recorded when
    /// none is left.
    public mutating func recordDeletion(of items: [ItemIdentifierType], from snapshot: Snapshot) {
        let present = items.filter { snapshot.indexOfItem($0) != nil }
        guard !present.isEmpty else { return }
        deletions.append(Deletion(items: present, before: snapshot))
        if deletions.count > limit { deletions.removeFirst(deletions.count - limit) }
    }

    /// Takes the last deletion off the stack and returns `current` with its items back in
    /// place (items that are there again already are skipped); `nil` when there is nothing
    /// to undo.
    public mutating func undo(in current: Snapshot) -> Snapshot? {
        guard let deletion = deletions.popLast() else { return nil }
        var snapshot = current
        let before = deletion.before
        // In the order they had, so that neighbours deleted together chain up again.
        let ordered = deletion.items.compactMap { item in before.indexOfItem(item).map { (item, $0) } }
            .sorted { $0.1 < $1.1 }
        for (item, _) in ordered where snapshot.indexOfItem(item) == nil {
            guard let section = before.sectionIdentifier(containingItem: item) else { continue }
            let neighbours = before.itemIdentifiers(inSection: section)
            guard let position = neighbours.firstIndex(of: item) else { continue }
            if let previous = neighbours[..<position].last(where: { snapshot.indexOfItem($0) != nil }) {
                snapshot.insertItems([item], afterItem: previous)
            } else if let next = neighbours[(position + 1)...].first(where: { snapshot.indexOfItem($0) != nil }) {
                snapshot.insertItems([item], beforeItem: next)
            } else {
                if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
                snapshot.appendItems([item], toSection: section)
            }
        }
        return snapshot
    }
}
