import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

extension DataManager {
    /// Appends items to `section`, or to the last section when `section` is `nil`. An item
    /// already present (here or in another section) is moved, with its children and latest
    /// value; a repeat within the call is ignored; with no section nothing changes.
    @discardableResult
    public func appendItems(_ identifiers: [Item], toSection section: Section? = nil) -> ReloadHandler {
        let operation = "appendItems(_:toSection:)"
        let target: AnyIdentifier?
        if let section {
            target = boxSection(section, operation).flatMap { boxed in
                if sections.indexOfSection(boxed) != nil { return boxed }
                Diagnostics.report(SnapshotError.sectionNotFound(operation: operation, section: "\(boxed)"))
                return nil
            }
        } else {
            target = sections.sectionIdentifiers.last
            if target == nil { Diagnostics.report(SnapshotError.noSection(operation: operation)) }
        }
        if let target {
            place(box(identifiers, operation), in: target, operation: operation) { tree, items in tree.append(items) }
        }
        return changed()
    }

    /// Inserts items just before `beforeIdentifier`, at its level; items already present are
    /// moved; an absent anchor changes nothing.
    @discardableResult
    public func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) -> ReloadHandler {
        insert(identifiers, anchor: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after `afterIdentifier` (and its children), at its level.
    @discardableResult
    public func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) -> ReloadHandler {
        insert(identifiers, anchor: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items with their children; absent items are reported and ignored.
    @discardableResult
    public func deleteItems(_ identifiers: [Item]) -> ReloadHandler {
        for item in box(identifiers, "deleteItems(_:)") {
            guard let section = section(containing: item), var tree = trees[section] else {
                Diagnostics.report(SnapshotError.itemNotFound(operation: "deleteItems(_:)", item: "\(item)"))
                continue
            }
            tree.delete([item])
            trees[section] = tree
        }
        return changed()
    }

    /// Moves an item, with its children, to just before `toIdentifier` (in any section).
    @discardableResult
    public func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) -> ReloadHandler {
        move(identifier, anchor: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item, with its children, to just after `toIdentifier` and its children.
    @discardableResult
    public func moveItem(_ identifier: Item, afterItem toIdentifier: Item) -> ReloadHandler {
        move(identifier, anchor: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Reloads items: their cells are made again. An updated `Identifiable` value with a
    /// present `id` is stored. Absent items are reported and ignored.
    @discardableResult
    public func reloadItems(_ identifiers: [Item]) -> ReloadHandler {
        reloadMarks += update(box(identifiers, "reloadItems(_:)"), operation: "reloadItems(_:)")
        return changed()
    }

    /// Reconfigures items: their cells are configured again in place. An updated
    /// `Identifiable` value with a present `id` is stored.
    @discardableResult
    public func reconfigureItems(_ identifiers: [Item]) -> ReloadHandler {
        reconfigureMarks += update(box(identifiers, "reconfigureItems(_:)"), operation: "reconfigureItems(_:)")
        return changed()
    }

    // MARK: Implementation

    /// Takes `items` out of the sections other than `target` (keeping their subtrees unless
    /// `carryingChildren` is `false`), lets `insert` put them into `target`'s tree, gives moved
    /// items back their children and restores remembered expansion.
    func place(
        _ items: [AnyIdentifier], in target: AnyIdentifier, operation: String, carryingChildren: Bool = true,
        insert: (inout Tree, [AnyIdentifier]) -> Void
    ) {
        var carried: [(AnyIdentifier, Tree)] = []
        var seen = Set<AnyIdentifier.ID>()
        for item in items where seen.insert(item.id).inserted {
            guard let section = section(containing: item), section != target, var tree = trees[section] else { continue }
            Diagnostics.report(SnapshotError.itemAlreadyPresent(operation: operation, item: "\(item)"))
            let children = tree.snapshot(of: item)
            if carryingChildren, !children.items.isEmpty { carried.append((item, children)) }
            tree.delete([item])
            trees[section] = tree
        }
        var tree = trees[target] ?? Tree()
        insert(&tree, items)
        for (item, children) in carried where tree.contains(item) {
            tree.replace(childrenOf: item, using: children)
        }
        trees[target] = tree
        restoreExpansion(in: target)
    }

    private func insert(_ identifiers: [Item], anchor: Item, after: Bool, operation: String) -> ReloadHandler {
        guard let anchor = box(anchor, operation) else { return changed() }
        guard let section = section(containing: anchor) else {
            Diagnostics.report(SnapshotError.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return changed()
        }
        let items = box(identifiers, operation)
        if items.contains(where: { $0.id == anchor.id }) {
            Diagnostics.report(SnapshotError.itemRelativeToItself(operation: operation, item: "\(anchor)"))
            return changed()
        }
        place(items, in: section, operation: operation) { tree, items in
            if after { tree.insert(items, after: anchor) } else { tree.insert(items, before: anchor) }
        }
        return changed()
    }

    private func move(_ identifier: Item, anchor: Item, after: Bool, operation: String) -> ReloadHandler {
        guard let item = box(identifier, operation), let anchor = box(anchor, operation) else { return changed() }
        guard item.id != anchor.id else {
            Diagnostics.report(SnapshotError.itemRelativeToItself(operation: operation, item: "\(item)"))
            return changed()
        }
        guard let from = section(containing: item), var source = trees[from] else {
            Diagnostics.report(SnapshotError.itemNotFound(operation: operation, item: "\(item)"))
            return changed()
        }
        guard let to = section(containing: anchor) else {
            Diagnostics.report(SnapshotError.anchorItemNotFound(operation: operation, item: "\(anchor)"))
            return changed()
        }
        if from == to, isDescendant(anchor, of: item, in: source) {
            Diagnostics.report(SnapshotError.itemRelativeToItself(operation: operation, item: "\(item)"))
            return changed()
        }
        let children = source.snapshot(of: item)
        let value = source.items.first { $0.id == item.id } ?? item
        source.delete([item])
        trees[from] = source
        var destination = tree(to)
        if after { destination.insert([value], after: anchor) } else { destination.insert([value], before: anchor) }
        if !children.items.isEmpty { destination.replace(childrenOf: value, using: children) }
        trees[to] = destination
        restoreExpansion(in: to)
        return changed()
    }

    private func isDescendant(_ item: AnyIdentifier, of ancestor: AnyIdentifier, in tree: Tree) -> Bool {
        var current = tree.parent(of: item)
        while let parent = current {
            if parent.id == ancestor.id { return true }
            current = tree.parent(of: parent)
        }
        return false
    }

    /// Stores the latest values of present items and returns them; reports absent ones.
    private func update(_ items: [AnyIdentifier], operation: String) -> [AnyIdentifier] {
        var present: [AnyIdentifier] = []
        for item in items {
            guard let section = section(containing: item), var tree = trees[section] else {
                Diagnostics.report(SnapshotError.itemNotFound(operation: operation, item: "\(item)"))
                continue
            }
            tree.updateValue(item)
            trees[section] = tree
            present.append(item)
        }
        return present
    }
}
