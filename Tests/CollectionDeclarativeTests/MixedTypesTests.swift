import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct MixedTypesTests {
    @Test func equalValuesOfDifferentTypesAreDifferentItems() {
        #expect(AnyIdentifier(1) != AnyIdentifier(Int8(1)))
        #expect(AnyIdentifier(1) != AnyIdentifier("1"))
        #expect(AnyIdentifier(1) == AnyIdentifier(1))
        #expect(AnyIdentifier(AnyHashable(1)) == AnyIdentifier(1), "AnyHashable is unwrapped")
        #expect(AnyIdentifier(AnyIdentifier(2)) == AnyIdentifier(2), "boxes do not nest")
        #expect(AnyIdentifier(any: [1, 2] as Any) == AnyIdentifier([1, 2]))
        #expect(AnyIdentifier(any: { () in } as Any) == nil)
        let tea = Grocery(id: 1, name: "Tea", price: 3)
        let cheaperTea = Grocery(id: 1, name: "Tea", price: 2)
        #expect(AnyIdentifier(tea) != AnyIdentifier(cheaperTea), "== compares values")
        #expect(AnyIdentifier(tea).id == AnyIdentifier(cheaperTea).id, "identity is the id")
        #expect(AnyIdentifier(tea).id != AnyIdentifier(1).id)
        #expect(Set([AnyIdentifier(1), AnyIdentifier(Int8(1)), AnyIdentifier("1"), AnyIdentifier(1)]).count == 3)
    }

    @Test func intsStringsAndProductsCoexistEachWithItsRegistration() {
        let view = ConfigurableCollectionView<Any, Any>(collectionViewLayout: declarativeListLayout())
        view.register(dataType: Int.self, view: { LineView() }, .config { $0.view.text = "Int \($0.data)" })
        view.register(dataType: String.self, view: { LineCell() }, .config { $0.view.text = "String \($0.data)" })
        view.register(dataType: Grocery.self, view: { CollectionViewListCell() }, .config { context in
            var content = context.view.defaultContentConfiguration()
            content.text = context.data.name
            content.secondaryText = "$\(context.data.price)"
            content.prefersSideBySideTextAndSecondaryText = true
            context.view.contentConfiguration = content
        })
        let manager = view.dataManager
        manager.appendSections([0, "strings"])
        manager.appendItems([1, "1", Grocery(id: 1, name: "Tea", price: 3), Int8(1)], toSection: 0)
        manager.appendItems(["a", 2], toSection: "strings")
        #expect(manager.numberOfItems == 6, "1, \"1\" and Int8(1) are three items")
        #expect(manager.sectionIdentifiers.count == 2)
        #expect(manager.indexPath(for: "1") == IndexPath(item: 1, section: 0))
        #expect(manager.indexPath(for: 1) == IndexPath(item: 0, section: 0))
        #expect(manager.indexPath(for: Int8(1)) == IndexPath(item: 3, section: 0))
        #expect(manager.sectionIdentifier(containingItem: 2) as? String == "strings")
        #expect(manager.itemIdentifier(for: IndexPath(item: 2, section: 0)) as? Grocery == Grocery(id: 1, name: "Tea", price: 3))
        manager.deleteItems([Int8(1)])
        #expect(manager.contains(1) && !manager.contains(Int8(1)))
        let screen = HeadlessScreen(root: view, width: 20, height: 5)
        let result = Diagnostics.collect { screen.render() }
        #expect(result.diagnostics.isEmpty)
        #expect(screen.lines.trimmed == ["Int 1", " String 1", " Tea $3", " String a", "Int 2"])
    }

    @Test func anyRegistrationWithoutADataTypeTakesTheTypesWithoutOne() {
        let view = ConfigurableCollectionView<Int, Any>(collectionViewLayout: declarativeListLayout())
        view.register(dataType: Int.self, view: { LineView() }, .config { $0.view.text = "Int \($0.data)" })
        view.register(view: { LineView() }, .config { $0.view.text = "other \(type(of: $0.data))" })
        view.dataManager.applyItems([1, "x", 2.5], updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 14, height: 3)
        screen.render()
        #expect(screen.lines.trimmed == ["Int 1", "other String", "other Double"])
    }

    @Test func duplicatesOfMixedTypesNeverCrash() {
        let view = ConfigurableCollectionView<Any, Any>(collectionViewLayout: declarativeListLayout())
        let manager = view.dataManager
        let result = Diagnostics.collect {
            manager.appendSections([0, 0, "0"])
            manager.appendItems([1, 1, "1", "1"], toSection: 0)
            manager.appendItems([1], toSection: "0")
            manager.reloadImmediately()
        }
        #expect(manager.sectionIdentifiers.count == 2)
        #expect(manager.itemIdentifiers(inSection: 0).map { "\($0)" } == ["1"])
        #expect(manager.itemIdentifiers(inSection: "0").map { "\($0)" } == ["1"])
        #expect(manager.itemIdentifiers(inSection: "0").first is Int)
        #expect(result.diagnostics.map(\.kind) == ["duplicateSectionInCall", "duplicateItemInCall", "duplicateItemInCall", "itemAlreadyPresent"])
    }
}
