import CollectionModel
import PropertyBased
import Testing

/// An `Identifiable` item: identified by `id`, with content that reloads and re-adds replace.
private struct Product: Hashable, Sendable, Identifiable, CustomStringConvertible {
    let id: Int
    let value: Int
    var description: String { "\(id):\(value)" }
}

/// One random snapshot operation on ids 0..<10, decoded from a small integer so that failures
/// shrink well. Each operation is applied to an `Identifiable` snapshot and an `Int` snapshot
/// (whose appends in increasing order take the deferred path).
private struct MarkOperation: CustomStringConvertible {
    let code: Int
    var kind: Int { code % 13 }
    var a: Int { (code / 13) % 10 }
    var b: Int { (code / 130) % 10 }
    var value: Int { (code / 1_300) % 4 }

    var description: String { "op(\(code): kind \(kind), \(a), \(b), value \(value))" }

    func apply(products: inout DiffableDataSourceSnapshot<Int, Product>, ints: inout DiffableDataSourceSnapshot<Int, Int>) {
        func product(_ id: Int) -> Product { Product(id: id, value: value) }
        switch kind {
        case 0, 1:
            let ids = kind == 0 ? [a, b] : Array(a..<min(a + b % 4 + 1, 10))
            products.appendItems(ids.map(product))
            ints.appendItems(ids)
        case 2:
            products.appendSections([a % 3])
            ints.appendSections([a % 3])
        case 3:
            products.deleteItems([product(a), product(b)])
            ints.deleteItems([a, b])
        case 4:
            products.deleteSections([a % 3])
            ints.deleteSections([a % 3])
        case 5:
            products.insertItems([product(a)], beforeItem: product(b))
            ints.insertItems([a], beforeItem: b)
        case 6:
            products.moveItem(product(a), afterItem: product(b))
            ints.moveItem(a, afterItem: b)
        case 7, 8:
            products.reloadItems([product(a), product(b)])
            ints.reloadItems([a, b])
        case 9, 10:
            products.reconfigureItems([product(a), product(b)])
            ints.reconfigureItems([a, b])
        case 11:
            products.appendItems([product(a)], toSection: b % 3)
            ints.appendItems([a], toSection: b % 3)
        default:
            if a == 0 {
                products.deleteAllItems()
                ints.deleteAllItems()
            }
        }
    }

    /// The reference: the ids marked, in first-marking order (marking ignores absent items;
    /// deleting every item forgets the marks).
    func record(into marks: inout (reload: [Int], reconfigure: [Int]), present: (Int) -> Bool) {
        switch kind {
        case 7, 8, 9, 10:
            for id in [a, b] where present(id) {
                if kind <= 8 {
                    if !marks.reload.contains(id) { marks.reload.append(id) }
                } else if !marks.reconfigure.contains(id) {
                    marks.reconfigure.append(id)
                }
            }
        case 12 where a == 0:
            marks = ([], [])
        default:
            break
        }
    }
}

/// Reload and reconfigure marks read as documented after any sequence of operations: the items
/// marked, in the order they were first marked, each once, those present now, with the values
/// the snapshot holds now (an item that left and came back counts again).
@Suite struct MarkPropertyTests {
    private static let operations = Gen.int(in: 0...5_199).array(of: 0...40)

    @Test("marks equal the reference model after every operation")
    func marksFollowTheReference() async {
        await propertyCheck(count: 600, input: Self.operations) { codes in
            var products = DiffableDataSourceSnapshot<Int, Product>()
            var ints = DiffableDataSourceSnapshot<Int, Int>()
            var marks: (reload: [Int], reconfigure: [Int]) = ([], [])
            products.appendSections([0])
            ints.appendSections([0])
            for (step, code) in codes.enumerated() {
                let operation = MarkOperation(code: code)
                _ = Diagnostics.collect {
                    // Marking ignores absent items: record against the snapshot before the call.
                    let before = products
                    operation.record(into: &marks) { before.indexOfItem(Product(id: $0, value: 0)) != nil }
                    operation.apply(products: &products, ints: &ints)
                }
                let current = Dictionary(uniqueKeysWithValues: products.itemIdentifiers.map { ($0.id, $0) })
                let context = "\(codes.prefix(step + 1).map { MarkOperation(code: $0) })"
                #expect(products.reloadedItemIdentifiers == marks.reload.compactMap { current[$0] }, "\(context)")
                #expect(products.reconfiguredItemIdentifiers == marks.reconfigure.compactMap { current[$0] }, "\(context)")
                #expect(ints.itemIdentifiers == products.itemIdentifiers.map(\.id), "\(context)")
                #expect(ints.reloadedItemIdentifiers == marks.reload.filter { current[$0] != nil }, "\(context)")
                #expect(ints.reconfiguredItemIdentifiers == marks.reconfigure.filter { current[$0] != nil }, "\(context)")
            }
        }
    }

    @Test func aCopyKeepsItsOwnMarks() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        snapshot.reloadItems([3, 5])
        var copy = snapshot
        copy.deleteItems([3])
        copy.reloadItems([7])
        #expect(snapshot.reloadedItemIdentifiers == [3, 5])
        #expect(copy.reloadedItemIdentifiers == [5, 7])
        copy.appendItems([3])
        #expect(copy.reloadedItemIdentifiers == [3, 5, 7])
        #expect(snapshot.reloadedItemIdentifiers == [3, 5])
    }
}
