import CollectionModel
import Foundation
import Testing

/// `DiffableDataSourceTransaction.sectionTransactions`: one per changed section, with the
/// section's items before and after and their difference.
@Suite struct SectionTransactionTests {
    private func snapshot(_ sections: [(String, [Int])]) -> DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func aMoveWithinASectionIsOneSectionTransaction() throws {
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: snapshot([("a", [1, 2, 3]), ("b", [4])]),
            finalSnapshot: snapshot([("a", [2, 3, 1]), ("b", [4])]))
        let sections = transaction.sectionTransactions
        #expect(sections.map(\.sectionIdentifier) == ["a"])
        let a = try #require(sections.first)
        #expect(a.initialSnapshot.items == [1, 2, 3])
        #expect(a.finalSnapshot.items == [2, 3, 1])
        #expect(a.initialSnapshot.items.applying(a.difference) == [2, 3, 1])
        #expect(a.difference.insertions.count == 1)
        #expect(a.difference.insertions.first.map { change -> Int? in
            if case let .insert(_, element, associatedWith) = change, associatedWith != nil { return element }
            return nil
        } == 1)
    }

    @Test func aMoveAcrossSectionsChangesBoth() {
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: snapshot([("a", [1, 2]), ("b", [3]), ("c", [9])]),
            finalSnapshot: snapshot([("a", [2]), ("b", [3, 1]), ("c", [9])]))
        let sections = transaction.sectionTransactions
        #expect(sections.map(\.sectionIdentifier) == ["a", "b"])
        #expect(sections.map(\.finalSnapshot.items) == [[2], [3, 1]])
    }

    @Test func addedAndRemovedSectionsAreListed() {
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: snapshot([("a", [1]), ("gone", [])]),
            finalSnapshot: snapshot([("new", []), ("a", [1])]))
        let sections = transaction.sectionTransactions
        #expect(sections.map(\.sectionIdentifier) == ["new", "gone"])
        #expect(sections.allSatisfy { $0.initialSnapshot.items.isEmpty && $0.finalSnapshot.items.isEmpty })
    }

    @Test func noChangeNoSectionTransactions() {
        let same = snapshot([("a", [1, 2])])
        #expect(DiffableDataSourceTransaction(initialSnapshot: same, finalSnapshot: same).sectionTransactions.isEmpty)
    }
}
