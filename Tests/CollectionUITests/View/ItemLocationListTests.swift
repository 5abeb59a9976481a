@testable import CollectionLayouts
import CollectionModel
import Foundation
import Testing

@testable import CollectionUI
@testable import CollectionControls
@testable import CollectionTableViews
@testable import CollectionViews

@Suite("ItemLocationList")
struct ItemLocationListTests {
    @Test("finds exactly the listed items, whether the list came sorted or not")
    func membership() {
        let paths = [IndexPath(item: 4, section: 1), IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)]
        for list in [ItemLocationList(paths), ItemLocationList(paths.sorted())] {
            #expect(list.contains(ItemLocation(section: 0, item: 0)))
            #expect(list.contains(ItemLocation(section: 1, item: 2)))
            #expect(list.contains(ItemLocation(section: 1, item: 4)))
            #expect(!list.contains(ItemLocation(section: 1, item: 3)))
            #expect(!list.contains(ItemLocation(section: 0, item: 2)))
            #expect(!list.contains(ItemLocation(section: 2, item: 0)))
        }
    }

    @Test("leaves out index paths that are not an item's, and an empty list holds nothing")
    func malformedAndEmpty() {
        let list = ItemLocationList([IndexPath(index: 3), IndexPath(item: 1, section: 0)])
        #expect(list.contains(ItemLocation(section: 0, item: 1)))
        #expect(!list.contains(ItemLocation(section: 3, item: 0)))
        #expect(!ItemLocationList([]).contains(ItemLocation(section: 0, item: 0)))
    }

    @Test("agrees with a set on random lists")
    func agreesWithSet() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let paths = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
                IndexPath(item: Int.random(in: 0..<8, using: &generator), section: Int.random(in: 0..<3, using: &generator))
            }
            let list = ItemLocationList(paths)
            let set = Set(paths)
            for section in 0..<3 {
                for item in 0..<8 {
                    #expect(list.contains(ItemLocation(section: section, item: item)) == set.contains(IndexPath(item: item, section: section)))
                }
            }
        }
    }
}
