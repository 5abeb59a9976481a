extension DiffableDataSourceSnapshot {
    /// Appends items to `section`, or to the last section when `section` is `nil`.
    ///
    /// An item already in the snapshot is moved here (UIKit's documented behaviour), with its
    /// latest value; a repeat within the call is ignored. With no section to append to, nothing
    /// changes. Each case is reported as a ``SnapshotError``.
    ///
    /// New items cost one hash and one index insertion each; appending to an empty section
    /// keeps `identifiers`' storage as it is.
    ///
    /// - Complexity: Amortized expected O(*k*) for new items; O(*k* + *m*) when some of them are
    ///   already present, where *m* is the number of items in the sections they leave.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let target: Int
        if let section {
            guard let ordinal = ordinal(ofSection: section) else {
                reportSectionNotFound(section, operation: "appendItems(_:toSection:)")
                return
            }
            target = ordinal
        } else {
            guard !entries.isEmpty else {
                reportNoSection(operation: "appendItems(_:toSection:)")
                return
            }
            target = entries.count - 1
        }
        guard !identifiers.isEmpty else { return }
        willMutate()
        if appendDeferred(identifiers, to: target) { return }
        if !appendNew(identifiers, to: target) {
            appendChecked(identifiers, to: target, operation: "appendItems(_:toSection:)")
        }
    }

    /// Inserts items before `beforeIdentifier`. Items already present are moved; an absent anchor
    /// changes nothing. The anchor among the items is reported and left where it is; the other
    /// items are still inserted.
    ///
    /// - Complexity: Expected O(*k* + *m*), where *m* is the number of items of the anchor's
    ///   section from the anchor on (they move down), plus the items of the sections that
    ///   identifiers already present leave.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, anchor: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after `afterIdentifier`. Items already present are moved; an absent anchor
    /// changes nothing. The anchor among the items is reported and left where it is; the other
    /// items are still inserted.
    ///
    /// - Complexity: Expected O(*k* + *m*), where *m* is the number of items of the anchor's
    ///   section after it (they move down), plus the items of the sections that identifiers already
    ///   present leave.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, anchor: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items; absent ones are ignored and reported. One pass over each section touched.
    ///
    /// - Complexity: Amortized expected O(*k* + *m*), where *m* is the number of items of the
    ///   sections touched, from the first one deleted (the rest move up).
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var locations: [Int] = []
        locations.reserveCapacity(identifiers.count)
        let seed = identity.isIdentifiable ? 0 : ItemHash.seed
        for identifier in identifiers {
            if let location = locate(identifier, hash: identityHash(identifier, seed: seed))
                ?? locationByObjectIdentity(of: identifier)
            {
                locations.append(location.ordinal << 32 | location.position)
            } else {
                reportItemNotFound(identifier, operation: "deleteItems(_:)")
            }
        }
        guard !locations.isEmpty else { return }
        willMutate()
        removeItems(at: locations)
    }

    /// Deletes every item and every section.
    ///
    /// - Complexity: O(1), plus releasing the old storage: O(*n*) for items that hold references,
    ///   unless a copy still shares it.
    public mutating func deleteAllItems() {
        entries = []
        sectionIndex = IdentityTable()
        itemIndex = ItemTable()
        indexDeferred = false
        deferredTokens = []
        tokenOrdinals = []
        cache = SnapshotCache()
        itemCount = 0
        reloadMarks = MarkList()
        reconfigureMarks = MarkList()
        sectionReloadMarks = []
    }

    /// Moves `identifier` to just before `toIdentifier`, in whichever section that is.
    ///
    /// - Complexity: Expected O(*m*), where *m* is the number of items in the section the item
    ///   leaves and the one it enters.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, anchor: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`, in whichever section that is.
    ///
    /// - Complexity: Expected O(*m*), where *m* is the number of items in the section the item
    ///   leaves and the one it enters.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, anchor: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (their cells replaced). For `Identifiable` items an updated
    /// value whose `id` is present is accepted and stored. Absent items are reported and ignored.
    ///
    /// - Complexity: Expected O(*k*) for the snapshot's first marks (plus a bit per item, to find
    ///   repeats); O(*k* + *r*) after them, where *r* is the number of items already marked.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, reconfigure: false, operation: "reloadItems(_:)")
    }

    /// Marks items to be reconfigured (their existing cells updated in place). For
    /// `Identifiable` items an updated value whose `id` is present is accepted and stored.
    /// Absent items are reported and ignored.
    ///
    /// - Complexity: Expected O(*k*) for the snapshot's first marks (plus a bit per item, to find
    ///   repeats); O(*k* + *r*) after them, where *r* is the number of items already marked.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, reconfigure: true, operation: "reconfigureItems(_:)")
    }

    // MARK: Implementation

    /// Appends with the general recovery: repeats dropped, present items moved (each reported).
    @usableFromInline
    mutating func appendChecked(_ identifiers: [Item], to ordinal: Int, operation: String) {
        let (items, hashes) = uniqueItems(identifiers, operation: operation)
        detachPresent(items, hashes: hashes, operation: operation)
        insertUnchecked(items, hashes: hashes, into: ordinal, at: entries[ordinal].count)
    }

    /// The identifiers without repeats (the first kept), with their identity hashes.
    func uniqueItems(_ identifiers: [Item], operation: String) -> ([Item], [Int]) {
        let hashes = identityHashes(of: identifiers)
        guard identifiers.count > 1 else { return (identifiers, hashes) }
        var seen = IdentityTable(capacity: identifiers.count)
        var items: [Item] = []
        var kept: [Int] = []
        var repeats = false
        for (offset, item) in identifiers.enumerated() {
            let hash = hashes[offset]
            let isRepeat = seen.first(hash: hash) { isSame(identifiers[Int($0)], item) } != nil
            if isRepeat {
                if !repeats {
                    repeats = true
                    items = Array(identifiers[..<offset])
                    kept = Array(hashes[..<offset])
                }
                SnapshotErrorCollector.report(.duplicateItemInCall(operation: operation, item: "\(item)"))
                continue
            }
            seen.insert(hash: hash, value: Int32(truncatingIfNeeded: offset))
            if repeats {
                items.append(item)
                kept.append(hash)
            }
        }
        return repeats ? (items, kept) : (identifiers, hashes)
    }

    /// Removes the given items from where they are now, reporting each as already present.
    mutating func detachPresent(_ items: [Item], hashes: [Int], operation: String) {
        guard itemCount > 0 else { return }
        var present: [Int] = []
        for (offset, item) in items.enumerated() {
            if let location = locate(item, hash: hashes[offset]) {
                present.append(location.ordinal << 32 | location.position)
                SnapshotErrorCollector.report(.itemAlreadyPresent(operation: operation, item: "\(item)"))
            }
        }
        removeItems(at: present)
    }

    private mutating func insertItems(_ identifiers: [Item], anchor: Item, after: Bool, operation: String) {
        guard locate(anchor) != nil else {
            SnapshotErrorCollector.report(.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return
        }
        var identifiers = identifiers
        if identifiers.contains(where: { isSame($0, anchor) }) {
            // The anchor cannot go next to itself: it stays where it is, the other items go in.
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(anchor)"))
            identifiers.removeAll { isSame($0, anchor) }
        }
        guard !identifiers.isEmpty else { return }
        willMutate()
        let (items, hashes) = uniqueItems(identifiers, operation: operation)
        detachPresent(items, hashes: hashes, operation: operation)
        guard let place = locate(anchor) else { return }
        insertUnchecked(items, hashes: hashes, into: place.ordinal, at: place.position + (after ? 1 : 0))
    }

    private mutating func moveItem(_ identifier: Item, anchor: Item, after: Bool, operation: String) {
        if isSame(identifier, anchor) {
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(identifier)"))
            return
        }
        guard let from = locate(identifier) else {
            reportItemNotFound(identifier, operation: operation)
            return
        }
        guard locate(anchor) != nil else {
            SnapshotErrorCollector.report(.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return
        }
        willMutate()
        settleIndex()
        let value = entries[from.ordinal].items[from.position]
        let hash = entries[from.ordinal].hashes[from.position]
        removeItems(at: [from.ordinal << 32 | from.position], invalidatingMarks: false)
        guard let place = locate(anchor) else { return }
        insertUnchecked([value], hashes: [hash], into: place.ordinal, at: place.position + (after ? 1 : 0))
    }
}

extension DiffableDataSourceSnapshot {
    /// Forgets the reload and reconfigure marks (a data source does this once it applied them).
    package mutating func clearMarks() {
        if !reloadMarks.isEmpty { reloadMarks = MarkList() }
        if !reconfigureMarks.isEmpty { reconfigureMarks = MarkList() }
        if !sectionReloadMarks.isEmpty { sectionReloadMarks = [] }
    }

    /// Makes `items` the items of `section` (which must exist), with the usual recovery for
    /// repeats and items present elsewhere.
    package mutating func replaceItems(inSection section: Section, with items: [Item]) {
        guard let ordinal = ordinal(ofSection: section) else { return }
        willMutate()
        let count = entries[ordinal].count
        removeItems(at: (0..<count).map { ordinal << 32 | $0 })
        appendItems(items, toSection: section)
    }

    /// The number of items in each section, in order (what a data source reports as counts).
    package var itemCountsBySection: [Int] { entries.map { $0.count } }

    /// The number of items in the section at `index`, or 0 when there is no such section.
    package func numberOfItems(inSectionAt index: Int) -> Int {
        entries.indices.contains(index) ? entries[index].count : 0
    }

    /// Whether `lhs` and `rhs` are the same item for this snapshot (equal identifiers, or equal
    /// `id`s for `Identifiable` items), whatever their content.
    package func isSameItem(_ lhs: Item, _ rhs: Item) -> Bool { isSame(lhs, rhs) }
}
