/// Reload and reconfigure marks: kept in marking order, each once, with their latest values.
extension DiffableDataSourceSnapshot {
    /// Marks the present `identifiers` (reporting the absent ones), storing updated values of
    /// `Identifiable` items.
    @inlinable
    mutating func mark(_ identifiers: [Item], reconfigure: Bool, operation: String) {
        var found: [Int] = []
        var hashes: [Int] = []
        var offsets: [Int] = []
        found.reserveCapacity(identifiers.count)
        hashes.reserveCapacity(identifiers.count)
        offsets.reserveCapacity(identifiers.count)
        let seed = identity.isIdentifiable ? 0 : ItemHash.seed
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            var hash = identityHash(identifier, seed: seed)
            var place = locate(identifier, hash: hash)
            if place == nil, let moved = locationByObjectIdentity(of: identifier) {
                // A class item whose hash changed: marked under the hash it is stored with.
                place = moved
                hash = entries[moved.ordinal].hashes[moved.position]
            }
            guard let place else {
                reportItemNotFound(identifier, operation: operation)
                continue
            }
            found.append(place.ordinal << 32 | place.position)
            hashes.append(hash)
            offsets.append(offset)
        }
        guard !found.isEmpty else { return }
        if identity.isIdentifiable {
            storeLatest(identifiers, offsets: offsets, at: found, hashes: hashes, reconfigure: reconfigure)
        }
        var list = MarkList<Item>()
        if reconfigure { swap(&list, &reconfigureMarks) } else { swap(&list, &reloadMarks) }
        list.change { marks in
            if marks.items.isEmpty {
                markFirst(found, hashes: hashes, in: &marks)
            } else {
                markMore(identifiers, offsets: offsets, hashes: hashes, in: &marks)
            }
            return true
        }
        if reconfigure { swap(&list, &reconfigureMarks) } else { swap(&list, &reloadMarks) }
    }

    /// The first marks: repeats within the call are found by place, one bit per item, and the
    /// values are the ones the snapshot holds now (the latest). The table of the marks is left
    /// for a later call to build, if one comes.
    @inlinable
    func markFirst(_ found: [Int], hashes: [Int], in marks: inout MarkBook<Item>) {
        var starts: [Int] = []
        starts.reserveCapacity(entries.count)
        var total = 0
        for ordinal in entries.indices {
            starts.append(total)
            total &+= entries[ordinal].count
        }
        var seen = [UInt64](repeating: 0, count: (total + 63) / 64)
        marks.items.reserveCapacity(found.count)
        marks.hashes.reserveCapacity(found.count)
        for index in found.indices {
            let ordinal = found[index] >> 32
            let position = found[index] & 0xFFFF_FFFF
            let flat = starts[ordinal] &+ position
            let bit: UInt64 = 1 << UInt64(flat & 63)
            guard seen[flat >> 6] & bit == 0 else { continue }
            seen[flat >> 6] |= bit
            marks.items.append(entries[ordinal].items[position])
            marks.hashes.append(hashes[index])
        }
    }

    /// Further marks: repeats are found with the marks' table (built here if a first call left
    /// it), and a repeat takes the latest value. (A mark of an item that left is taken back when
    /// the item returns, so every repeat here is a present mark.)
    @inlinable
    func markMore(_ identifiers: [Item], offsets: [Int], hashes: [Int], in marks: inout MarkBook<Item>) {
        marks.ensureTable()
        marks.table.reserve(adding: offsets.count)
        marks.items.reserveCapacity(marks.items.count + offsets.count)
        marks.hashes.reserveCapacity(marks.hashes.count + offsets.count)
        let identity = self.identity
        let identifiable = identity.isIdentifiable
        for index in offsets.indices {
            let identifier = identifiers[offsets[index]]
            let hash = hashes[index]
            let known = marks.table.first(hash: hash) { position in
                identifiable ? identity.same(marks.items[Int(position)], identifier) : marks.items[Int(position)] == identifier
            }
            if let known {
                if identifiable { marks.items[Int(known)] = identifier }
                continue
            }
            marks.table.insert(hash: hash, value: Int32(truncatingIfNeeded: marks.items.count))
            marks.items.append(identifier)
            marks.hashes.append(hash)
        }
    }

    /// Stores the marked values that differ from the held ones (same `id`, new content), and
    /// gives them to the other kind of marks.
    @usableFromInline
    mutating func storeLatest(_ identifiers: [Item], offsets: [Int], at locations: [Int], hashes: [Int], reconfigure: Bool) {
        var values: [Item] = []
        var valueHashes: [Int] = []
        for index in offsets.indices {
            let identifier = identifiers[offsets[index]]
            let ordinal = locations[index] >> 32
            let position = locations[index] & 0xFFFF_FFFF
            guard entries[ordinal].items[position] != identifier else { continue }
            if values.isEmpty { willMutate() }
            entries[ordinal].items[position] = identifier
            values.append(identifier)
            valueHashes.append(hashes[index])
        }
        guard !values.isEmpty else { return }
        let identity = self.identity
        if reconfigure {
            reloadMarks.noteValues(values, hashes: valueHashes) { identity.same($0, $1) }
        } else {
            reconfigureMarks.noteValues(values, hashes: valueHashes) { identity.same($0, $1) }
        }
    }

    /// Tells the marks that the items at `locations` (each `ordinal << 32 | position`) are about
    /// to leave the snapshot. The index must be settled (hashes beside every item).
    @inlinable
    mutating func marksLose(at locations: [Int]) {
        guard !reloadMarks.isEmpty || !reconfigureMarks.isEmpty else { return }
        var removed: [Item] = []
        var removedHashes: [Int] = []
        removed.reserveCapacity(locations.count)
        removedHashes.reserveCapacity(locations.count)
        for location in locations {
            let ordinal = location >> 32
            let position = location & 0xFFFF_FFFF
            removed.append(entries[ordinal].items[position])
            removedHashes.append(entries[ordinal].hashes[position])
        }
        marksLose(removed, hashes: removedHashes)
    }

    /// Tells the marks that `removed` (with their identity hashes) left the snapshot.
    @inlinable
    mutating func marksLose(_ removed: [Item], hashes: [Int]) {
        let identity = self.identity
        let identifiable = identity.isIdentifiable
        reloadMarks.noteRemoved(removed, hashes: hashes) { identifiable ? identity.same($0, $1) : $0 == $1 }
        reconfigureMarks.noteRemoved(removed, hashes: hashes) { identifiable ? identity.same($0, $1) : $0 == $1 }
    }

    /// Tells the marks that `added` (with their identity hashes, or none to have them computed)
    /// entered the snapshot: marks of items that left and came back count again.
    @inlinable
    mutating func marksGain(_ added: [Item], hashes: [Int]?) {
        guard reloadMarks.absentCount > 0 || reconfigureMarks.absentCount > 0 else { return }
        let hashes = hashes ?? identityHashes(of: added)
        let identity = self.identity
        let identifiable = identity.isIdentifiable
        reloadMarks.noteAdded(added, hashes: hashes) { identifiable ? identity.same($0, $1) : $0 == $1 }
        reconfigureMarks.noteAdded(added, hashes: hashes) { identifiable ? identity.same($0, $1) : $0 == $1 }
    }
}
