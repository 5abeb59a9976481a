import CollectionModel
import Foundation
import Testing

/// A class item whose `hash(into:)` uses a property that changed after the item went into the
/// snapshot (the article on reloading value and reference items): UIKit finds it by identity,
/// and so does every snapshot operation that needs the item present.
@Suite struct ObjectIdentityTests {
    /// Not `Identifiable`: identity is the whole value, and the hash uses the mutable name.
    final class Hero: Hashable, @unchecked Sendable, CustomStringConvertible {
        var name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Hero, rhs: Hero) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
        var description: String { name }
    }

    private func snapshot(_ heroes: [Hero]) -> DiffableDataSourceSnapshot<Int, Hero> {
        var snapshot = DiffableDataSourceSnapshot<Int, Hero>()
        snapshot.appendSections([0])
        snapshot.appendItems(heroes)
        return snapshot
    }

    @Test func aMutatedClassItemIsReloadedAndReconfigured() {
        let hero = Hero("Ant")
        let other = Hero("Bee")
        var snapshot = snapshot([hero, other])
        hero.name = "Ant ★"
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.reloadItems([hero])
            snapshot.reconfigureItems([hero])
        }
        #expect(diagnostics.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.map { $0 === hero } == [true])
        #expect(snapshot.reconfiguredItemIdentifiers.map { $0 === hero } == [true])
    }

    @Test func aMutatedClassItemIsFoundByQueriesDeletesMovesAndAnchors() {
        let (ant, bee, cat) = (Hero("Ant"), Hero("Bee"), Hero("Cat"))
        var snapshot = snapshot([ant, bee, cat])
        ant.name = "Ant ★"
        #expect(snapshot.indexOfItem(ant) == 0)
        #expect(snapshot.indexPath(for: ant) == IndexPath(item: 0, section: 0))
        #expect(snapshot.sectionIdentifier(containingItem: ant) == 0)
        #expect(snapshot.contains(ant))
        let (_, diagnostics) = Diagnostics.collect {
            snapshot.moveItem(ant, afterItem: cat)
            snapshot.insertItems([Hero("Dog")], beforeItem: ant)
            snapshot.deleteItems([bee])
        }
        #expect(diagnostics.isEmpty)
        #expect(snapshot.itemIdentifiers.map(\.name) == ["Cat", "Dog", "Ant ★"])
        snapshot.deleteItems([ant])
        #expect(snapshot.itemIdentifiers.map(\.name) == ["Cat", "Dog"])
    }

    @Test func anAbsentClassItemIsStillReported() {
        var snapshot = snapshot([Hero("Ant")])
        let (_, diagnostics) = Diagnostics.collect { snapshot.reloadItems([Hero("Ant")]) }
        #expect(diagnostics.map(\.kind) == ["itemNotFound"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func aSectionSnapshotFindsAMutatedClassItem() {
        let (parent, child) = (Hero("Parent"), Hero("Child"))
        var section = DiffableDataSourceSectionSnapshot<Hero>()
        section.append([parent])
        parent.name = "Parent ★"
        let (_, diagnostics) = Diagnostics.collect {
            section.append([child], to: parent)
            section.expand([parent])
        }
        #expect(diagnostics.isEmpty)
        #expect(section.contains(parent))
        #expect(section.isExpanded(parent))
        #expect(section.visibleItems.map(\.name) == ["Parent ★", "Child"])
    }
}
