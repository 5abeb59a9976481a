import CollectionCore
import Foundation
import Testing

/// Random outline mutations, made on the manager and on a plain tree model; expansion is a set
/// of names (remembered by identity). After each step the manager's items with their levels,
/// and after random flushes what the data source shows, must equal the model's.
@MainActor
@Suite struct DataManagerOutlineRandomTests {
    struct Node: Equatable {
        var name: String
        var children: [Node] = []

        func contains(_ name: String) -> Bool { self.name == name || children.contains { $0.contains(name) } }
    }

    @MainActor
    struct Model {
        var sections: [(id: Int, roots: [Node])] = []
        var expanded: Set<String> = []

        func contains(_ name: String) -> Bool { sections.contains { $0.roots.contains { $0.contains(name) } } }

        /// Removes the subtree of `name` and returns it.
        mutating func remove(_ name: String) -> Node? {
            func take(from nodes: inout [Node]) -> Node? {
                if let index = nodes.firstIndex(where: { $0.name == name }) { return nodes.remove(at: index) }
                for index in nodes.indices { if let found = take(from: &nodes[index].children) { return found } }
                return nil
            }
            for index in sections.indices { if let found = take(from: &sections[index].roots) { return found } }
            return nil
        }

        /// Inserts `node` as the last child of `parent`, or (with `after`) just after `after`.
        mutating func insert(_ node: Node, under parent: String? = nil, after sibling: String? = nil) {
            func put(into nodes: inout [Node]) -> Bool {
                if let sibling, let index = nodes.firstIndex(where: { $0.name == sibling }) {
                    nodes.insert(node, at: index + 1)
                    return true
                }
                for index in nodes.indices {
                    if let parent, nodes[index].name == parent {
                        nodes[index].children.append(node)
                        return true
                    }
                    if put(into: &nodes[index].children) { return true }
                }
                return false
            }
            for index in sections.indices where put(into: &sections[index].roots) { return }
        }

        func flattened(_ section: Int) -> [String] {
            func walk(_ nodes: [Node], _ level: Int) -> [String] {
                nodes.flatMap { ["\($0.name)@\(level)"] + walk($0.children, level + 1) }
            }
            return walk(sections[section].roots, 0)
        }

        func visible(_ section: Int) -> [String] {
            func walk(_ nodes: [Node]) -> [String] {
                nodes.flatMap { [$0.name] + (expanded.contains($0.name) ? walk($0.children) : []) }
            }
            return walk(sections[section].roots)
        }
    }

    @Test(arguments: [11, 12, 13]) func randomOutlineMutationsMatchTheModel(seed: Int) {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        let manager = view.dataManager
        var model = Model()
        var random = DataManagerRandomTests.Generator(state: UInt64(seed))
        func name() -> String { "n\(random.next(24))" }
        manager.appendSections([0, 1, 2])
        model.sections = [(0, []), (1, []), (2, [])]
        var deepest = 0

        _ = Diagnostics.collect {
            for step in 0..<1500 {
                switch random.next(9) {
                case 0, 1:
                    // A child under a random parent, moved with its subtree when present.
                    let (child, parent) = (name(), name())
                    manager.appendChildItems([child], to: parent)
                    let parentInsideChild = model.sections.contains { section in
                        section.roots.contains { node in
                            func find(_ n: Node) -> Node? { n.name == child ? n : n.children.lazy.compactMap(find).first }
                            return find(node)?.contains(parent) ?? false
                        }
                    }
                    if model.contains(parent), !parentInsideChild {
                        let node = model.remove(child) ?? Node(name: child)
                        model.insert(node, under: parent)
                    }
                case 2:
                    let (item, section) = (name(), random.next(3))
                    manager.appendItems([item], toSection: section)
                    let node = model.remove(item) ?? Node(name: item)
                    model.sections[section].roots.append(node)
                case 3:
                    let item = name()
                    manager.deleteItems([item])
                    _ = model.remove(item)
                case 4, 5:
                    let item = name()
                    if random.next(2) == 0 {
                        manager.expand(parents: [item])
                        if model.contains(item) { model.expanded.insert(item) }
                    } else {
                        manager.collapse(parents: [item])
                        if model.contains(item) { model.expanded.remove(item) }
                    }
                case 6:
                    let (item, anchor) = (name(), name())
                    manager.moveItem(item, afterItem: anchor)
                    let anchorInside = model.sections.contains { section in
                        section.roots.contains { node in
                            func find(_ n: Node) -> Node? { n.name == item ? n : n.children.lazy.compactMap(find).first }
                            return find(node)?.contains(anchor) ?? false
                        }
                    }
                    if item != anchor, model.contains(item), model.contains(anchor), !anchorInside, let node = model.remove(item) {
                        model.insert(node, after: anchor)
                    }
                case 7 where random.next(3) == 0:
                    // A rebuild of one section: flat roots; expansion is remembered.
                    let section = random.next(3)
                    var items: [String] = []
                    for _ in 0..<random.next(4) {
                        let item = name()
                        if !items.contains(item) { items.append(item) }
                    }
                    manager.applyItems(items, updatedSection: section)
                    for item in items { _ = model.remove(item) }
                    model.sections[section].roots = items.map { Node(name: $0) }
                default:
                    break
                }
                for section in 0..<3 {
                    let items = manager.itemIdentifiers(inSection: section)
                    let levels = items.map { "\($0)@\(manager.level(of: $0))" }
                    #expect(levels == model.flattened(section), "step \(step), section \(section)")
                    #expect(manager.visibleItems(inSection: section) == model.visible(section), "step \(step)")
                    deepest = max(deepest, items.map { manager.level(of: $0) }.max() ?? 0)
                }
                if random.next(3) == 0 {
                    manager.reloadImmediately()
                    let shown = view.dataSource.snapshot()
                    for section in 0..<3 {
                        let items = shown.itemIdentifiers(inSection: AnyIdentifier(section)).map { $0.base as! String }
                        #expect(items == model.visible(section), "step \(step), shown section \(section)")
                    }
                }
            }
        }
        #expect(deepest >= 2, "the run built real trees")
    }
}
