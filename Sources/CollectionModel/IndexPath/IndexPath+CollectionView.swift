import Foundation

extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit does.
    ///
    /// Foundation on Linux has no `init(item:section:)`; the core adds it so code written for
    /// `UICollectionView` compiles unchanged.
    @inlinable
    public init(item: Int, section: Int) {
        // Two single appends build Foundation's inline two-index storage without allocating an
        // array (about 300 instructions less per index path than `init(indexes:)`).
        self.init(index: section)
        append(item)
    }

    /// The section of this index path: its first index, or `0` when it has none.
    @inlinable
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set {
            if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) }
        }
    }

    /// The item of this index path: its second index, or `0` when it has fewer than two.
    @inlinable
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 {
                self[1] = newValue
            } else {
                self = IndexPath(indexes: [count > 0 ? self[0] : 0, newValue])
            }
        }
    }

    /// Creates an index path for a row in a section, as UIKit does (`UITableView`'s spelling,
    /// also used by ported collection-view code). Same as ``init(item:section:)``.
    @inlinable
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row of this index path: the same index as ``item``.
    @inlinable
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
