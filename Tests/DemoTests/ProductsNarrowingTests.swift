import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The Products screen's tabs, filters and sort orders, pressed as a person does, checked
/// against the embedded catalogue itself (not against the screen's own code).
@Suite @MainActor struct ProductsNarrowingTests {
    let catalog = Catalog.embedded

    func products(_ app: DemoApp) throws -> ProductsScreen { try #require(app.topScreen as? ProductsScreen) }

    /// The products of the All Products list, in order.
    func listed(_ screen: ProductsScreen) -> [Product] {
        let snapshot = screen.dataSource.snapshot()
        guard snapshot.sectionIdentifiers.contains(.all) else { return [] }
        return snapshot.itemIdentifiers(inSection: .all).map(\.product)
    }

    /// The "12 of 324" text on the narrowing bar.
    func countText(_ pilot: Pilot) -> String? {
        pilot.lines.dropFirst().prefix(3).compactMap { line in
            line.range(of: #"[0-9,]+ of [0-9,]+"#, options: .regularExpression).map { String(line[$0]) }
        }.first
    }

    @Test func theCountIsShownBeforeAnyNarrowing() throws {
        let (_, pilot) = demoPilot(.products)
        #expect(countText(pilot) == "324 of 324")
    }

    @Test func saleShowsOnlyProductsOnSale() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type("s")
        let screen = try products(app)
        let expected = catalog.products.filter { ($0.salePrice ?? .infinity) < $0.price }.map(\.id)
        #expect(!expected.isEmpty && expected.count < 324)
        #expect(listed(screen).map(\.id) == expected)
        #expect(countText(pilot) == "\(expected.count) of 324")
        #expect(!screen.dataSource.snapshot().sectionIdentifiers.contains(.onSale))
        pilot.type("s")
        #expect(listed(screen).count == 324)
    }

    @Test func inStockShowsOnlyProductsWithStock() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type("k")
        let expected = catalog.products.filter { $0.stock > 0 }.map(\.id)
        #expect(expected.count < 324)
        #expect(listed(try products(app)).map(\.id) == expected)
        #expect(countText(pilot) == "\(expected.count) of 324")
    }

    @Test func favouritesShowOnlyStarredProducts() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        let first = catalog.products[0].id, tenth = catalog.products[9].id
        screen.toggleFavorite(productID: first)
        screen.toggleFavorite(productID: tenth)
        pilot.type("f")
        #expect(listed(screen).map(\.id) == [first, tenth])
        #expect(countText(pilot) == "2 of 324")
    }

    /// With only favourites shown, a product unstarred drops out at once (as a filtered list in
    /// lazygit or k9s drops a row that stops matching): the count follows, and the focus goes to
    /// the product that takes its place, or the one before when it was the last.
    @Test func anUnstarredProductDropsOutOfTheFavourites() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        // Neither featured nor on sale: each shows once, in the All Products list.
        let plain = catalog.products.filter { !$0.isFeatured && !$0.isOnSale }.prefix(3).map(\.id)
        for id in plain { screen.toggleFavorite(productID: id) }
        pilot.type("f")
        #expect(listed(screen).map(\.id) == plain)
        #expect(countText(pilot) == "3 of 324")
        func focusedID() -> Int? { screen.focusedProduct?.id }
        #expect(focusedID() == plain[0])

        pilot.press(.down, .enter)
        #expect(listed(screen).map(\.id) == [plain[0], plain[2]])
        #expect(countText(pilot) == "2 of 324")
        #expect(focusedID() == plain[2], "the next product takes the focus")
        #expect(pilot.lines.contains { $0.contains(screen.focusedProduct?.name ?? "?") })

        pilot.press(.enter)
        #expect(listed(screen).map(\.id) == [plain[0]])
        #expect(focusedID() == plain[0], "the last one gone: the one before")

        pilot.press(.enter)
        #expect(listed(screen).isEmpty)
        #expect(countText(pilot) == "0 of 324")
        #expect(pilot.lines.contains { $0.contains("No products pass the filters") })
        // The filter off: every product is back, none starred.
        pilot.type("f")
        #expect(countText(pilot) == "324 of 324")
        #expect(screen.products.allSatisfy { !$0.isFavorite })
    }

    @Test func filtersComposeWithTheSearchAndEachOther() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type("/mini")
        pilot.press(.enter)
        pilot.type("sk")
        let expected = catalog.products.filter {
            $0.name.lowercased().contains("mini") || $0.summary.lowercased().contains("mini")
        }.filter { ($0.salePrice ?? .infinity) < $0.price && $0.stock > 0 }.map(\.id)
        #expect(!expected.isEmpty)
        #expect(listed(try products(app)).map(\.id) == expected)
        #expect(countText(pilot) == "\(expected.count) of 324")
    }

    @Test func everySortOrder() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        #expect(listed(screen).map(\.id) == catalog.products.map(\.id))
        func folded(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        pilot.type("o")
        #expect(pilot.lines[2].contains("Sort Name"))
        let names = listed(screen).map { folded($0.name) }
        #expect(names == names.sorted() && names.count == 324)
        pilot.type("o")
        #expect(pilot.lines[2].contains("Sort Price"))
        let prices = listed(screen).map { min($0.salePrice ?? $0.price, $0.price) }
        #expect(prices == prices.sorted())
        pilot.type("o")
        #expect(pilot.lines[2].contains("Sort Rating"))
        let ratings = listed(screen).map(\.rating)
        #expect(ratings == ratings.sorted(by: >))
        pilot.type("o")
        #expect(pilot.lines[2].contains("Sort Newest"))
        #expect(listed(screen).map(\.id) == catalog.products.map(\.id).sorted(by: >))
        pilot.type("o")
        #expect(listed(screen).map(\.id) == catalog.products.map(\.id))
    }

    @Test func tabAndShiftTabAndNumbersChooseTheCategory() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        let categories = catalog.categories
        pilot.press(.tab)
        #expect(Set(listed(screen).map(\.category)) == [categories[0]])
        #expect(countText(pilot) == "27 of 324")
        pilot.press(.backTab, .backTab)
        #expect(Set(listed(screen).map(\.category)) == [categories[categories.count - 1]])
        pilot.type("3")
        #expect(Set(listed(screen).map(\.category)) == [categories[1]])
        pilot.type("1")
        #expect(listed(screen).count == 324)
    }

    @Test func aClickOnATabChoosesIt() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        // The tab row is the first row under the title bar.
        let x = try #require(pilot.lines[1].range(of: "Tea 27").map { pilot.lines[1].distance(from: pilot.lines[1].startIndex, to: $0.lowerBound) })
        pilot.click(x: x + 1, y: 1)
        #expect(Set(listed(screen).map(\.category)) == ["Tea"])
    }

    @Test func tabCountsFollowTheFilters() throws {
        let (_, pilot) = demoPilot(.products, width: 200)
        pilot.type("s")
        let coffeeOnSale = catalog.products.filter { $0.category == "Coffee" && ($0.salePrice ?? .infinity) < $0.price }.count
        #expect(pilot.lines[1].contains("Coffee \(coffeeOnSale) "), "\(pilot.lines[1])")
    }

    @Test func theFocusedProductStaysFocusedWhenItSurvives() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        let before = try #require(screen.focusedProduct)
        // The first featured product is a Coffee product: choosing Coffee keeps it.
        #expect(before.category == "Coffee")
        pilot.press(.tab)
        #expect(screen.focusedProduct?.id == before.id)
        let indexPath = try #require(screen.collectionView.focusedIndexPath)
        #expect(screen.dataSource.itemIdentifier(for: indexPath)?.section == .featured)
    }

    @Test func eachChangeIsOneAnimatedApply() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        pilot.screen.finishesAnimations = false
        for key in ["o", "3", "s", "1", "f"] {
            let before = screen.applyCount
            pilot.type(key)
            #expect(screen.applyCount == before + 1, "\(key)")
            // An update animation runs.
            #expect(screen.collectionView.advanceAnimations() != nil, "\(key)")
            screen.collectionView.finishAnimations()
        }
        let before = screen.applyCount
        pilot.press(.tab)
        #expect(screen.applyCount == before + 1)
    }

    @Test func escapeClearsEveryFilterButKeepsTheSort() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try products(app)
        pilot.type("sko")
        pilot.press(.tab)
        #expect(app.stack.keyHints.contains(KeyHint("Esc", "Clear")))
        pilot.press(.escape)
        #expect(app.topScreen === screen)
        #expect(screen.filter == ProductFilter(sort: .name))
        #expect(listed(screen).count == 324)
        pilot.press(.escape)
        #expect(app.topScreen === app.home)
    }

    @Test func searchMatchesAreHighlighted() throws {
        let (_, pilot) = demoPilot(.products)
        pilot.type("/mini")
        let canvas = pilot.screen.render()
        let y = try #require(pilot.lines.indices.first { $0 > 3 && pilot.lines[$0].contains("Mini ") })
        let x = try #require(pilot.lines[y].range(of: "Mini").map { pilot.lines[y].distance(from: pilot.lines[y].startIndex, to: $0.lowerBound) })
        // Columns: emoji are two wide but one Character; find the column by the canvas.
        var column = 0
        while column + 1 < canvas.width, !(canvas[x: column, y: y].character == "M" && canvas[x: column + 1, y: y].character == "i") {
            column += 1
        }
        #expect(column + 1 < canvas.width, "no Mini on row \(y) (\(x))")
        let match = canvas[x: column, y: y].style
        let after = canvas[x: column + 5, y: y].style
        #expect(match.attributes.contains(.underline) && match.attributes.contains(.bold))
        #expect(!after.attributes.contains(.underline))
    }

    @Test func theSearchingModeStillCapturesKeys() throws {
        let (app, pilot) = demoPilot(.products)
        pilot.type("/sfko1")
        let screen = try products(app)
        #expect(screen.query == "sfko1")
        #expect(screen.filter == ProductFilter())
    }
}

/// The filter row's controls answer clicks as their keys do.
@Suite @MainActor struct ProductsNarrowingClickTests {
    @Test func aClickOnAFilterOrTheSortRunsItsKey() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        func column(of text: String) throws -> Int {
            let line = pilot.lines[2]
            let range = try #require(line.range(of: text))
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        pilot.click(x: try column(of: "Sale"), y: 2)
        #expect(screen.filter.onSale)
        pilot.click(x: try column(of: "In stock"), y: 2)
        #expect(screen.filter.inStock)
        pilot.click(x: try column(of: "Sort"), y: 2)
        #expect(screen.filter.sort == .name)
        // A click between the controls does nothing.
        let before = screen.filter
        pilot.click(x: try column(of: " of 324") - 8, y: 2)
        #expect(screen.filter == before)
    }
}
