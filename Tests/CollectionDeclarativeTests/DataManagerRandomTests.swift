import CollectionCore
import Foundation
import Testing

/// Random mutations, made on the manager and on a plain model that follows the snapshot's
/// documented rules; after random flushes, the manager's model and what the data source shows
/// (rebuilt section by section) must equal the plain model.
@MainActor
@Suite struct DataManagerRandomTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4]) func randomMutationsMatchTheModel(seed: Int) {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        let manager = view.dataManager
        var model = ExpectedSections()
        var random = Generator(state: UInt64(seed))
        func item() -> String { "i\(random.next(30))" }
        func section() -> Int { random.next(6) }
        func removeEverywhere(_ item: String) { model.remove(item) }
        func has(_ section: Int) -> Bool { model.sections.contains { $0.section == section } }
        var largest = 0

        _ = Diagnostics.collect {
            for step in 0..<1500 {
                switch random.next(8) {
                case 0:
                    let (x, s) = (item(), section())
                    manager.appendItems([x], toSection: s)
                    if has(s) {
                        removeEverywhere(x)
                        model[s].append(x)
                    }
                case 1:
                    let x = item()
                    manager.deleteItems([x])
                    removeEverywhere(x)
                case 2:
                    let (x, y) = (item(), item())
                    manager.moveItem(x, beforeItem: y)
                    if x != y, model.indexPath(of: x) != nil, model.indexPath(of: y) != nil {
                        removeEverywhere(x)
                        let at = model.indexPath(of: y)!
                        model.sections[at.section].items.insert(x, at: at.item)
                    }
                case 3:
                    let (x, y) = (item(), item())
                    manager.insertItems([x], afterItem: y)
                    if x != y, model.indexPath(of: y) != nil {
                        removeEverywhere(x)
                        let at = model.indexPath(of: y)!
                        model.sections[at.section].items.insert(x, at: at.item + 1)
                    }
                case 4:
                    let s = section()
                    manager.appendSections([s])
                    let items = model[s]
                    model.sections.removeAll { $0.section == s }
                    model.sections.append((s, items))
                case 5 where random.next(4) == 0:
                    let s = section()
                    manager.deleteSections([s])
                    model.sections.removeAll { $0.section == s }
                case 6:
                    let s = section()
                    var items: [String] = []
                    for _ in 0..<random.next(5) {
                        let x = item()
                        if !items.contains(x) { items.append(x) }
                    }
                    manager.applyItems(items, updatedSection: s)
                    if !has(s) { model.sections.append((s, [])) }
                    for x in items { removeEverywhere(x) }
                    model[s] = items
                default:
                    let x = item()
                    manager.reloadItems([x])
                }
                #expect(sections(of: manager) == model, "step \(step)")
                largest = max(largest, model.sections.reduce(0) { $0 + $1.items.count })
                if random.next(3) == 0 {
                    manager.reloadImmediately()
                    #expect(shown(view.dataSource) == model, "step \(step)")
                }
            }
        }
        #expect(largest >= 10, "the run built a real model")
        manager.reloadImmediately()
        #expect(shown(view.dataSource) == model)
        for (sectionIndex, entry) in model.sections.enumerated() {
            for (index, name) in entry.items.enumerated() {
                #expect(manager.indexPath(for: name) == IndexPath(item: index, section: sectionIndex))
                #expect(manager.itemIdentifier(for: IndexPath(item: index, section: sectionIndex)) == name)
            }
        }
    }
}
