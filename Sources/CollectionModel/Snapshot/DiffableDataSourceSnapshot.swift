import Foundation

/// The state of a collection view's data at one moment: sections in order, each holding items in
/// order, as `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value. Build one, hand it to a data source's `apply`, and the data source
/// finds the difference from the one before. Queries answer in O(1) (or O(sections) on first
/// use); sections are copied on write one by one, so a diff skips every section that a copy did
/// not touch, and one whose items are equal.
///
/// Identity: an item is identified by its whole value, as in UIKit, except when
/// `ItemIdentifierType` is `Identifiable`: then it is identified by its `id`, the snapshot keeps
/// the latest value, `reloadItems`/`reconfigureItems` accept an updated value, and a diff turns a
/// changed value with the same `id` into a reconfigure. Section and item identifiers are separate
/// namespaces.
///
/// Invalid operations never crash: each recovers as ``SnapshotError`` documents and is reported
/// through ``Diagnostics``; ``validating(_:)`` throws them instead.
///
/// Performance: the hot operations (appending, deleting, reloading, looking items up) are
/// inlinable, so they run specialised for the identifier types of the code that calls them.
/// Each item's identity hash is computed once, when it is added, and kept beside it; `Int`
/// items appended in increasing order defer their hashes and index to the first change that
/// needs them, and are found by binary search until then.
///
/// The complexity notes of the members call *n* the number of items in the snapshot, *s* the
/// number of sections and *k* the number of identifiers passed in; a lookup in a hash table
/// counts as O(1), expected. Two costs of changes are left out of them: the first change that
/// needs the item index of a deferred snapshot builds it, O(*n*), once; and while the snapshot
/// holds reload or reconfigure marks, each item added or removed is looked up among them too.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline package typealias Item = ItemIdentifierType
    @usableFromInline package typealias Section = SectionIdentifierType
    /// One section: its identifier, the token that names it in ``itemIndex`` for the life of the
    /// snapshot and its copies, and its items with their identity hashes. The arrays are shared
    /// with copies of the snapshot until one of them changes that section (copy on write, per
    /// section); a diff treats two sections that share their item storage as unchanged.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var id: Section
        @usableFromInline var token: Int32
        /// The items, in order.
        @usableFromInline var items: [Item]
        /// The identity hash of each item, parallel to ``items``.
        @usableFromInline var hashes: [Int]

        @inlinable
        init(id: Section, token: Int32, items: [Item] = [], hashes: [Int] = []) {
            self.id = id
            self.token = token
            self.items = items
            self.hashes = hashes
        }

        @inlinable
        var count: Int { items.count }

        /// Whether `other` holds the very same item storage (and so equal items).
        @inlinable
        func sharesItems(with other: Entry) -> Bool { Self.sameStorage(items, other.items) }

        /// Whether two arrays share one buffer. `Array` is a frozen struct holding one reference to
        /// its buffer; comparing those references costs no generic call (this also runs
        /// unspecialised, in the diff).
        @inlinable @inline(__always)
        static func sameStorage(_ lhs: [Item], _ rhs: [Item]) -> Bool {
            unsafeBitCast(lhs, to: UnsafeRawPointer.self) == unsafeBitCast(rhs, to: UnsafeRawPointer.self)
        }
    }

    @usableFromInline var entries: [Entry] = []
    /// Section identity hash to position in ``entries``.
    @usableFromInline var sectionIndex = IdentityTable()
    /// Item identity to section token and position; current unless ``indexDeferred``.
    @usableFromInline var itemIndex = ItemTable()
    /// Whether the snapshot defers its hashes and item index (`Int` items in increasing order;
    /// see ``appendDeferred(_:to:)``): then every entry's `hashes` is empty, ``itemIndex`` is
    /// empty, and lookups binary search.
    @usableFromInline var indexDeferred = false
    /// The last item of a deferred snapshot (the greatest).
    @usableFromInline var deferredLast = 0
    /// The tokens of a deferred snapshot's non-empty sections, in order.
    @usableFromInline var deferredTokens: [Int32] = []
    /// Section token to position in ``entries`` (-1 for a token no longer in use); its count is
    /// the next token.
    @usableFromInline var tokenOrdinals: [Int32] = []
    @usableFromInline var cache = SnapshotCache<Item>()
    @usableFromInline let identity: ItemIdentity<Item>
    @usableFromInline var itemCount = 0
    @usableFromInline var reloadMarks = MarkList<Item>()
    @usableFromInline var reconfigureMarks = MarkList<Item>()
    @usableFromInline var sectionReloadMarks: [Section] = []

    /// An empty snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
        // The equality closures are compiled here, specialised where the caller's types are known.
        identity = ItemIdentity<Item>.make(ItemEquality())
    }

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { itemCount }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { entries.count }

    /// The section identifiers, in order.
    ///
    /// - Complexity: O(*s*).
    public var sectionIdentifiers: [SectionIdentifierType] { entries.map(\.id) }

    /// Every item, section after section. Computed once per change of the snapshot (kept as it
    /// is with one section).
    ///
    /// - Complexity: O(1) with one section; otherwise O(*n*) for the first read after a change and
    ///   O(1) after it.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] {
        entries.count == 1 ? entries[0].items : allItems()
    }

    /// The number of items in `identifier`; 0 (and a diagnostic) when there is no such section.
    ///
    /// - Complexity: Expected O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let ordinal = ordinal(ofSection: identifier) else {
            reportSectionNotFound(identifier, operation: "numberOfItems(inSection:)")
            return 0
        }
        return entries[ordinal].count
    }

    /// The items of `identifier`; empty (and a diagnostic) when there is no such section.
    ///
    /// - Complexity: Expected O(1): the section's array is shared, not copied.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let ordinal = ordinal(ofSection: identifier) else {
            reportSectionNotFound(identifier, operation: "itemIdentifiers(inSection:)")
            return []
        }
        return entries[ordinal].items
    }

    /// The section that holds `identifier`, or `nil`.
    ///
    /// - Complexity: Expected O(1); O(log *n*) while the snapshot defers its index; O(*n*) for a
    ///   class item that its hash does not find (the search by object identity).
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locate(identifier).map { entries[$0.ordinal].id }
    }

    /// The position of `identifier` in ``itemIdentifiers``, or `nil`.
    ///
    /// - Complexity: Expected O(1); O(log *n*) while the snapshot defers its index; O(*n*) for a
    ///   class item that its hash does not find (the search by object identity). The first call
    ///   after a change also adds up where each section starts, O(*s*).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locate(identifier) else { return nil }
        return (location.ordinal == 0 ? 0 : sectionStart(location.ordinal)) + location.position
    }

    /// The position of the section `identifier`, or `nil`.
    ///
    /// - Complexity: Expected O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        ordinal(ofSection: identifier)
    }

    /// Whether the snapshot holds `identifier` (by identity).
    ///
    /// - Complexity: Expected O(1); O(log *n*) while the snapshot defers its index; O(*n*) for a
    ///   class item that its hash does not find (the search by object identity).
    @inlinable
    public func contains(_ identifier: ItemIdentifierType) -> Bool {
        locate(identifier) != nil
    }

    /// The item at `indexPath`, or `nil` when it is out of range.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, entries.indices.contains(indexPath.section) else { return nil }
        let items = entries[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `identifier`, or `nil`.
    ///
    /// - Complexity: Expected O(1); O(log *n*) while the snapshot defers its index; O(*n*) for a
    ///   class item that its hash does not find (the search by object identity).
    @inlinable
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        locate(identifier).map { IndexPath(item: $0.position, section: $0.ordinal) }
    }

    /// The identifier of the section at `index`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        entries.indices.contains(index) ? entries[index].id : nil
    }

    // MARK: Reload marks

    /// Items marked with ``reloadItems(_:)`` that are present, in the order they were first
    /// marked, with the values the snapshot holds. Stored: reading it costs what reading an
    /// array property costs.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadMarks.present }

    /// Items marked with ``reconfigureItems(_:)`` that are present, in the order they were first
    /// marked, with the values the snapshot holds.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigureMarks.present }

    /// Sections marked with ``reloadSections(_:)`` that are still present.
    ///
    /// - Complexity: Expected O(*r*), where *r* is the number of sections marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        sectionReloadMarks.filter { ordinal(ofSection: $0) != nil }
    }

    // MARK: Lookups

    /// The position of section `identifier`.
    @inlinable
    func ordinal(ofSection identifier: Section) -> Int? {
        sectionIndex.first(hash: identifier.hashValue) { entries[Int($0)].id == identifier }.map(Int.init)
    }

    /// The identity hash of `item` (see ``ItemHash``).
    @inlinable @inline(__always)
    func identityHash(_ item: Item) -> Int {
        identityHash(item, seed: identity.isIdentifiable ? 0 : ItemHash.seed)
    }

    /// The identity hash of `item`, with ``ItemHash/seed`` read once by the caller.
    @inlinable @inline(__always)
    func identityHash(_ item: Item, seed: UInt64) -> Int {
        identity.isIdentifiable ? identity.hash(item) : ItemHash.hash(item, seed: seed)
    }

    /// Whether two items have the same identity.
    @inlinable @inline(__always)
    func isSame(_ lhs: Item, _ rhs: Item) -> Bool {
        identity.isIdentifiable ? identity.same(lhs, rhs) : lhs == rhs
    }

    /// Where the item with `identifier`'s identity is; a class item whose hash changed since it
    /// was stored is found by object identity when the hash lookup misses.
    @inlinable
    func locate(_ identifier: Item) -> (ordinal: Int, position: Int)? {
        guard itemCount > 0 else { return nil }
        return locate(identifier, hash: identityHash(identifier)) ?? locationByObjectIdentity(of: identifier)
    }

    @inlinable
    func locate(_ identifier: Item, hash: Int) -> (ordinal: Int, position: Int)? {
        guard itemCount > 0 else { return nil }
        if indexDeferred { return locateDeferred(identifier) }
        let identifiable = identity.isIdentifiable
        let slot = itemIndex.first(hash: hash) { token, position in
            let stored = entries[Int(tokenOrdinals[token])].items[position]
            return identifiable ? identity.same(stored, identifier) : stored == identifier
        }
        return slot.map { (Int(tokenOrdinals[ItemTable.token($0)]), ItemTable.position($0)) }
    }

    /// Every item, section after section (cached).
    @usableFromInline
    func allItems() -> [Item] {
        guard !entries.isEmpty else { return [] }
        return cache.state.withLock { state in
            if let all = state.allItems { return all }
            var all: [Item] = []
            all.reserveCapacity(itemCount)
            for entry in entries { all.append(contentsOf: entry.items) }
            state.allItems = all
            return all
        }
    }

    /// Where the section at `ordinal` starts in ``itemIdentifiers`` (cached).
    @usableFromInline
    func sectionStart(_ ordinal: Int) -> Int {
        cache.state.withLock { state in
            if let starts = state.sectionStarts { return starts[ordinal] }
            var starts: [Int] = []
            starts.reserveCapacity(entries.count)
            var total = 0
            for entry in entries {
                starts.append(total)
                total += entry.count
            }
            state.sectionStarts = starts
            return starts[ordinal]
        }
    }

    // MARK: Copy on write

    /// Forgets the cached answers before a change.
    @inlinable
    mutating func willMutate() {
        if isKnownUniquelyReferenced(&cache) {
            cache.clear()
        } else {
            cache = SnapshotCache()
        }
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they hold equal sections with equal items (whole values) in
    /// the same order. Reload marks are not compared.
    ///
    /// - Complexity: O(*n*) in the worst case; O(*s*) when each section shares its storage with the
    ///   other snapshot's (a copy).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.entries.count == rhs.entries.count, lhs.itemCount == rhs.itemCount else { return false }
        for (left, right) in zip(lhs.entries, rhs.entries) {
            guard left.id == right.id else { return false }
            guard left.sharesItems(with: right) || left.items == right.items else { return false }
        }
        return true
    }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// The sections and their items, for messages and test failures:
    /// `DiffableDataSourceSnapshot(section: [items]; ...)`.
    ///
    /// - Complexity: O(*n*).
    public var description: String {
        let sections = entries.map { "\($0.id): \($0.items)" }
        return "DiffableDataSourceSnapshot(\(sections.joined(separator: "; ")))"
    }
}
