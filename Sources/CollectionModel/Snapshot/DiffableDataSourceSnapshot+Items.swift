extension DiffableDataSourceSnapshot {
    /// Appends items to `section`, or to the last section when `section` is `nil`.
    ///
    /// An item already in the snapshot is moved here (UIKit's documented behaviour), with its
    /// latest value; a repeat within the call is ignored. With no section to append to, nothing
    /// changes. Each case is reported as a ``SnapshotError``.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        let target: Int
        if let section {
            guard let ordinal = ordinal(ofSection: section) else {
                SnapshotErrorCollector.report(.sectionNotFound(operation: operation, section: "\(section)"))
                return
            }
            target = ordinal
        } else {
            guard !entries.isEmpty else {
                SnapshotErrorCollector.report(.noSection(operation: operation))
                return
            }
            target = entries.count - 1
        }
        guard !identifiers.isEmpty else { return }
        willMutate()
        let (items, hashes) = uniqueItems(identifiers, operation: operation)
        detachPresent(items, hashes: hashes, operation: operation)
        let store = uniqueStore(target)
        store.append(items, hashes: hashes)
        register(hashes, token: store.token)
    }

    /// Inserts items before `beforeIdentifier`. Items already present are moved; an absent anchor
    /// changes nothing. The anchor among the items is reported and left where it is; the other
    /// items are still inserted.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, anchor: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after `afterIdentifier`. Items already present are moved; an absent anchor
    /// changes nothing. The anchor among the items is reported and left where it is; the other
    /// items are still inserted.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, anchor: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items; absent ones are ignored and reported.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var locations: [(section: Int, item: Int)] = []
        locations.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if let location = location(of: identifier) {
                locations.append(location)
            } else {
                SnapshotErrorCollector.report(.itemNotFound(operation: "deleteItems(_:)", item: "\(identifier)"))
            }
        }
        guard !locations.isEmpty else { return }
        willMutate()
        removeItems(at: locations)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        entries = []
        index = SnapshotIndex()
        cache = SnapshotCache()
        itemCount = 0
        reloadMarks = []
        reconfigureMarks = []
        sectionReloadMarks = []
    }

    /// Moves `identifier` to just before `toIdentifier`, in whichever section that is.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, anchor: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`, in whichever section that is.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, anchor: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (their cells replaced). For `Identifiable` items an updated
    /// value whose `id` is present is accepted and stored. Absent items are reported and ignored.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reloadMarks, operation: "reloadItems(_:)")
    }

    /// Marks items to be reconfigured (their existing cells updated in place). For
    /// `Identifiable` items an updated value whose `id` is present is accepted and stored.
    /// Absent items are reported and ignored.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reconfigureMarks, operation: "reconfigureItems(_:)")
    }

    // MARK: Implementation

    /// The identifiers without repeats (the first kept), with their identity hashes.
    func uniqueItems(_ identifiers: [Item], operation: String) -> ([Item], [Int]) {
        var hashes: [Int] = []
        hashes.reserveCapacity(identifiers.count)
        identifiers.withUnsafeBufferPointer { identity.appendHashes(of: $0, to: &hashes) }
        guard identifiers.count > 1 else { return (identifiers, hashes) }
        var seen = IdentityTable(capacity: identifiers.count)
        var items: [Item] = []
        var kept: [Int] = []
        var repeats = false
        for (offset, item) in identifiers.enumerated() {
            let hash = hashes[offset]
            let isRepeat = seen.first(hash: hash) { identity.same(identifiers[Int($0)], item) } != nil
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
        var present: [(section: Int, item: Int)] = []
        for (offset, item) in items.enumerated() {
            if let location = location(of: item, hash: hashes[offset]) {
                present.append(location)
                SnapshotErrorCollector.report(.itemAlreadyPresent(operation: operation, item: "\(item)"))
            }
        }
        if !present.isEmpty { removeItems(at: present) }
    }

    mutating func register(_ hashes: [Int], token: Int32) {
        for hash in hashes { index.items.insert(hash: hash, value: token) }
        itemCount += hashes.count
    }

    /// Removes the items at `locations` (no repeats needed; repeats are ignored).
    mutating func removeItems(at locations: [(section: Int, item: Int)]) {
        var bySection: [Int: [Int]] = [:]
        for location in locations { bySection[location.section, default: []].append(location.item) }
        for (section, positions) in bySection {
            let store = uniqueStore(section)
            var removed = [Bool](repeating: false, count: store.count)
            for position in positions where !removed[position] {
                removed[position] = true
                let token = store.token
                index.items.remove(hash: store.hashes[position]) { $0 == token }
                itemCount -= 1
            }
            store.removeAll { removed[$0] }
        }
    }

    private mutating func insertItems(_ identifiers: [Item], anchor: Item, after: Bool, operation: String) {
        guard location(of: anchor) != nil else {
            SnapshotErrorCollector.report(.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return
        }
        var identifiers = identifiers
        if identifiers.contains(where: { identity.same($0, anchor) }) {
            // The anchor cannot go next to itself: it stays where it is, the other items go in.
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(anchor)"))
            identifiers.removeAll { identity.same($0, anchor) }
        }
        guard !identifiers.isEmpty else { return }
        willMutate()
        let (items, hashes) = uniqueItems(identifiers, operation: operation)
        detachPresent(items, hashes: hashes, operation: operation)
        guard let place = location(of: anchor) else { return }
        let store = uniqueStore(place.section)
        store.insert(items, hashes: hashes, at: place.item + (after ? 1 : 0))
        register(hashes, token: store.token)
    }

    private mutating func moveItem(_ identifier: Item, anchor: Item, after: Bool, operation: String) {
        if identity.same(identifier, anchor) {
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(identifier)"))
            return
        }
        guard let from = location(of: identifier) else {
            SnapshotErrorCollector.report(.itemNotFound(operation: operation, item: "\(identifier)"))
            return
        }
        guard location(of: anchor) != nil else {
            SnapshotErrorCollector.report(.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return
        }
        willMutate()
        let value = entries[from.section].store.items[from.item]
        let hash = entries[from.section].store.hashes[from.item]
        removeItems(at: [from])
        guard let place = location(of: anchor) else { return }
        let store = uniqueStore(place.section)
        store.insert([value], hashes: [hash], at: place.item + (after ? 1 : 0))
        register([hash], token: store.token)
    }

    private mutating func mark(_ identifiers: [Item], in marks: WritableKeyPath<Self, [Item]>, operation: String) {
        var list = self[keyPath: marks]
        var seen = IdentityTable(capacity: list.count + identifiers.count)
        for (offset, mark) in list.enumerated() {
            seen.insert(hash: identity.hash(mark), value: Int32(truncatingIfNeeded: offset))
        }
        var found: [(item: Item, hash: Int, section: Int, position: Int)] = []
        for identifier in identifiers {
            let hash = identity.hash(identifier)
            guard let place = location(of: identifier, hash: hash) ?? locationByObjectIdentity(of: identifier) else {
                SnapshotErrorCollector.report(.itemNotFound(operation: operation, item: "\(identifier)"))
                continue
            }
            found.append((identifier, hash, place.section, place.item))
        }
        guard !found.isEmpty else { return }
        willMutate()
        for (identifier, hash, section, position) in found {
            if identity.isIdentifiable, entries[section].store.items[position] != identifier {
                uniqueStore(section).replace(at: position, with: identifier)
            }
            if seen.first(hash: hash, where: { identity.same(list[Int($0)], identifier) }) == nil {
                seen.insert(hash: hash, value: Int32(truncatingIfNeeded: list.count))
                list.append(identifier)
            }
        }
        self[keyPath: marks] = list
    }
}

extension DiffableDataSourceSnapshot {
    /// Forgets the reload and reconfigure marks (a data source does this once it applied them).
    package mutating func clearMarks() {
        reloadMarks = []
        reconfigureMarks = []
        sectionReloadMarks = []
    }

    /// Makes `items` the items of `section` (which must exist), with the usual recovery for
    /// repeats and items present elsewhere.
    package mutating func replaceItems(inSection section: Section, with items: [Item]) {
        guard let ordinal = ordinal(ofSection: section) else { return }
        willMutate()
        let store = entries[ordinal].store
        removeItems(at: (0..<store.count).map { (ordinal, $0) })
        appendItems(items, toSection: section)
    }

    /// The number of items in each section, in order (what a data source reports as counts).
    package var itemCountsBySection: [Int] { entries.map { $0.store.count } }

    /// The number of items in the section at `index`, or 0 when there is no such section.
    package func numberOfItems(inSectionAt index: Int) -> Int {
        entries.indices.contains(index) ? entries[index].store.count : 0
    }

    /// Whether `lhs` and `rhs` are the same item for this snapshot (equal identifiers, or equal
    /// `id`s for `Identifiable` items), whatever their content.
    package func isSameItem(_ lhs: Item, _ rhs: Item) -> Bool { identity.same(lhs, rhs) }
}
