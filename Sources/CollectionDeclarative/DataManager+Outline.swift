import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

extension DataManager {
    /// Appends `childItems` as the last children of `parent` (or as roots of the last section
    /// when `parent` is `nil`) and, recursively, the children that `recursivePath` gives for
    /// each of them (a key path such as `\.subitems` works). Children start collapsed unless
    /// remembered as expanded. An absent parent changes nothing.
    ///
    /// With `Item == Any` the children may be of any hashable type; with a concrete `Item` they
    /// must be `Item`s (others are skipped with a diagnostic).
    @discardableResult
    public func appendChildItems<Child: Hashable>(
        _ childItems: [Child], to parent: Item? = nil, recursivePath: ((Child) -> [Child])? = nil
    ) -> ReloadHandler {
        let operation = "appendChildItems(_:to:recursivePath:)"
        let section: AnyIdentifier
        var parentIdentifier: AnyIdentifier?
        if let parent {
            guard let boxed = box(parent, operation) else { return changed() }
            guard let found = self.section(containing: boxed) else {
                Diagnostics.report(SnapshotError.anchorItemNotFound(operation: operation, item: "\(boxed)"))
                return changed()
            }
            section = found
            parentIdentifier = boxed
        } else {
            guard let last = sections.sectionIdentifiers.last else {
                Diagnostics.report(SnapshotError.noSection(operation: operation))
                return changed()
            }
            section = last
        }
        var visited = Set<AnyIdentifier.ID>()
        appendTree(childItems, to: parentIdentifier, in: section, recursivePath: recursivePath, visited: &visited, operation: operation)
        return changed()
    }

    private func appendTree<Child: Hashable>(
        _ children: [Child], to parent: AnyIdentifier?, in section: AnyIdentifier, recursivePath: ((Child) -> [Child])?,
        visited: inout Set<AnyIdentifier.ID>, operation: String
    ) {
        var accepted: [(Child, AnyIdentifier)] = []
        for child in children {
            guard child is Item else {
                Diagnostics.report(Diagnostic(
                    domain: "dataManager", kind: "wrongItemType",
                    message: "\(operation): \(child) is a \(Child.self), not a \(Item.self); it is skipped."))
                continue
            }
            accepted.append((child, AnyIdentifier(child)))
        }
        place(accepted.map(\.1), in: section, operation: operation) { tree, items in tree.append(items, to: parent) }
        guard let recursivePath else { return }
        let tree = tree(section)
        for (child, identifier) in accepted where tree.contains(identifier) && visited.insert(identifier.id).inserted {
            let grandchildren = recursivePath(child)
            if !grandchildren.isEmpty {
                appendTree(grandchildren, to: identifier, in: section, recursivePath: recursivePath, visited: &visited, operation: operation)
            }
        }
    }

    /// Expands `parents`: their children show when they show themselves. Remembered across
    /// rebuilds of the items. Absent items are reported.
    @discardableResult
    public func expand(parents: [Item]) -> ReloadHandler {
        setExpanded(true, box(parents, "expand(parents:)"), operation: "expand(parents:)")
    }

    /// Collapses `parents`, hiding their children.
    @discardableResult
    public func collapse(parents: [Item]) -> ReloadHandler {
        setExpanded(false, box(parents, "collapse(parents:)"), operation: "collapse(parents:)")
    }

    private func setExpanded(_ expanded: Bool, _ items: [AnyIdentifier], operation: String) -> ReloadHandler {
        for item in items {
            guard let section = section(containing: item), var tree = trees[section] else {
                Diagnostics.report(SnapshotError.itemNotFound(operation: operation, item: "\(item)"))
                continue
            }
            if expanded {
                tree.expand([item])
                expandedItems.insert(item.id)
            } else {
                tree.collapse([item])
                expandedItems.remove(item.id)
            }
            trees[section] = tree
        }
        return changed()
    }

    /// Whether `item` is expanded; `false` (and a diagnostic) when it is absent.
    public func isExpanded(_ item: Item) -> Bool {
        locate(item, "isExpanded(_:)").map { trees[$0.section]?.isExpanded($0.item) ?? false } ?? false
    }

    /// Whether every ancestor of `item` is expanded; `false` when it is absent.
    public func isVisible(_ item: Item) -> Bool {
        guard let boxed = AnyIdentifier(any: item), let section = section(containing: boxed) else { return false }
        return tree(section).isVisible(boxed)
    }

    /// The depth of `item` (0 for a root), or -1 (and a diagnostic) when it is absent.
    public func level(of item: Item) -> Int {
        locate(item, "level(of:)").map { tree($0.section).level(of: $0.item) } ?? -1
    }

    /// The parent of `item`, or `nil` for a root or an absent item.
    public func parent(of item: Item) -> Item? {
        guard let boxed = AnyIdentifier(any: item), let section = section(containing: boxed) else { return nil }
        return tree(section).parent(of: boxed).flatMap(unbox)
    }

    /// The items whose ancestors are all expanded, section after section: what the collection
    /// view shows.
    public var visibleItems: [Item] {
        sections.sectionIdentifiers.flatMap { visible($0).items.compactMap(unbox) }
    }

    /// The visible items of `section`; empty when it is absent.
    public func visibleItems(inSection section: Section) -> [Item] {
        sectionTree(section).visibleItems.compactMap(unbox)
    }

    /// The items at level 0, section after section.
    public var rootItems: [Item] {
        sections.sectionIdentifiers.flatMap { tree($0).rootItems.compactMap(unbox) }
    }

    /// The root items of `section`; empty when it is absent.
    public func rootItems(inSection section: Section) -> [Item] {
        sectionTree(section).rootItems.compactMap(unbox)
    }

    /// The tree of `section` as a section snapshot of boxed items (empty when it is absent).
    public func sectionSnapshot(for section: Section) -> DiffableDataSourceSectionSnapshot<AnyIdentifier> {
        sectionTree(section)
    }

    func sectionTree(_ section: Section) -> Tree {
        guard let boxed = AnyIdentifier(any: section) else { return Tree() }
        return tree(boxed)
    }

    func locate(_ item: Item, _ operation: String) -> (section: AnyIdentifier, item: AnyIdentifier)? {
        guard let boxed = box(item, operation) else { return nil }
        guard let section = section(containing: boxed) else {
            Diagnostics.report(SnapshotError.itemNotFound(operation: operation, item: "\(boxed)"))
            return nil
        }
        return (section, boxed)
    }
}
