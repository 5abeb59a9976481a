import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The inspector beside the Products screen's grids (100 columns and wider) and the detail
/// screen that `i` and → open when it is narrower.
@Suite @MainActor struct ProductsInspectorTests {
    func products(_ app: DemoApp) throws -> ProductsScreen { try #require(app.topScreen as? ProductsScreen) }

    /// The text of the inspector's column (right of the grids) on every row.
    func inspectorText(_ pilot: Pilot, from column: Int) -> String {
        pilot.lines.map { String($0.dropFirst(column)) }.joined(separator: "\n")
    }

    @Test func inspectorAt120x40() {
        let (_, pilot) = demoPilot(.products, width: 120, height: 40)
        // The focus on a product on sale, starred: the inspector shows every line it has.
        pilot.press(.down, .down, .enter)
        expectFixture(pilot.screen, "products-inspector-120x40")
    }

    @Test func detailScreenAt80x24() throws {
        let (app, pilot) = demoPilot(.products)
        // The first featured product on sale (a card further down): its detail has every line.
        pilot.press(.down, .down)
        pilot.type("i")
        #expect(app.topScreen is ProductDetailScreen)
        expectFixture(pilot.screen, "products-detail-80x24")
        pilot.press(.escape)
        #expect(app.topScreen is ProductsScreen)
    }

    @Test func theInspectorFollowsTheFocusWithoutAKey() throws {
        let (app, pilot) = demoPilot(.products, width: 120, height: 40)
        let screen = try products(app)
        #expect(screen.showsInspector)
        for key in [KeyEvent.right, .down, .down, .left, .pageDown] {
            pilot.press(key)
            let product = try #require(screen.focusedProduct)
            let lines = pilot.lines
            // The picture takes the inspector's first rows (12, and a blank row under them).
            let nameRow = try #require(lines.firstIndex { $0.contains("Details") }) + 1 + Int(InspectorView.pictureMaximumRows) + 1
            // The name (maybe wrapped) starts on the first row under the picture.
            let firstWord = String(product.name.split(separator: " ").first ?? "")
            #expect(lines[nameRow].contains(firstWord), "\(key): \(product.name) not in \(lines[nameRow])")
            #expect(screen.inspector.product()?.id == product.id)
            #expect(lines.contains { $0.contains(product.category) })
        }
    }

    @Test func aSaleReadsAsWasNowWithABadge() throws {
        let sale = Product(id: 1, name: "Kettle", category: "Kitchen", price: 100, salePrice: 80, rating: 4, summary: "Boils.",
                           stock: 1_250)
        let lines = InspectorView.lines(for: sale, width: 40, glyphs: .unicode).map { $0.runs.map(\.0).joined() }
        #expect(lines.contains { $0.contains("SALE") })
        let priceLine = lines.first { $0.hasPrefix("was ") }?.unicodeScalars.filter { $0 != "\u{0336}" }
        #expect(priceLine.map { String(String.UnicodeScalarView($0)) } == "was $100.00, now $80.00 (-20%)")
        #expect(lines.contains { $0.contains("1,250 in stock") })
        // The badge is reverse video: it reads without colour.
        let badge = InspectorView.lines(for: sale, width: 40, glyphs: .unicode).flatMap(\.runs).first { $0.0.contains("SALE") }
        #expect(badge?.1.attributes.contains(.reverse) == true)
    }

    @Test func aLongNameWrapsAndIsNeverCut() throws {
        let name = "An extraordinarily long product name that cannot possibly fit on one line of the pane"
        let product = Product(id: 1, name: name, category: "Books", price: 1_234_567.891)
        let lines = InspectorView.lines(for: product, width: 30, glyphs: .unicode).map { $0.runs.map(\.0).joined() }
        let words = lines.prefix(4).joined(separator: " ").split(separator: " ").filter { !$0.hasPrefix("📦") }
        #expect(words.joined(separator: " ").contains(name))
        #expect(lines.contains("$1,234,567.89"))
        #expect(!lines.joined().contains("…"))
    }

    @Test func iOpensTheDetailAndTheStatusBarSaysSoWhenNarrow() throws {
        let (app, pilot) = demoPilot(.products)
        #expect(app.stack.keyHints.contains(KeyHint("i", "Details")))
        let product = try #require(try products(app).focusedProduct)
        pilot.type("i")
        let detail = try #require(app.topScreen as? ProductDetailScreen)
        #expect(detail.product.id == product.id)
        #expect(pilot.lines[0].contains("‹ Products"))
    }

    @Test func rightOnAListRowOpensTheDetailButNotOnACard() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        // A card: → moves to the next card.
        pilot.press(.right)
        #expect(app.topScreen === screen)
        pilot.press(.end)
        let indexPath = try #require(screen.collectionView.focusedIndexPath)
        #expect(screen.dataSource.itemIdentifier(for: indexPath)?.section == .all)
        pilot.press(.right)
        #expect(app.topScreen is ProductDetailScreen)
    }

    @Test func theDisclosureSignShowsOnListRowsOnly() throws {
        let (_, pilot) = demoPilot(.products)
        pilot.press(.end)
        let rows = pilot.lines.filter { $0.hasSuffix("› ") || $0.contains("›") }
        #expect(!rows.isEmpty)
        // Card rows carry no sign.
        #expect(!pilot.lines.contains { $0.contains("│") && $0.contains("›") && $0.contains("╭") })
    }
}

/// The detail screen on a wide terminal.
@Suite @MainActor struct ProductDetailScreenTests {
    @Test func onAWideTerminalTheDetailIsACentredColumn() throws {
        let (app, pilot) = demoPilot(.products, width: 160, height: 30)
        pilot.type("i")
        #expect(app.topScreen is ProductDetailScreen)
        let frameRow = try #require(pilot.lines.first { $0.contains("Details") })
        let leading = frameRow.prefix { $0 == " " }.count
        // 160 - 76 = 84 columns around it, half on each side.
        #expect(leading == 42, "\(frameRow)")
    }
}
