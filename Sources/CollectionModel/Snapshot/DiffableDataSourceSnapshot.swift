import Foundation

/// The state of a collection view's data at one moment: sections in order, each holding items in
/// order, as `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value. Build one, hand it to a data source's `apply`, and the data source
/// finds the difference from the one before. Queries answer in O(1) (or O(sections)) after their
/// first use; sections are copied on write one by one, so a diff skips every section that a copy
/// did not touch.
///
/// Identity: an item is identified by its whole value, as in UIKit, except when
/// `ItemIdentifierType` is `Identifiable`: then it is identified by its `id`, the snapshot keeps
/// the latest value, `reloadItems`/`reconfigureItems` accept an updated value, and a diff turns a
/// changed value with the same `id` into a reconfigure. Section and item identifiers are separate
/// namespaces.
///
/// Invalid operations never crash: each recovers as ``SnapshotError`` documents and is reported
/// through ``Diagnostics``; ``validating(_:)`` throws them instead.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    package typealias Item = ItemIdentifierType
    package typealias Section = SectionIdentifierType
    typealias Store = SectionStore<Item>

    struct Entry: Sendable {
        var id: Section
        var store: Store
    }

    var entries: [Entry] = []
    var index = SnapshotIndex()
    var cache = SnapshotCache<Item>()
    let identity: ItemIdentity<Item>
    var nextToken: Int32 = 0
    var itemCount = 0
    var reloadMarks: [Item] = []
    var reconfigureMarks: [Item] = []
    var sectionReloadMarks: [Section] = []

    /// An empty snapshot.
    public init() {
        identity = ItemIdentity<Item>.make()
    }

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { itemCount }

    /// The number of sections.
    public var numberOfSections: Int { entries.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { entries.map(\.id) }

    /// Every item, section after section. Computed once per change of the snapshot.
    public var itemIdentifiers: [ItemIdentifierType] {
        if entries.count == 1 { return entries[0].store.items }
        return cache.state.withLock { state in
            if let all = state.allItems { return all }
            var all: [Item] = []
            all.reserveCapacity(itemCount)
            for entry in entries { all.append(contentsOf: entry.store.items) }
            state.allItems = all
            return all
        }
    }

    /// The number of items in `identifier`; 0 (and a diagnostic) when there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let ordinal = ordinal(ofSection: identifier) else {
            SnapshotErrorCollector.report(.sectionNotFound(operation: "numberOfItems(inSection:)", section: "\(identifier)"))
            return 0
        }
        return entries[ordinal].store.count
    }

    /// The items of `identifier`; empty (and a diagnostic) when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let ordinal = ordinal(ofSection: identifier) else {
            SnapshotErrorCollector.report(.sectionNotFound(operation: "itemIdentifiers(inSection:)", section: "\(identifier)"))
            return []
        }
        return entries[ordinal].store.items
    }

    /// The section that holds `identifier`, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { entries[$0.section].id }
    }

    /// The position of `identifier` in ``itemIdentifiers``, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return sectionStarts[location.section] + location.item
    }

    /// The position of the section `identifier`, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        ordinal(ofSection: identifier)
    }

    /// Whether the snapshot holds `identifier` (by identity).
    public func contains(_ identifier: ItemIdentifierType) -> Bool {
        location(of: identifier) != nil
    }

    /// The item at `indexPath`, or `nil` when it is out of range.
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, entries.indices.contains(indexPath.section) else { return nil }
        let items = entries[indexPath.section].store.items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `identifier`, or `nil`.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        location(of: identifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index`, or `nil`.
    public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        entries.indices.contains(index) ? entries[index].id : nil
    }

    // MARK: Reload marks

    /// Items marked with ``reloadItems(_:)`` (their latest values) that are still present.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { presentLatest(reloadMarks) }

    /// Items marked with ``reconfigureItems(_:)`` (their latest values) that are still present.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { presentLatest(reconfigureMarks) }

    /// Sections marked with ``reloadSections(_:)`` that are still present.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        sectionReloadMarks.filter { ordinal(ofSection: $0) != nil }
    }

    private func presentLatest(_ marks: [Item]) -> [Item] {
        marks.compactMap { mark in
            location(of: mark).map { entries[$0.section].store.items[$0.item] }
        }
    }

    // MARK: Lookups

    /// The position of section `identifier`.
    func ordinal(ofSection identifier: Section) -> Int? {
        index.sections.first(hash: identifier.hashValue) { entries[Int($0)].id == identifier }.map(Int.init)
    }

    /// Where the item with `identifier`'s identity is; a class item whose hash changed since it
    /// was stored is found by object identity when the hash lookup misses.
    func location(of identifier: Item) -> (section: Int, item: Int)? {
        location(of: identifier, hash: identity.hash(identifier)) ?? locationByObjectIdentity(of: identifier)
    }

    func location(of identifier: Item, hash: Int) -> (section: Int, item: Int)? {
        guard itemCount > 0 else { return nil }
        var found: (section: Int, item: Int)?
        _ = index.items.first(hash: hash) { token in
            let section = ordinal(ofToken: token)
            guard let item = entries[section].store.position(of: identifier, hash: hash, identity: identity) else {
                return false
            }
            found = (section, item)
            return true
        }
        return found
    }

    func ordinal(ofToken token: Int32) -> Int {
        cache.state.withLock { state in
            if state.ordinalOfToken == nil {
                var table = [Int32](repeating: -1, count: Int(nextToken))
                for (ordinal, entry) in entries.enumerated() {
                    table[Int(entry.store.token)] = Int32(ordinal)
                }
                state.ordinalOfToken = table
            }
            return Int(state.ordinalOfToken![Int(token)])
        }
    }

    /// Where each section starts in ``itemIdentifiers``.
    var sectionStarts: [Int] {
        cache.state.withLock { state in
            if let starts = state.sectionStarts { return starts }
            var starts: [Int] = []
            starts.reserveCapacity(entries.count)
            var total = 0
            for entry in entries {
                starts.append(total)
                total += entry.store.count
            }
            state.sectionStarts = starts
            return starts
        }
    }

    // MARK: Copy on write

    mutating func willMutate() {
        cache = SnapshotCache()
        if !isKnownUniquelyReferenced(&index) { index = index.copy() }
    }

    mutating func uniqueStore(_ ordinal: Int) -> Store {
        if !isKnownUniquelyReferenced(&entries[ordinal].store) {
            entries[ordinal].store = entries[ordinal].store.copy()
        }
        return entries[ordinal].store
    }

    mutating func makeToken() -> Int32 {
        defer { nextToken += 1 }
        return nextToken
    }

    mutating func rebuildSectionIndex() {
        var table = IdentityTable(capacity: entries.count)
        for (ordinal, entry) in entries.enumerated() {
            table.insert(hash: entry.id.hashValue, value: Int32(ordinal))
        }
        index.sections = table
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they hold equal sections with equal items (whole values) in
    /// the same order. Reload marks are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.entries.count == rhs.entries.count, lhs.itemCount == rhs.itemCount else { return false }
        for (left, right) in zip(lhs.entries, rhs.entries) {
            guard left.id == right.id else { return false }
            guard left.store === right.store || left.store.items == right.store.items else { return false }
        }
        return true
    }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// The sections and their items, for messages and test failures:
    /// `DiffableDataSourceSnapshot(section: [items]; ...)`.
    public var description: String {
        let sections = entries.map { "\($0.id): \($0.store.items)" }
        return "DiffableDataSourceSnapshot(\(sections.joined(separator: "; ")))"
    }
}
