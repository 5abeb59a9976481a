/// The items of one section as a tree, for outlines and sidebars, as
/// `NSDiffableDataSourceSectionSnapshot`.
///
/// Items are kept in depth-first order with their level. Children start collapsed; an item is
/// visible when every ancestor is expanded, and ``visibleItems`` is what the section shows.
/// Identity follows ``DiffableDataSourceSnapshot``'s rule (`Identifiable` items by `id`).
/// Invalid operations never crash: they are reported as ``SnapshotError`` and change nothing,
/// except that an item appended or inserted again is moved with its children (a repeat within
/// one call keeps the first).
///
/// The complexity notes of the members call *n* the number of items in the section snapshot;
/// a lookup in its hash table counts as O(1), expected.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    private(set) var storage: [Item] = []
    private var hashes: [Int] = []
    private var levels: [Int] = []
    private var expandedFlags: [Bool] = []
    private var positions = IdentityTable()
    private let identity = ItemIdentity<Item>.make()

    /// An empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {}

    // MARK: Queries

    /// Every item, depth first.
    ///
    /// - Complexity: O(1).
    public var items: [ItemIdentifierType] { storage }

    /// The items at level 0.
    ///
    /// - Complexity: O(*n*).
    public var rootItems: [ItemIdentifierType] { storage.indices.filter { levels[$0] == 0 }.map { storage[$0] } }

    /// The items whose ancestors are all expanded, depth first: what the section shows.
    ///
    /// - Complexity: O(*n*).
    public var visibleItems: [ItemIdentifierType] { visibleIndices().map { storage[$0] } }

    /// Whether the snapshot holds `item`.
    ///
    /// - Complexity: Expected O(1); O(*n*) for a class item that its hash does not find (the search
    ///   by object identity).
    public func contains(_ item: ItemIdentifierType) -> Bool { position(of: item) != nil }

    /// The depth of `item` (0 for a root), or -1 (and a diagnostic) when it is absent.
    ///
    /// - Complexity: Expected O(1); O(*n*) for a class item that its hash does not find (the search
    ///   by object identity).
    public func level(of item: ItemIdentifierType) -> Int {
        guard let index = located(item, "level(of:)") else { return -1 }
        return levels[index]
    }

    /// The position of `item` in ``items``, or `nil`.
    ///
    /// - Complexity: Expected O(1); O(*n*) for a class item that its hash does not find (the search
    ///   by object identity).
    public func index(of item: ItemIdentifierType) -> Int? { position(of: item) }

    /// The parent of `item`, or `nil` for a root or an absent item.
    ///
    /// - Complexity: O(*n*) in the worst case: the search goes back from the item over its earlier
    ///   siblings and their children.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        position(of: item).flatMap(parentIndex).map { storage[$0] }
    }

    /// Whether `item` is expanded; `false` (and a diagnostic) when it is absent.
    ///
    /// - Complexity: Expected O(1); O(*n*) for a class item that its hash does not find (the search
    ///   by object identity).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        located(item, "isExpanded(_:)").map { expandedFlags[$0] } ?? false
    }

    /// Whether every ancestor of `item` is expanded; `false` when it is absent.
    ///
    /// - Complexity: O(*n*) in the worst case: the search goes back from the item to its root.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var index = position(of: item) else { return false }
        while let parent = parentIndex(of: index) {
            if !expandedFlags[parent] { return false }
            index = parent
        }
        return true
    }

    /// The subtree under `parent` as a snapshot of its own, with `parent` as the root when
    /// `includingParent` is `true`. Expansion state is kept.
    ///
    /// - Complexity: O(*m*), where *m* is the number of items under `parent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let index = located(parent, "snapshot(of:includingParent:)") else { return result }
        let start = includingParent ? index : index + 1
        let base = levels[index] + (includingParent ? 0 : 1)
        let end = subtreeEnd(index)
        result.storage = Array(storage[start..<end])
        result.hashes = Array(hashes[start..<end])
        result.levels = levels[start..<end].map { $0 - base }
        result.expandedFlags = Array(expandedFlags[start..<end])
        result.reindex()
        return result
    }

    /// A text drawing of the tree, one item per line, indented by level, `+` for expanded and
    /// `-` for collapsed parents.
    ///
    /// - Complexity: O(*n*).
    public func visualDescription() -> String {
        storage.indices.map { index in
            let hasChildren = index + 1 < storage.count && levels[index + 1] > levels[index]
            let marker = hasChildren ? (expandedFlags[index] ? "+ " : "- ") : "• "
            return String(repeating: "  ", count: levels[index]) + marker + "\(storage[index])"
        }.joined(separator: "\n")
    }

    // MARK: Building

    /// Appends `items` as the last children of `parent`, or as roots when `parent` is `nil`.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items appended: the arrays take them
    ///   in the middle and the whole section snapshot is indexed again, so a tree built one item at
    ///   a time costs O(*n*²). Append the items of one parent in one call.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        place(items.map { Fragment(item: $0) }, anchor: parent, operation: "append(_:to:)") { snapshot in
            guard let parent else { return (snapshot.storage.count, 0) }
            guard let index = snapshot.position(of: parent) else { return nil }
            return (snapshot.subtreeEnd(index), snapshot.levels[index] + 1)
        }
    }

    /// Appends `items` under `parent` and, recursively, the children that `recursivePath` gives
    /// for each of them (ConfigableCollectionView's convenience for whole trees).
    ///
    /// - Complexity: O(*p* × *n*), where *p* is the number of items with children and *n* the
    ///   number of items at the end: one ``append(_:to:)`` for each of them.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil, recursivePath: KeyPath<ItemIdentifierType, [ItemIdentifierType]>) {
        append(items, to: parent)
        for item in items where contains(item) {
            let children = item[keyPath: recursivePath]
            if !children.isEmpty { append(children, to: item, recursivePath: recursivePath) }
        }
    }

    /// Appends a tree whose children are optional (`nil` for a leaf).
    ///
    /// - Complexity: O(*p* × *n*), where *p* is the number of items with children and *n* the
    ///   number of items at the end: one ``append(_:to:)`` for each of them.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil, recursivePath: KeyPath<ItemIdentifierType, [ItemIdentifierType]?>) {
        append(items, to: parent)
        for item in items where contains(item) {
            if let children = item[keyPath: recursivePath], !children.isEmpty {
                append(children, to: item, recursivePath: recursivePath)
            }
        }
    }

    /// Inserts `items` as siblings just before `item`.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items inserted.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items.map { Fragment(item: $0) }, anchor: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts `items` as siblings just after `item` (after its children).
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items inserted.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items.map { Fragment(item: $0) }, anchor: item, after: true, operation: "insert(_:after:)")
    }

    /// Inserts the whole tree of `snapshot` just before `item`, at `item`'s level.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items in `snapshot`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.fragments, anchor: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts the whole tree of `snapshot` just after `item` and its children, at `item`'s level.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items in `snapshot`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.fragments, anchor: item, after: true, operation: "insert(_:after:)")
    }

    /// Deletes `items` and all their children; absent items are reported.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items deleted with their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = [Bool](repeating: false, count: storage.count)
        for item in items {
            guard let index = located(item, "delete(_:)") else { continue }
            for position in index..<subtreeEnd(index) { doomed[position] = true }
        }
        keep { !doomed[$0] }
    }

    /// Deletes every item.
    ///
    /// - Complexity: O(1), plus releasing the old storage: O(*n*) for items that hold references,
    ///   unless a copy still shares it.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands `items` (their children become visible when they are visible themselves).
    ///
    /// - Complexity: Expected O(*k*), where *k* is the number of items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { if let index = located(item, "expand(_:)") { expandedFlags[index] = true } }
    }

    /// Collapses `items`.
    ///
    /// - Complexity: Expected O(*k*), where *k* is the number of items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { if let index = located(item, "collapse(_:)") { expandedFlags[index] = false } }
    }

    /// Replaces the children of `parent` with the tree of `snapshot`. Items that were in the old
    /// children keep their expansion state.
    ///
    /// - Complexity: O(*n* + *k*), where *k* is the number of items in `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let index = located(parent, "replace(childrenOf:using:)") else { return }
        let old = self.snapshot(of: parent)
        var fragments = snapshot.fragments
        for position in fragments.indices {
            if let previous = old.position(of: fragments[position].item) {
                fragments[position].isExpanded = old.expandedFlags[previous]
            }
        }
        let end = subtreeEnd(index)
        let base = levels[index] + 1
        // On a copy: when the new children cannot be placed, the old ones stay.
        var working = self
        working.keep { !($0 > index && $0 < end) }
        let placed = working.place(fragments, anchor: parent, operation: "replace(childrenOf:using:)") { snapshot in
            guard let parentIndex = snapshot.position(of: parent) else { return nil }
            return (snapshot.subtreeEnd(parentIndex), base)
        }
        if placed { self = working }
    }

    /// Stores `item` in place of the present item with the same identity (for an `Identifiable`
    /// item whose value changed), keeping its place, children and expansion; returns whether
    /// such an item was present.
    @discardableResult
    package mutating func updateValue(_ item: ItemIdentifierType) -> Bool {
        guard let index = position(of: item) else { return false }
        storage[index] = item
        return true
    }

    // MARK: Implementation

    /// An item with its level relative to the tree it comes from and its expansion.
    struct Fragment {
        var item: Item
        var level = 0
        var isExpanded = false
    }

    private var fragments: [Fragment] {
        storage.indices.map { Fragment(item: storage[$0], level: levels[$0], isExpanded: expandedFlags[$0]) }
    }

    func position(of item: Item) -> Int? {
        guard !storage.isEmpty else { return nil }
        return positions.first(hash: identity.hash(item)) { identity.same(storage[Int($0)], item) }.map(Int.init)
            ?? positionByObjectIdentity(of: item)
    }

    private func located(_ item: Item, _ operation: String) -> Int? {
        if let index = position(of: item) { return index }
        SnapshotErrorCollector.report(.itemNotFound(operation: operation, item: "\(item)"))
        return nil
    }

    private func parentIndex(of index: Int) -> Int? {
        let level = levels[index]
        guard level > 0 else { return nil }
        var cursor = index - 1
        while cursor >= 0 {
            if levels[cursor] < level { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The index just past the subtree of the item at `index`.
    private func subtreeEnd(_ index: Int) -> Int {
        var end = index + 1
        while end < levels.count, levels[end] > levels[index] { end += 1 }
        return end
    }

    private func visibleIndices() -> [Int] {
        var result: [Int] = []
        var hiddenBelow = Int.max
        for index in storage.indices {
            if levels[index] > hiddenBelow { continue }
            hiddenBelow = Int.max
            result.append(index)
            if !expandedFlags[index] { hiddenBelow = levels[index] }
        }
        return result
    }

    private mutating func keep(_ isKept: (Int) -> Bool) {
        let kept = storage.indices.filter(isKept)
        guard kept.count != storage.count else { return }
        storage = kept.map { storage[$0] }
        hashes = kept.map { hashes[$0] }
        levels = kept.map { levels[$0] }
        expandedFlags = kept.map { expandedFlags[$0] }
        reindex()
    }

    private mutating func reindex() {
        var table = IdentityTable(capacity: storage.count)
        for (index, hash) in hashes.enumerated() { table.insert(hash: hash, value: Int32(truncatingIfNeeded: index)) }
        positions = table
    }

    private mutating func insert(_ fragments: [Fragment], anchor: Item, after: Bool, operation: String) {
        var fragments = fragments
        if position(of: anchor) != nil, fragments.contains(where: { $0.level == 0 && identity.same($0.item, anchor) }) {
            // The anchor cannot go next to itself: it stays where it is (with its children), the
            // other items go in.
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(anchor)"))
            var skipBelow = Int.max
            fragments = fragments.filter { fragment in
                if fragment.level > skipBelow { return false }
                skipBelow = Int.max
                guard fragment.level == 0, identity.same(fragment.item, anchor) else { return true }
                skipBelow = 0
                return false
            }
            guard !fragments.isEmpty else { return }
        }
        place(fragments, anchor: anchor, operation: operation) { snapshot in
            guard let index = snapshot.position(of: anchor) else { return nil }
            return (after ? snapshot.subtreeEnd(index) : index, snapshot.levels[index])
        }
    }

    /// Inserts `fragments` (levels relative to the insertion level) where `destination` says,
    /// once items already present have been taken out with their children. A repeated item is
    /// skipped with its children; an already present item inside an inserted tree is skipped
    /// with its children too (the one in place wins). Nothing changes when the anchor is absent
    /// or lies inside an item being moved.
    @discardableResult
    private mutating func place(_ fragments: [Fragment], anchor: Item?, operation: String, destination: (Self) -> (index: Int, level: Int)?) -> Bool {
        guard destination(self) != nil else {
            if let anchor { SnapshotErrorCollector.report(.anchorItemNotFound(operation: operation, item: "\(anchor)")) }
            return false
        }
        var moving = self
        var incoming: [Fragment] = []
        var seen = IdentityTable(capacity: fragments.count * 2)
        var skipBelow = Int.max
        func accept(_ fragment: Fragment) -> Bool {
            let hash = identity.hash(fragment.item)
            if seen.first(hash: hash, where: { identity.same(incoming[Int($0)].item, fragment.item) }) != nil {
                SnapshotErrorCollector.report(.duplicateItemInCall(operation: operation, item: "\(fragment.item)"))
                return false
            }
            seen.insert(hash: hash, value: Int32(incoming.count))
            incoming.append(fragment)
            return true
        }
        for fragment in fragments {
            if fragment.level > skipBelow { continue }
            skipBelow = Int.max
            guard let index = moving.position(of: fragment.item) else {
                if !accept(fragment) { skipBelow = fragment.level }
                continue
            }
            SnapshotErrorCollector.report(.itemAlreadyPresent(operation: operation, item: "\(fragment.item)"))
            guard fragment.level == 0 else {
                skipBelow = fragment.level
                continue
            }
            let children = moving.snapshot(of: fragment.item).fragments
            var moved = fragment
            moved.isExpanded = moving.expandedFlags[index]
            let end = moving.subtreeEnd(index)
            moving.keep { !($0 >= index && $0 < end) }
            guard accept(moved) else {
                skipBelow = 0
                continue
            }
            for child in children { _ = accept(Fragment(item: child.item, level: child.level + 1, isExpanded: child.isExpanded)) }
        }
        guard !incoming.isEmpty else { return true }
        guard let (at, level) = destination(moving) else {
            SnapshotErrorCollector.report(.itemRelativeToItself(operation: operation, item: "\(anchor.map { "\($0)" } ?? "\(incoming[0].item)")"))
            return false
        }
        moving.storage.insert(contentsOf: incoming.map(\.item), at: at)
        moving.hashes.insert(contentsOf: incoming.map { identity.hash($0.item) }, at: at)
        moving.levels.insert(contentsOf: incoming.map { $0.level + level }, at: at)
        moving.expandedFlags.insert(contentsOf: incoming.map(\.isExpanded), at: at)
        moving.reindex()
        self = moving
        return true
    }
}
