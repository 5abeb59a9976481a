import CollectionCanvas
import CollectionModel
import CollectionUI

/// The trees of a ``DataManager``'s sections, recording which sections changed since the last
/// apply so that only those are rebuilt in the data source's snapshot.
struct TreeStore {
    typealias Tree = DiffableDataSourceSectionSnapshot<AnyIdentifier>

    private(set) var storage: [AnyIdentifier: Tree] = [:]
    /// Sections whose tree was set since ``markApplied()``.
    private(set) var changedSections: Set<AnyIdentifier> = []
    /// Whether everything was replaced since ``markApplied()``.
    private(set) var needsFullRebuild = true

    subscript(section: AnyIdentifier) -> Tree? {
        get { storage[section] }
        set {
            storage[section] = newValue
            changedSections.insert(section)
        }
    }

    /// Forgets every tree.
    mutating func removeAll() {
        storage = [:]
        changedSections = []
        needsFullRebuild = true
    }

    /// Marks the current trees as the ones the data source shows.
    mutating func markApplied() {
        changedSections = []
        needsFullRebuild = false
    }
}

/// A section's visible items with their positions, cached until the section's tree changes.
struct VisibleItems {
    let items: [AnyIdentifier]
    let positions: [AnyIdentifier.ID: Int]

    init(_ tree: DiffableDataSourceSectionSnapshot<AnyIdentifier>) {
        items = tree.visibleItems
        var positions: [AnyIdentifier.ID: Int] = [:]
        positions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { positions[item.id] = index }
        self.positions = positions
    }
}
