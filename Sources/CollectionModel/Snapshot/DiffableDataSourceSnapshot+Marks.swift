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
            let hash = identityHash(identifier, seed: seed)
            guard let place = locate(identifier, hash: hash) else {
                reportItemNotFound(identifier, operation: operation)
                continue
            }
            found.append(place.ordinal << 32 | place.position)
            hashes.append(hash)
            offsets.append(offset)
        }
        guard !found.isEmpty else { return }
        if identity.isIdentifiable { storeLatest(identifiers, offsets: offsets, at: found, reconfigure: reconfigure) }
        var marks = MarkList<Item>()
        if reconfigure { swap(&marks, &reconfigureMarks) } else { swap(&marks, &reloadMarks) }
        marks.table.reserve(adding: found.count)
        marks.items.reserveCapacity(marks.items.count + found.count)
        marks.hashes.reserveCapacity(marks.hashes.count + found.count)
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
        if reconfigure { swap(&marks, &reconfigureMarks) } else { swap(&marks, &reloadMarks) }
    }

    /// Stores the marked values that differ from the held ones (same `id`, new content); the
    /// other kind of marks stops being current.
    @usableFromInline
    mutating func storeLatest(_ identifiers: [Item], offsets: [Int], at locations: [Int], reconfigure: Bool) {
        var changed = false
        for index in offsets.indices {
            let identifier = identifiers[offsets[index]]
            let ordinal = locations[index] >> 32
            let position = locations[index] & 0xFFFF_FFFF
            guard entries[ordinal].items[position] != identifier else { continue }
            if !changed {
                changed = true
                willMutate()
            }
            entries[ordinal].items[position] = identifier
        }
        guard changed else { return }
        if reconfigure { reloadMarks.invalidate() } else { reconfigureMarks.invalidate() }
    }
}
