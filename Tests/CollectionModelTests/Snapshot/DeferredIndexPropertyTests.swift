@testable import CollectionModel
import Foundation
import PropertyBased
import Testing

/// An `Int` in a wrapper: the same values as an `Int` snapshot's, but a type that never takes
/// the deferred path, so that a snapshot of it is the indexed reference.
private struct Wrapped: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    var description: String { "\(value)" }
}

/// One random operation, decoded from a small integer so that failures shrink well.
private struct DeferredOperation: CustomStringConvertible {
    let code: Int
    private var kind: Int { code % 14 }
    private var a: Int { (code / 14) % 12 }
    private var b: Int { (code / 168) % 12 }
    private var length: Int { (code / 2016) % 6 }

    var description: String { "op(\(code): kind \(kind), \(a), \(b), length \(length))" }

    /// Applies the operation to both snapshots (`next` is the counter that increasing appends
    /// continue from) and returns the diagnostics each reported.
    func apply(
        ints: inout DiffableDataSourceSnapshot<Int, Int>,
        wrapped: inout DiffableDataSourceSnapshot<Int, Wrapped>,
        next: inout Int
    ) -> ([Diagnostic], [Diagnostic]) {
        func run(_ body: () -> Void) -> [Diagnostic] { Diagnostics.collect(body).diagnostics }
        func both(_ values: [Int], _ intBody: ([Int]) -> Void, _ wrappedBody: ([Wrapped]) -> Void) -> ([Diagnostic], [Diagnostic]) {
            (run { intBody(values) }, run { wrappedBody(values.map(Wrapped.init)) })
        }
        switch kind {
        case 0, 1, 2, 3:
            // Increasing appends (the deferred path), to the last section or a named one.
            let values = Array(next..<(next + length))
            next += length + a % 3
            let section: Int? = kind == 3 ? b : nil
            return both(values, { ints.appendItems($0, toSection: section) }, { wrapped.appendItems($0, toSection: section) })
        case 4:
            // Values that may repeat, go backwards or exist already.
            let values = (0..<length).map { ($0 * 7 + a * 3 + b) % max(next, 1) }
            return both(values, { ints.appendItems($0) }, { wrapped.appendItems($0) })
        case 5:
            return (run { ints.appendSections([a, b]) }, run { wrapped.appendSections([a, b]) })
        case 6:
            return (run { ints.insertSections([a], beforeSection: b) }, run { wrapped.insertSections([a], beforeSection: b) })
        case 7:
            return (run { ints.deleteSections([a]) }, run { wrapped.deleteSections([a]) })
        case 8:
            return (run { ints.moveSection(a, afterSection: b) }, run { wrapped.moveSection(a, afterSection: b) })
        case 9:
            let values = [a * 3, b * 5 + 1]
            return both(values, { ints.deleteItems($0) }, { wrapped.deleteItems($0) })
        case 10:
            let anchor = b * 2
            return both([next + 1, a], { ints.insertItems($0, afterItem: anchor) }, { wrapped.insertItems($0, afterItem: Wrapped(value: anchor)) })
        case 11:
            return (run { ints.moveItem(a, beforeItem: b * 3) }, run { wrapped.moveItem(Wrapped(value: a), beforeItem: Wrapped(value: b * 3)) })
        case 12:
            let values = [a, b * 2, a]
            return both(values, { ints.reloadItems($0) }, { wrapped.reloadItems($0) })
        default:
            if a == 0 {
                ints.deleteAllItems()
                wrapped.deleteAllItems()
            }
            return ([], [])
        }
    }
}

/// The deferred index (increasing `Int` items kept without hashes until a change needs them)
/// answers every query, diagnostic and difference exactly as the indexed path does.
@Suite struct DeferredIndexPropertyTests {
    private static let operations = Gen.int(in: 0...12_095).array(of: 0...30)

    private func build(_ codes: [Int]) -> (DiffableDataSourceSnapshot<Int, Int>, DiffableDataSourceSnapshot<Int, Wrapped>) {
        var ints = DiffableDataSourceSnapshot<Int, Int>()
        var wrapped = DiffableDataSourceSnapshot<Int, Wrapped>()
        var next = 0
        for code in codes {
            let operation = DeferredOperation(code: code)
            let (intDiagnostics, wrappedDiagnostics) = operation.apply(ints: &ints, wrapped: &wrapped, next: &next)
            #expect(intDiagnostics == wrappedDiagnostics, "\(operation)")
            expectSame(ints, wrapped, "\(codes)")
            if !ints.entries.allSatisfy({ ints.indexDeferred ? $0.hashes.isEmpty : $0.hashes.count == $0.items.count }) { break }
        }
        return (ints, wrapped)
    }

    private func expectSame(
        _ ints: DiffableDataSourceSnapshot<Int, Int>, _ wrapped: DiffableDataSourceSnapshot<Int, Wrapped>, _ context: String
    ) {
        // The storage invariant: hashes beside every item, or none at all while deferred.
        let consistent = ints.entries.allSatisfy {
            ints.indexDeferred ? $0.hashes.isEmpty : $0.hashes.count == $0.items.count
        }
        #expect(consistent, "\(context)")
        guard consistent else { return }
        #expect(ints.sectionIdentifiers == wrapped.sectionIdentifiers, "\(context)")
        #expect(ints.itemIdentifiers == wrapped.itemIdentifiers.map(\.value), "\(context)")
        #expect(ints.numberOfItems == wrapped.numberOfItems, "\(context)")
        #expect(ints.reloadedItemIdentifiers == wrapped.reloadedItemIdentifiers.map(\.value), "\(context)")
        let largest = (ints.itemIdentifiers.max() ?? 0) + 3
        for value in -2...largest {
            #expect(ints.indexOfItem(value) == wrapped.indexOfItem(Wrapped(value: value)), "\(context): \(value)")
            #expect(ints.indexPath(for: value) == wrapped.indexPath(for: Wrapped(value: value)), "\(context): \(value)")
            #expect(ints.sectionIdentifier(containingItem: value) == wrapped.sectionIdentifier(containingItem: Wrapped(value: value)))
        }
    }

    @Test("random operations: deferred Int snapshots equal indexed ones, diagnostics included")
    func randomOperations() async {
        await propertyCheck(count: 500, input: Self.operations) { codes in
            _ = build(codes)
        }
    }

    @Test("differences between deferred snapshots equal those between indexed ones")
    func differences() async {
        await propertyCheck(count: 300, input: Self.operations, Self.operations) { first, second in
            let (oldInts, oldWrapped) = build(first)
            let (newInts, newWrapped) = build(second)
            let ints = newInts.difference(from: oldInts)
            let wrapped = newWrapped.difference(from: oldWrapped)
            #expect(ints.insertedItems == wrapped.insertedItems)
            #expect(ints.deletedItems == wrapped.deletedItems)
            #expect(ints.movedItems.map { [$0.from, $0.to] } == wrapped.movedItems.map { [$0.from, $0.to] })
            #expect(ints.insertedSections == wrapped.insertedSections)
            #expect(ints.deletedSections == wrapped.deletedSections)
        }
    }

    @Test("an increasing build stays deferred; the first insert settles it, with the same answers")
    func settlesOnFirstChange() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(Array(0..<100), toSection: "a")
        snapshot.appendItems([100, 250, 251, 4000], toSection: "b")
        #expect(snapshot.indexDeferred)
        #expect(snapshot.indexOfItem(250) == 101)
        #expect(snapshot.indexOfItem(249) == nil)
        #expect(snapshot.indexPath(for: 4000) == IndexPath(item: 3, section: 1))
        snapshot.insertItems([-1], beforeItem: 0)
        #expect(!snapshot.indexDeferred)
        #expect(snapshot.indexOfItem(250) == 102)
        #expect(snapshot.indexOfItem(-1) == 0)
    }

    @Test("a batch that goes backwards, repeats, or comes before the last section's items takes the indexed path")
    func leavesTheFastPath() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([5, 6], toSection: 1)
        #expect(snapshot.indexDeferred)
        // Section 0 comes before section 1's items: the order would break.
        snapshot.appendItems([7], toSection: 0)
        #expect(!snapshot.indexDeferred)
        #expect(snapshot.itemIdentifiers == [7, 5, 6])

        var repeats = DiffableDataSourceSnapshot<Int, Int>()
        repeats.appendSections([0])
        let (_, diagnostics) = Diagnostics.collect { repeats.appendItems([1, 2, 2, 3]) }
        #expect(diagnostics.map(\.kind) == ["duplicateItemInCall"])
        #expect(repeats.itemIdentifiers == [1, 2, 3])
    }

    @Test("extreme values: a descent whose difference overflows is caught, and lookups stay exact")
    func extremeValues() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([Int.min, -1, 0, Int.max])
        #expect(snapshot.indexOfItem(Int.max) == 3)
        #expect(snapshot.indexOfItem(Int.min) == 0)
        #expect(snapshot.indexOfItem(1) == nil)
        var descending = DiffableDataSourceSnapshot<Int, Int>()
        descending.appendSections([0])
        descending.appendItems([Int.max, Int.min])
        #expect(!descending.indexDeferred)
        #expect(descending.indexOfItem(Int.min) == 1)
        let wrapping = [1, 2, Int.max, Int.min].withUnsafeBufferPointer {
            DiffableDataSourceSnapshot<Int, Int>.isStrictlyIncreasing($0, after: nil)
        }
        #expect(!wrapping)
    }
}
