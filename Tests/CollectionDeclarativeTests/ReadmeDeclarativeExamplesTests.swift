import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// The example of the DocC article "Declarative Registration", with the test's own types.
@Suite struct ReadmeDeclarativeExamplesTests {
    final class NumberView: View {
        var value = 0
        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            canvas.draw("n\(value)", x: Int(rect.minX), y: Int(rect.minY), style: .label)
        }
    }

    final class PriceCell: CollectionViewCell {
        var price = ""
        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            super.draw(rect, in: &canvas)
            canvas.draw(price, in: rect, style: canvas.style(.tint, onBackgroundAt: rect.origin), alignment: .trailing)
        }
    }

    @Test func theReadmeExampleRuns() {
        let layout = declarativeListLayout()
        var opened: [String] = []
        func open(_ product: Grocery) { opened.append(product.name) }
        let tea = Grocery(id: 1, name: "Tea", price: 3)
        let caviar = Grocery(id: 2, name: "Caviar", price: 300)
        let menu = [MenuItem(title: "Menu", subitems: [MenuItem(title: "Soup")])]

        let list = ConfigurableCollectionView<Int, Any>(collectionViewLayout: layout)
        list.register(dataType: Int.self, view: { NumberView() }, .config { $0.view.value = $0.data })
        list.register(dataType: Grocery.self, view: { CollectionViewListCell() },
                      .config { context in
                          var content = context.view.defaultContentConfiguration()
                          content.text = context.data.name
                          context.view.contentConfiguration = content
                      },
                      .when { $0.data.price > 100 },
                      .tap { context in open(context.data) })
        list.register(dataType: Grocery.self, view: { PriceCell() },
                      .config(map: \.price) { $0.view.price = "$\($0.data)" },
                      .flowLayoutSize { _ in CGSize(width: 12, height: 1) })
        list.register(dataType: MenuItem.self, view: { CollectionViewListCell() }, .config(map: \.title) { context in
            var content = context.view.defaultContentConfiguration()
            content.text = context.data
            context.view.contentConfiguration = content
        })

        list.dataManager.appendSections([0])
        list.dataManager.appendItems([1, "1", tea, Int8(1), caviar])
        #expect(list.dataManager.numberOfItems == 5)
        list.dataManager.appendChildItems(menu, to: nil, recursivePath: \.subitems)
        list.dataManager.expand(parents: [menu[0]])
        var applied = false
        list.dataManager.deleteItems([1]).on(animatingDifferences: false) { applied = true }
        let (pilot, reported) = Diagnostics.collect { Pilot(root: list, width: 12, height: 8) }
        #expect(reported.map(\.kind) == ["unregisteredItemType", "unregisteredItemType"])
        #expect(applied)
        // "1" (a String) and Int8(1) have no registration: placeholders, cut at 12 columns.
        #expect(pilot.lines.trimmed == ["! no regist…", "          $3", "! no regist…", " Caviar", " Menu", "   Soup", "", ""])
        pilot.click(x: 2, y: 3)
        #expect(opened == ["Caviar"])
    }
}
