import Foundation

extension DiffableDataSourceSnapshot {
    /// The changes that turn `oldSnapshot` into this snapshot, as one batch update.
    ///
    /// A section whose items are shared with the old snapshot (an untouched copy) costs O(1), so
    /// comparing a snapshot with an unchanged copy of itself costs O(sections); a section whose
    /// items are equal (a snapshot rebuilt from the same data) costs one comparison of its stored
    /// hashes and items, and no hashing. Moves are minimal: everything on one longest increasing
    /// run of old positions stays. For `Identifiable` items, a value that changed under the same
    /// `id` is reported as a reconfigure.
    ///
    /// - Complexity: Expected O(*s* + *n* + *m* log *m*), where *s* is the number of sections,
    ///   *n* the number of items of the changed sections in both snapshots and *m* the largest
    ///   number of items that stay in one changed section (the longest increasing run among
    ///   them), plus O(*r* log *r*) for *r* marked items.
    public func difference(from oldSnapshot: Self) -> SnapshotDifference {
        var differ = SnapshotDiffer(old: oldSnapshot, new: self)
        return differ.run()
    }
}

/// The sectioned diff behind ``DiffableDataSourceSnapshot/difference(from:)``.
struct SnapshotDiffer<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

    let old: Snapshot
    let new: Snapshot
    var result = SnapshotDifference()
    /// For each new section, the index of the same section in the old snapshot, or -1.
    var newToOld: [Int] = []
    /// For each old section, the index of the same section in the new snapshot, or -1.
    var oldToNew: [Int] = []
    var reconfigured: [IndexPath] = []
    var compact = CompactItemChanges()

    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
    }

    mutating func run() -> SnapshotDifference {
        matchSections()
        diffItems()
        collectMarks()
        result.compactItems = compact
        return result
    }

    // MARK: Sections

    mutating func matchSections() {
        let oldEntries = old.entries
        let newEntries = new.entries
        oldEntries.withUnsafeBufferPointer { oldEntries in
            newEntries.withUnsafeBufferPointer { newEntries in matchSections(oldEntries, newEntries) }
        }
    }

    /// Entries are read in place through buffers: this runs unspecialised, where copying an
    /// entry out of an array costs a value-witness call, and iterators are costly too.
    mutating func matchSections(_ oldEntries: UnsafeBufferPointer<Snapshot.Entry>, _ newEntries: UnsafeBufferPointer<Snapshot.Entry>) {
        newToOld = [Int](repeating: -1, count: newEntries.count)
        oldToNew = [Int](repeating: -1, count: oldEntries.count)
        for position in 0..<newEntries.count {
            let match: Int?
            if position < oldEntries.count, oldEntries[position].id == newEntries[position].id {
                match = position
            } else {
                match = old.ordinal(ofSection: newEntries[position].id)
            }
            if let match {
                newToOld[position] = match
                oldToNew[match] = position
            }
        }
        result.deletedSections = oldToNew.indices.filter { oldToNew[$0] < 0 }
        result.insertedSections = newToOld.indices.filter { newToOld[$0] < 0 }
        var oldOrder: [Int] = []
        var newOrder: [Int] = []
        for (position, match) in newToOld.enumerated() where match >= 0 {
            oldOrder.append(match)
            newOrder.append(position)
        }
        let stays = longestIncreasingSubsequenceMask(oldOrder)
        for index in oldOrder.indices where !stays[index] {
            result.movedSections.append((from: oldOrder[index], to: newOrder[index]))
        }
    }

    // MARK: Items

    mutating func diffItems() {
        let oldEntries = old.entries
        let newEntries = new.entries
        oldEntries.withUnsafeBufferPointer { oldEntries in
            newEntries.withUnsafeBufferPointer { newEntries in diffItems(oldEntries, newEntries) }
        }
    }

    mutating func diffItems(_ oldEntries: UnsafeBufferPointer<Snapshot.Entry>, _ newEntries: UnsafeBufferPointer<Snapshot.Entry>) {
        // Pairs of matched sections whose items differ; shared storage, or equal hashes and
        // items, is unchanged.
        var dirtyNew: [Int] = []
        var oldBase = [Int](repeating: -1, count: oldEntries.count)
        var oldTotal = 0
        for position in 0..<newToOld.count where newToOld[position] >= 0 {
            let match = newToOld[position]
            guard !sameItems(oldEntries.baseAddress! + match, newEntries.baseAddress! + position) else { continue }
            dirtyNew.append(position)
            oldBase[match] = oldTotal
            oldTotal += oldEntries[match].count
        }
        guard !dirtyNew.isEmpty else { return }

        // Every old item of a changed section, by identity hash, numbered flat.
        var table = IdentityTable(capacity: oldTotal)
        var oldSectionOf = [Int32](repeating: 0, count: oldTotal)
        for position in dirtyNew {
            let section = newToOld[position]
            let base = oldBase[section]
            old.hashes(ofSectionAt: section).withUnsafeBufferPointer { hashes in
                for offset in 0..<hashes.count {
                    table.insert(hash: hashes[offset], value: Int32(truncatingIfNeeded: base + offset))
                    oldSectionOf[base + offset] = Int32(truncatingIfNeeded: section)
                }
            }
        }

        // The old items of changed sections side by side, so that the loop below reads them
        // through one pointer (a bulk copy: no per-item work for plain values).
        var oldItems: [Item] = []
        oldItems.reserveCapacity(oldTotal)
        for position in dirtyNew { oldItems.append(contentsOf: oldEntries[newToOld[position]].items) }
        let identity = new.identity
        // Counted first, so that the index path lists are made once at their final size.
        var inserted = 0
        var matched = 0
        var oldMatchedFlags = [Bool](repeating: false, count: oldTotal)
        oldMatchedFlags.withUnsafeMutableBufferPointer { oldMatched in
        oldItems.withUnsafeBufferPointer { oldBuffer in
            guard let oldPointer = oldBuffer.baseAddress else { return }
            for position in dirtyNew {
                let section = newToOld[position]
                let hashes = new.hashes(ofSectionAt: position)
                newEntries[position].items.withUnsafeBufferPointer { newBuffer in
                    guard let newPointer = newBuffer.baseAddress else { return }
                    var stayingOld: [Int] = []
                    var stayingNew: [Int] = []
                    stayingOld.reserveCapacity(newBuffer.count)
                    stayingNew.reserveCapacity(newBuffer.count)
                    var insertedHere: [Int] = []
                    defer { if !insertedHere.isEmpty { compact.inserted[position] = insertedHere } }
                    for item in 0..<newBuffer.count {
                        var relation = ItemRelation.different
                        let found = table.first(hash: hashes[item]) { flat in
                            relation = identity.relation(oldPointer + Int(flat), newPointer + item)
                            return relation != .different
                        }
                        guard let flat = found.map(Int.init) else {
                            insertedHere.append(item)
                            inserted += 1
                            continue
                        }
                        oldMatched[flat] = true
                        matched += 1
                        let oldSection = Int(oldSectionOf[flat])
                        let oldItem = flat - oldBase[oldSection]
                        if oldSection == section {
                            stayingOld.append(oldItem)
                            stayingNew.append(item)
                        } else {
                            result.movedItems.append((
                                from: IndexPath(item: oldItem, section: oldSection),
                                to: IndexPath(item: item, section: position)))
                            compact.moves.append((
                                ItemLocation(section: oldSection, item: oldItem), ItemLocation(section: position, item: item)))
                        }
                        if relation == .sameIdentity {
                            reconfigured.append(IndexPath(item: item, section: position))
                        }
                    }
                    let stays = longestIncreasingSubsequenceMask(stayingOld)
                    for index in stayingOld.indices where !stays[index] {
                        result.movedItems.append((
                            from: IndexPath(item: stayingOld[index], section: section),
                            to: IndexPath(item: stayingNew[index], section: position)))
                        compact.moves.append((
                            ItemLocation(section: section, item: stayingOld[index]),
                            ItemLocation(section: position, item: stayingNew[index])))
                    }
                }
            }
        }
        }

        result.insertedItems.reserveCapacity(inserted)
        for position in dirtyNew {
            for item in compact.inserted[position] ?? [] { result.insertedItems.append(IndexPath(item: item, section: position)) }
        }
        result.deletedItems.reserveCapacity(oldTotal - matched)
        for section in oldBase.indices where oldBase[section] >= 0 {
            let base = oldBase[section]
            var deletedHere: [Int] = []
            for item in 0..<oldEntries[section].count where !oldMatchedFlags[base + item] {
                result.deletedItems.append(IndexPath(item: item, section: section))
                deletedHere.append(item)
            }
            if !deletedHere.isEmpty { compact.deleted[section] = deletedHere }
        }
    }

    /// Whether two sections hold equal items: the same storage, or equal identity hashes (one
    /// `memcmp`, which most changed sections fail early, when both keep them) and equal values.
    /// (Inlined into its loop, where the entry type's metadata is fetched once.)
    @inline(__always)
    func sameItems(_ old: UnsafePointer<Snapshot.Entry>, _ new: UnsafePointer<Snapshot.Entry>) -> Bool {
        if Snapshot.Entry.sameStorage(old.pointee.items, new.pointee.items) { return true }
        guard old.pointee.count == new.pointee.count else { return false }
        guard old.pointee.count > 0 else { return true }
        // A deferred snapshot keeps no hashes (see `appendDeferred`): its values decide alone.
        let hashesKept = old.pointee.hashes.count == old.pointee.count && new.pointee.hashes.count == new.pointee.count
        let sameHashes = !hashesKept || old.pointee.hashes.withUnsafeBytes { left in
            new.pointee.hashes.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
        return sameHashes && self.new.identity.equality.arrays(old.pointee.items, new.pointee.items)
    }

    // MARK: Reloads and reconfigures

    /// Whether the item that the new snapshot holds at `location` was there before, in a section
    /// that both snapshots hold (so it is neither inserted nor arriving with a new section).
    func survives(_ item: Item, at location: (ordinal: Int, position: Int)) -> Bool {
        guard newToOld[location.ordinal] >= 0, let before = old.locate(item) else { return false }
        return oldToNew[before.ordinal] >= 0
    }

    mutating func collectMarks() {
        var reloaded = Set<IndexPath>()
        for item in new.reloadMarks.present {
            guard let location = new.locate(item), survives(item, at: location) else { continue }
            reloaded.insert(IndexPath(item: location.position, section: location.ordinal))
        }
        for item in new.reconfigureMarks.present {
            guard let location = new.locate(item), survives(item, at: location) else { continue }
            reconfigured.append(IndexPath(item: location.position, section: location.ordinal))
        }
        result.reloadedItems = reloaded.sorted()
        if new.reconfigureMarks.isEmpty, reloaded.isEmpty {
            // Found in ascending order, each once.
            result.reconfiguredItems = reconfigured
        } else {
            result.reconfiguredItems = Set(reconfigured).subtracting(reloaded).sorted()
        }
        result.reloadedSections = new.sectionReloadMarks.compactMap { section in
            new.ordinal(ofSection: section).flatMap { newToOld[$0] >= 0 ? $0 : nil }
        }.sorted()
    }
}
