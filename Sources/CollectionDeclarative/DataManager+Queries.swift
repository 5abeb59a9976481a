import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

extension DataManager {
    /// The sections, in order.
    public var sectionIdentifiers: [Section] { sections.sectionIdentifiers.compactMap(unboxSection) }

    /// The number of sections.
    public var numberOfSections: Int { sections.numberOfSections }

    /// Every item (collapsed children too), section after section, depth first.
    public var itemIdentifiers: [Item] {
        sections.sectionIdentifiers.flatMap { tree($0).items.compactMap(unbox) }
    }

    /// The number of items, collapsed children included.
    public var numberOfItems: Int {
        sections.sectionIdentifiers.reduce(0) { $0 + tree($1).items.count }
    }

    /// Whether there is no item.
    public var isEmpty: Bool { numberOfItems == 0 }

    /// Every item of `section`, depth first; empty when it is absent.
    public func itemIdentifiers(inSection section: Section) -> [Item] {
        sectionTree(section).items.compactMap(unbox)
    }

    /// The number of items of `section`, collapsed children included.
    public func numberOfItems(inSection section: Section) -> Int { sectionTree(section).items.count }

    /// The section that holds `identifier`, or `nil`.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        AnyIdentifier(any: identifier).flatMap { section(containing: $0) }.flatMap(unboxSection)
    }

    /// The position of `identifier` among the sections, or `nil`.
    public func indexOfSection(_ identifier: Section) -> Int? {
        AnyIdentifier(any: identifier).flatMap { sections.indexOfSection($0) }
    }

    /// Whether `identifier` is among the items (collapsed children too).
    public func contains(_ identifier: Item) -> Bool {
        AnyIdentifier(any: identifier).map { section(containing: $0) != nil } ?? false
    }

    /// The visible item at `indexPath` (counting visible items, as the collection view does),
    /// or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, let section = sections.sectionIdentifier(at: indexPath.section) else { return nil }
        let items = visible(section).items
        return items.indices.contains(indexPath.item) ? unbox(items[indexPath.item]) : nil
    }

    /// The index path of `identifier` among the visible items, or `nil` when it is absent or
    /// inside a collapsed parent.
    public func indexPath(for identifier: Item) -> IndexPath? {
        guard let boxed = AnyIdentifier(any: identifier), let section = section(containing: boxed),
            let sectionIndex = sections.indexOfSection(section),
            let item = visible(section).positions[boxed.id]
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The index path of the last visible item, or `nil` when nothing is shown.
    public var lastIndexPath: IndexPath? {
        for (index, section) in sections.sectionIdentifiers.enumerated().reversed() {
            let count = visible(section).items.count
            if count > 0 { return IndexPath(item: count - 1, section: index) }
        }
        return nil
    }
}
