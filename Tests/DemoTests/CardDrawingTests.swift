import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// How the demo's cards draw when a carousel's edge or a narrow column cuts them.
@Suite @MainActor struct CardDrawingTests {
    // MARK: The gallery's numbered cards

    /// The text row of a 30 x 3 card numbered `text`, drawn with the canvas clipped to `columns`.
    func numberRow(_ text: String, clippedTo columns: Range<Int>) -> String {
        let cell = NumberCell(frame: CGRect(x: 0, y: 0, width: 30, height: 3))
        cell.text = text
        var canvas = Canvas(width: 30, height: 3)
        canvas.withClip(CGRect(x: CGFloat(columns.lowerBound), y: 0, width: CGFloat(columns.count), height: 3)) {
            cell.render(into: &$0, at: .zero)
        }
        return canvas.lines[1]
    }

    @Test func aNumberIsCentredWhenTheCardShowsWhole() {
        #expect(numberRow("11", clippedTo: 0..<30) == "│             11             │")
    }

    /// A carousel's edge (or its more-content sign's column) cuts the card: the number moves
    /// inside the part that shows, whole, instead of losing a digit ("1›" for 11).
    @Test func aCutCardShowsItsNumberWhole() {
        #expect(numberRow("11", clippedTo: 0..<15) == "│            11               ")
        #expect(numberRow("11", clippedTo: 16..<30) == "                11           │")
        #expect(numberRow("7", clippedTo: 0..<15).contains("7"))
    }

    /// Too little of the card shows for the number: it is left out rather than cut.
    @Test func aCardTooCutForItsNumberShowsNone() {
        #expect(!numberRow("128", clippedTo: 0..<3).contains { $0.isNumber })
        #expect(!numberRow("128", clippedTo: 28..<30).contains { $0.isNumber })
    }

    /// The Orthogonal Section Behaviors screen at 80 x 24: the third card of each carousel is
    /// cut by the `›` sign's column; its number shows whole beside the sign.
    @Test func theOrthogonalBehavioursCarouselsShowWholeNumbers() {
        let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
        app.stack.push(GalleryLayoutScreen(entry: .orthogonalSectionBehaviors))
        let pilot = Pilot(root: app, width: 80, height: 24)
        for number in ["2", "11", "20", "29"] {
            #expect(pilot.lines.contains { $0.contains(" " + number + "›") }, "\(number)")
        }
    }

    // MARK: The product cards

    /// The details row (category, stars, SALE badge, price) of `product` on a card `width`
    /// columns wide.
    func detailsRow(_ product: Product, width: Int) -> String {
        let cell = ProductCardCell(frame: CGRect(x: 0, y: 0, width: width, height: 4))
        cell.product = product
        var canvas = Canvas(width: width, height: 4)
        cell.render(into: &canvas, at: .zero)
        return canvas.lines[2]
    }

    /// A card's frame is its background configuration's stroke: separator lines on the
    /// background, and when focused, bold tinted lines on the focus colour, with the card's
    /// blank cells plain (only the lines are heavier).
    @Test func theFrameIsTheBackgroundsStrokeAndFollowsTheFocus() {
        let cell = ProductCardCell(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        cell.product = Self.products[0]
        func render() -> Canvas {
            var canvas = Canvas(width: 30, height: 4)
            cell.render(into: &canvas, at: .zero)
            return canvas
        }
        var canvas = render()
        #expect(canvas.lines[0] == "╭" + String(repeating: "─", count: 28) + "╮")
        #expect(canvas[x: 0, y: 1].style == Style(foreground: .separator, background: .background))
        var state = cell.configurationState
        state.isFocused = true
        cell.setConfigurationState(state)
        canvas = render()
        #expect(canvas.lines[3] == "╰" + String(repeating: "─", count: 28) + "╯")
        #expect(canvas[x: 29, y: 2].style == Style(foreground: .tint, background: .focus, attributes: .bold))
        #expect(canvas[x: 28, y: 3].style == Style(foreground: .tint, background: .focus, attributes: .bold))
        #expect(canvas[x: 1, y: 1].style == Style(background: .focus), "the blank inside stays plain")
        #expect(cell.resolvedBackgroundConfiguration?.resolvedStrokeColor() == .tint)
    }

    static let products = [
        Product(id: 1, name: "Earl Grey", category: "Tea", price: 71.75, rating: 4),
        Product(id: 2, name: "Earbuds", category: "Electronics", price: 164, salePrice: 49.8, rating: 3),
        Product(id: 3, name: "Cast Iron Skillet", category: "Kitchen", price: 115, rating: 5),
        Product(id: 4, name: "Dot Grid Notebook", category: "Stationery", price: 1299.5, salePrice: 999.5, rating: 2),
    ]

    /// At one width every card keeps its stars or every card drops them: a long category
    /// shortens to make room (the price and the SALE badge always stay).
    @Test(arguments: [19, 24, 26, 29, 31, 36])
    func starsShowOnEveryCardOfAWidthOrOnNone(width: Int) {
        let rows = Self.products.map { detailsRow($0, width: width) }
        let withStars = rows.filter { $0.contains("★") }
        #expect(withStars.isEmpty || withStars.count == rows.count, "\(width): \(rows)")
        for (product, row) in zip(Self.products, rows) {
            #expect(row.contains(Product.formatted(product.currentPrice)), "\(row)")
            #expect(!product.isOnSale || row.contains(" SALE "), "\(row)")
            #expect(!row.contains("★") || row.contains(product.stars(in: .unicode)), "the stars show whole: \(row)")
        }
    }

    /// The product cards beside the inspector at 100 columns (29 columns wide) show their stars.
    @Test func cardsBesideTheInspectorKeepTheirStars() {
        for product in Self.products {
            let row = detailsRow(product, width: 29)
            #expect(row.contains(product.stars(in: .unicode)), "\(row)")
        }
        #expect(detailsRow(Self.products[1], width: 29) == "│ Elec… ★★★☆☆  SALE  $49.80 │")
    }
}
