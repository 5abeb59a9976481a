/// What one apply changed, as `NSDiffableDataSourceTransaction`: handed to reordering and
/// section-snapshot handlers.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// A transaction from `initialSnapshot` to `finalSnapshot`; its ``difference`` is computed from
    /// the two.
    ///
    /// - Complexity: O(1).
    public init(
        initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
    }

    /// The change of the flat item list (``DiffableDataSourceSnapshot/itemIdentifiers``):
    /// applying it to the initial items gives the final ones. Moves are removal/insertion pairs
    /// associated with each other, and they are minimal. Computed on each access.
    ///
    /// - Complexity: Expected O(*n* + *m* log *m*), where *n* is the number of items of both
    ///   snapshots and *m* the number found in both (their longest increasing run stays).
    public var difference: CollectionDifference<ItemIdentifierType> {
        FlatDifference.difference(from: initialSnapshot, to: finalSnapshot)
    }

    /// The batch-update description of the same change.
    ///
    /// - Complexity: That of ``DiffableDataSourceSnapshot/difference(from:)``.
    public var snapshotDifference: SnapshotDifference {
        finalSnapshot.difference(from: initialSnapshot)
    }
}

/// The flat, identity-matched difference behind ``DiffableDataSourceTransaction/difference``.
enum FlatDifference {
    static func difference<Section, Item>(
        from old: DiffableDataSourceSnapshot<Section, Item>,
        to new: DiffableDataSourceSnapshot<Section, Item>
    ) -> CollectionDifference<Item> {
        let oldItems = old.itemIdentifiers
        let newItems = new.itemIdentifiers
        let oldHashes = old.entries.indices.flatMap { old.hashes(ofSectionAt: $0) }
        let newHashes = new.entries.indices.flatMap { new.hashes(ofSectionAt: $0) }
        let identity = new.identity
        var table = IdentityTable(capacity: oldItems.count)
        for (offset, hash) in oldHashes.enumerated() { table.insert(hash: hash, value: Int32(truncatingIfNeeded: offset)) }
        var newToOld = [Int](repeating: -1, count: newItems.count)
        var oldToNew = [Int](repeating: -1, count: oldItems.count)
        var matchedOld: [Int] = []
        var matchedNew: [Int] = []
        oldItems.withUnsafeBufferPointer { oldBuffer in
            newItems.withUnsafeBufferPointer { newBuffer in
                guard let oldBase = oldBuffer.baseAddress, let newBase = newBuffer.baseAddress else { return }
                for offset in 0..<newBuffer.count {
                    var relation = ItemRelation.different
                    guard let match = table.first(hash: newHashes[offset], where: {
                        relation = identity.relation(oldBase + Int($0), newBase + offset)
                        return relation != .different
                    }) else { continue }
                    newToOld[offset] = Int(match)
                    oldToNew[Int(match)] = offset
                    // A changed value (same id) cannot stay: it is removed and inserted again,
                    // the two associated, so that applying the difference gives the new value.
                    guard relation == .equal else { continue }
                    matchedOld.append(Int(match))
                    matchedNew.append(offset)
                }
            }
        }
        let stays = longestIncreasingSubsequenceMask(matchedOld)
        var staysOld = [Bool](repeating: false, count: oldItems.count)
        for index in matchedOld.indices where stays[index] { staysOld[matchedOld[index]] = true }
        var changes: [CollectionDifference<Item>.Change] = []
        for (offset, item) in oldItems.enumerated() where !staysOld[offset] {
            let partner = oldToNew[offset]
            changes.append(.remove(offset: offset, element: item, associatedWith: partner >= 0 ? partner : nil))
        }
        for (offset, item) in newItems.enumerated() {
            let partner = newToOld[offset]
            if partner >= 0, staysOld[partner] { continue }
            changes.append(.insert(offset: offset, element: item, associatedWith: partner >= 0 ? partner : nil))
        }
        // The changes are consistent by construction; an empty difference is the safe answer
        // should that ever not hold.
        return CollectionDifference(changes) ?? CollectionDifference([])!
    }
}
