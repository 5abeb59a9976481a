/// Keeping ``DiffableDataSourceSnapshot/itemIndex`` current through every change of the items:
/// the bulk paths for appending new items, inserting, and removing in one pass per section.
extension DiffableDataSourceSnapshot {
    /// The identity hashes of `items`, in order.
    @inlinable
    func identityHashes(of items: [Item]) -> [Int] {
        if identity.isIdentifiable {
            var hashes: [Int] = []
            hashes.reserveCapacity(items.count)
            items.withUnsafeBufferPointer { identity.appendHashes(of: $0, to: &hashes) }
            return hashes
        }
        let seed = ItemHash.seed
        return items.withUnsafeBufferPointer { items in
            [Int](unsafeUninitializedCapacity: items.count) { hashes, initialized in
                for index in 0..<items.count { hashes[index] = ItemHash.hash(items[index], seed: seed) }
                initialized = items.count
            }
        }
    }

    /// Makes room in the item index for `count` more entries.
    @inlinable
    mutating func reserveItemIndex(adding count: Int) {
        if !itemIndex.fits(adding: count) {
            rebuildItemIndex(capacity: Swift.max(itemCount + count, 2 * itemCount))
        }
    }

    /// Rebuilds the item index after removals when tombstones fill a quarter of it, or when it
    /// is eight times larger than it needs to be (so memory and probe lengths follow the items).
    @inlinable
    mutating func tidyItemIndex() {
        let size = itemIndex.slots.count
        if (itemIndex.used - itemCount) * 4 > size || (size > 1024 && itemCount * 8 < size) {
            rebuildItemIndex(capacity: itemCount)
        }
    }

    /// Rebuilds the item index from the sections' hashes (dropping tombstones).
    @inlinable
    mutating func rebuildItemIndex(capacity: Int) {
        var index = ItemTable(capacity: capacity)
        var used = 0
        index.slots.withUnsafeMutableBufferPointer { slots in
            for ordinal in 0..<entries.count {
                let token = entries[ordinal].token
                entries[ordinal].hashes.withUnsafeBufferPointer { hashes in
                    for position in 0..<hashes.count {
                        let hash = hashes[position]
                        let slot = ItemTable.slot(tag: ItemTable.tag(hash), token: token, position: position)
                        ItemTable.insert(slot, hash: hash, in: slots, used: &used)
                    }
                }
            }
        }
        index.used = used
        itemIndex = index
    }

    /// Appends `identifiers` to the section at `ordinal` when none of them is in the snapshot and
    /// none repeats: one pass that hashes, checks and indexes each item. Returns `false`, having
    /// changed nothing, at the first item that is present or repeated.
    @inlinable
    mutating func appendNew(_ identifiers: [Item], to ordinal: Int) -> Bool {
        settleIndex()
        let count = identifiers.count
        let identifiable = identity.isIdentifiable
        let precomputed = identifiable ? identityHashes(of: identifiers) : []
        reserveItemIndex(adding: count)
        let token = entries[ordinal].token
        let base = entries[ordinal].count
        let seed = ItemHash.seed
        var index = ItemTable()
        swap(&index, &itemIndex)
        var used = index.used
        var appended = true
        let hashes = [Int](unsafeUninitializedCapacity: count) { hashes, initialized in
            identifiers.withUnsafeBufferPointer { incoming in
                index.slots.withUnsafeMutableBufferPointer { slots in
                    /// Indexes the item at `offset`; `false` when it is present or repeated.
                    @inline(__always)
                    func insert(_ offset: Int, _ hash: Int) -> Bool {
                        hashes[offset] = hash
                        let slot = ItemTable.slot(tag: ItemTable.tag(hash), token: token, position: base &+ offset)
                        return ItemTable.insert(slot, hash: hash, in: slots, used: &used) { otherToken, position in
                            let other = otherToken == Int(token) && position >= base
                                ? incoming[position &- base]
                                : entries[Int(tokenOrdinals[otherToken])].items[position]
                            return identifiable ? identity.same(other, incoming[offset]) : other == incoming[offset]
                        } == nil
                    }
                    var offset = 0
                    if identifiable {
                        while offset < count, insert(offset, precomputed[offset]) { offset &+= 1 }
                    } else {
                        while offset < count, insert(offset, ItemHash.hash(incoming[offset], seed: seed)) { offset &+= 1 }
                    }
                    initialized = offset
                    guard offset < count else { return }
                    // Present or repeated: take back what this call indexed.
                    for undone in 0..<offset {
                        let hash = hashes[undone]
                        let slot = ItemTable.slot(tag: ItemTable.tag(hash), token: token, position: base &+ undone)
                        ItemTable.replace(slot, hash: hash, with: ItemTable.tombstone, in: slots)
                    }
                    appended = false
                }
            }
        }
        index.used = used
        swap(&index, &itemIndex)
        guard appended else { return false }
        if base == 0 {
            entries[ordinal].items = identifiers
            entries[ordinal].hashes = hashes
        } else {
            entries[ordinal].items.append(contentsOf: identifiers)
            entries[ordinal].hashes.append(contentsOf: hashes)
        }
        itemCount += count
        marksGain(identifiers, hashes: hashes)
        return true
    }

    /// Inserts items known to be absent (and without repeats) into the section at `ordinal`,
    /// before `position`.
    @usableFromInline
    mutating func insertUnchecked(_ items: [Item], hashes: [Int], into ordinal: Int, at position: Int) {
        guard !items.isEmpty else { return }
        settleIndex()
        reserveItemIndex(adding: items.count)
        let token = entries[ordinal].token
        let shift = items.count
        var index = ItemTable()
        swap(&index, &itemIndex)
        var used = index.used
        index.slots.withUnsafeMutableBufferPointer { slots in
            // From the end, so that no slot is ever rewritten to a place another still holds.
            entries[ordinal].hashes.withUnsafeBufferPointer { old in
                for later in stride(from: old.count - 1, through: position, by: -1) {
                    let hash = old[later]
                    let tag = ItemTable.tag(hash)
                    let slot = ItemTable.slot(tag: tag, token: token, position: later)
                    ItemTable.replace(slot, hash: hash, with: ItemTable.slot(tag: tag, token: token, position: later + shift), in: slots)
                }
            }
            for offset in 0..<shift {
                let hash = hashes[offset]
                let slot = ItemTable.slot(tag: ItemTable.tag(hash), token: token, position: position + offset)
                ItemTable.insert(slot, hash: hash, in: slots, used: &used)
            }
        }
        index.used = used
        swap(&index, &itemIndex)
        entries[ordinal].items.insert(contentsOf: items, at: position)
        entries[ordinal].hashes.insert(contentsOf: hashes, at: position)
        itemCount += shift
        marksGain(items, hashes: hashes)
    }

    /// Removes the items at `locations` (each `ordinal << 32 | position`; repeats are ignored),
    /// one pass per section. Unless told otherwise, the marks stop being current.
    @inlinable
    mutating func removeItems(at locations: [Int], invalidatingMarks: Bool = true) {
        guard !locations.isEmpty else { return }
        settleIndex()
        if invalidatingMarks { marksLose(at: locations) }
        var sorted = locations
        sorted.sort()
        var start = 0
        while start < sorted.count {
            let ordinal = sorted[start] >> 32
            var end = start + 1
            while end < sorted.count, sorted[end] >> 32 == ordinal { end += 1 }
            removeItems(inSectionAt: ordinal, sorted: sorted[start..<end])
            start = end
        }
        tidyItemIndex()
    }

    /// Removes the items at the positions in `sorted` (ascending `ordinal << 32 | position`
    /// values, all in the section at `ordinal`), moving the rest up and rewriting their slots.
    @inlinable
    mutating func removeItems(inSectionAt ordinal: Int, sorted: ArraySlice<Int>) {
        let token = entries[ordinal].token
        var index = ItemTable()
        swap(&index, &itemIndex)
        var items: [Item] = []
        var hashes: [Int] = []
        swap(&items, &entries[ordinal].items)
        swap(&hashes, &entries[ordinal].hashes)
        var removed = 0
        index.slots.withUnsafeMutableBufferPointer { slots in
            items.withUnsafeMutableBufferPointer { items in
                hashes.withUnsafeMutableBufferPointer { hashes in
                    var next = sorted.startIndex
                    var kept = sorted[next] & 0xFFFF_FFFF
                    for position in kept..<items.count {
                        let hash = hashes[position]
                        let tag = ItemTable.tag(hash)
                        let slot = ItemTable.slot(tag: tag, token: token, position: position)
                        if next < sorted.endIndex, sorted[next] & 0xFFFF_FFFF == position {
                            ItemTable.replace(slot, hash: hash, with: ItemTable.tombstone, in: slots)
                            removed += 1
                            repeat { next += 1 } while next < sorted.endIndex && sorted[next] & 0xFFFF_FFFF == position
                            continue
                        }
                        if kept != position {
                            ItemTable.replace(slot, hash: hash, with: ItemTable.slot(tag: tag, token: token, position: kept), in: slots)
                            items.swapAt(kept, position)
                            hashes[kept] = hash
                        }
                        kept += 1
                    }
                }
            }
        }
        items.removeLast(removed)
        hashes.removeLast(removed)
        swap(&items, &entries[ordinal].items)
        swap(&hashes, &entries[ordinal].hashes)
        swap(&index, &itemIndex)
        itemCount -= removed
    }

    /// Removes every item of the section at `ordinal` from the item index (the items stay in
    /// the section).
    @usableFromInline
    mutating func unindexItems(ofSectionAt ordinal: Int) {
        settleIndex()
        let token = entries[ordinal].token
        var index = ItemTable()
        swap(&index, &itemIndex)
        index.slots.withUnsafeMutableBufferPointer { slots in
            entries[ordinal].hashes.withUnsafeBufferPointer { hashes in
                for position in 0..<hashes.count {
                    let hash = hashes[position]
                    let slot = ItemTable.slot(tag: ItemTable.tag(hash), token: token, position: position)
                    ItemTable.replace(slot, hash: hash, with: ItemTable.tombstone, in: slots)
                }
            }
        }
        swap(&index, &itemIndex)
        itemCount -= entries[ordinal].count
    }

    // MARK: Section tokens

    /// A token for a new section (callers renumber first when tokens would run out).
    mutating func makeToken() -> Int32 {
        tokenOrdinals.append(-1)
        return Int32(tokenOrdinals.count - 1)
    }

    /// Gives the sections the tokens 0, 1, 2... again and reindexes their items (when tokens
    /// would run out, or when most of them are no longer in use).
    mutating func renumberTokens() {
        settleIndex()
        for ordinal in entries.indices { entries[ordinal].token = Int32(ordinal) }
        tokenOrdinals = entries.indices.map { Int32($0) }
        rebuildItemIndex(capacity: itemCount)
    }

    /// Recomputes ``tokenOrdinals`` after sections moved, arrived or left.
    mutating func rebuildTokenOrdinals() {
        if tokenOrdinals.count > 4 * entries.count + 4096 {
            renumberTokens()
            return
        }
        var table = [Int32](repeating: -1, count: tokenOrdinals.count)
        for ordinal in entries.indices { table[Int(entries[ordinal].token)] = Int32(ordinal) }
        tokenOrdinals = table
    }

    mutating func rebuildSectionIndex() {
        var table = IdentityTable(capacity: entries.count)
        for (ordinal, entry) in entries.enumerated() {
            table.insert(hash: entry.id.hashValue, value: Int32(ordinal))
        }
        sectionIndex = table
    }

    // MARK: Reporting (out of line: the message is built only when there is one)

    @usableFromInline
    func reportItemNotFound(_ item: Item, operation: String) {
        SnapshotErrorCollector.report(.itemNotFound(operation: operation, item: "\(item)"))
    }

    @usableFromInline
    func reportSectionNotFound(_ section: Section, operation: String) {
        SnapshotErrorCollector.report(.sectionNotFound(operation: operation, section: "\(section)"))
    }

    @usableFromInline
    func reportDuplicateSection(_ section: Section, operation: String) {
        SnapshotErrorCollector.report(.duplicateSectionInCall(operation: operation, section: "\(section)"))
    }

    @usableFromInline
    func reportNoSection(operation: String) {
        SnapshotErrorCollector.report(.noSection(operation: operation))
    }
}
