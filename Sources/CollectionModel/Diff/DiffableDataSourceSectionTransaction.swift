/// What one change did to one section, as `NSDiffableDataSourceSectionTransaction`: the
/// section's items before and after, as section snapshots. A
/// ``DiffableDataSourceTransaction`` lists one for each section it changed in
/// ``DiffableDataSourceTransaction/sectionTransactions``.
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change (empty for a section the change added).
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the change (empty for a section the change removed).
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// A transaction of `sectionIdentifier` from `initialSnapshot` to `finalSnapshot`.
    ///
    /// - Complexity: O(1).
    public init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
    }

    /// The change of the section's items: applying it to the initial items gives the final
    /// ones; an item that moved within the section is a removal and an insertion associated
    /// with each other. Computed on each access.
    ///
    /// - Complexity: O(*a* × *b*) in the worst case, where *a* and *b* are the numbers of items
    ///   before and after: the standard library's `difference(from:)`, far less when few items
    ///   change.
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}

extension DiffableDataSourceTransaction {
    /// One transaction for each section whose items the change changed (added, removed,
    /// reordered or moved to another section), in the final snapshot's order of sections, then
    /// the sections the change removed. The section snapshots hold the section's items at one
    /// level: a snapshot keeps no outline.
    ///
    /// - Complexity: Expected O(*s* + *n*), where *s* is the number of sections and *n* the number
    ///   of items of the sections that changed, in both snapshots (they are compared, then made
    ///   into section snapshots).
    public var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
        let finalSections = finalSnapshot.sectionIdentifiers
        let finalSet = Set(finalSections)
        let removed = initialSnapshot.sectionIdentifiers.filter { !finalSet.contains($0) }
        let initialSet = Set(initialSnapshot.sectionIdentifiers)
        return (finalSections + removed).compactMap { section in
            let before = initialSet.contains(section) ? Self.items(of: section, in: initialSnapshot) : []
            let after = finalSet.contains(section) ? Self.items(of: section, in: finalSnapshot) : []
            guard before != after || initialSet.contains(section) != finalSet.contains(section) else { return nil }
            return DiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: Self.sectionSnapshot(before),
                finalSnapshot: Self.sectionSnapshot(after))
        }
    }

    private static func items(
        of section: SectionIdentifierType, in snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> [ItemIdentifierType] {
        snapshot.itemIdentifiers(inSection: section)
    }

    private static func sectionSnapshot(_ items: [ItemIdentifierType]) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        snapshot.append(items)
        return snapshot
    }
}
