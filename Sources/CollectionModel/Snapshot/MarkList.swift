/// Items marked for reload (or reconfigure), in the order they were first marked, without
/// repeats. While ``isCurrent`` holds, every mark is present in the snapshot with its latest
/// value, so the marks are read as they are; an operation that removes items or replaces a
/// value clears it for good (until the marks are cleared), and readers then look each mark up
/// (a mark whose item left and came back counts again, as it always has).
@usableFromInline
struct MarkList<Item: Hashable & Sendable>: Sendable {
    @usableFromInline var items: [Item] = []
    @usableFromInline var hashes: [Int] = []
    /// Identity hash to index in ``items``, for every mark; or empty, to be built by the next
    /// marking call (a first call finds its repeats without it).
    @usableFromInline var table = IdentityTable()
    @usableFromInline var isCurrent = true

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { items.isEmpty }

    /// Notes that marked items may have been removed or changed value.
    @inlinable
    mutating func invalidate() {
        if !items.isEmpty { isCurrent = false }
    }
}
