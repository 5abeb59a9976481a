import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The demo driven with keys, as a person uses it.
@MainActor
@Suite struct BehaviourTests {
    @Test func everyScreenOpensFromHomeAndEscapeGoesBack() {
        let (app, pilot) = demoPilot()
        for kind in DemoScreenKind.allCases {
            // Home's focus starts on the first screen; walk down to this one.
            app.stack.popToRoot()
            let target = app.home.dataSource.indexPath(for: .screen(kind))
            var steps = 0
            pilot.press(.home)
            while app.home.collectionView.focusedIndexPath != target, steps < 30 {
                pilot.press(.down)
                steps += 1
            }
            pilot.press(.enter)
            let screen = app.topScreen as? DemoScreen
            #expect(screen != nil && type(of: kind.makeScreen(catalog: .embedded)) == type(of: screen!), "\(kind)")
            #expect(pilot.lines[0].contains("‹ Home"), "\(kind)")
            #expect(pilot.lines[0].contains(screen?.navigationTitle ?? "?"), "\(kind)")
            #expect(pilot.lines[23].contains("Esc Back"))
            pilot.press(.escape)
            #expect(app.topScreen === app.home, "\(kind)")
        }
        #expect(pilot.lines[0].contains("Home"))
    }

    @Test func homeDetailPanelFollowsTheFocus() {
        let (app, pilot) = demoPilot()
        #expect(app.home.focusedKind == .layoutGallery)
        #expect(pilot.lines.contains { $0.contains("╭─ Layout Gallery ─") })
        pilot.press(.down)
        #expect(app.home.focusedKind == .appStore)
        #expect(pilot.lines.contains { $0.contains("╭─ App Store ─") })
        #expect(pilot.lines.contains { $0.contains("The App Store clone") })
    }

    @Test func aClickOnAHomeRowOpensItsScreen() throws {
        let (app, pilot) = demoPilot()
        let y = try #require(row(containing: "Reload", in: pilot.lines))
        pilot.click(x: 10, y: y)
        #expect(app.topScreen is ReloadScreen)
        #expect(pilot.lines[0].contains("‹ Home  Reload"))
    }

    @Test func backspaceGoesBackAndQIsLeftToTheApplication() {
        let (app, pilot) = demoPilot(.reload)
        #expect(pilot.press(.character("q")) == [false])
        pilot.press(.backspace)
        #expect(app.topScreen === app.home)
    }

    @Test func enterOnAProductShowsTheStarAndEnterAgainRemovesIt() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        let focus = try #require(screen.collectionView.focusedIndexPath)
        let product = try #require(screen.dataSource.itemIdentifier(for: focus)).product
        #expect(!pilot.lines[5].contains("★ "))
        pilot.press(.enter)
        #expect(screen.products.first { $0.id == product.id }?.isFavorite == true)
        // The card's top-right corner (under the two rows of tabs and filters) shows the star, and every section's item was reloaded.
        #expect(pilot.lines[5].contains(product.name) && pilot.lines[5].contains("★ │"))
        #expect(screen.dataSource.snapshot().itemIdentifiers.filter { $0.product.id == product.id }.allSatisfy { $0.product.isFavorite })
        pilot.press(.enter)
        #expect(screen.products.first { $0.id == product.id }?.isFavorite == false)
        #expect(!pilot.lines[5].contains("★ │"))
    }

    @Test func searchFiltersEverySectionPerKeyAndEscapeClears() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        let all = screen.dataSource.snapshot().numberOfItems
        pilot.type("/")
        // The search row is under the tabs and the filters.
        #expect(pilot.lines[3].contains("Search products"))
        pilot.type("유자")
        #expect(screen.query == "유자")
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.numberOfItems > 0 && snapshot.numberOfItems < all)
        #expect(snapshot.itemIdentifiers.allSatisfy { $0.product.name.contains("유자") })
        #expect(pilot.lines.contains { $0.contains("유자차") })
        // Diacritics and case do not matter: "ca phe" finds "Cà phê".
        pilot.press(.backspace, .backspace)
        pilot.type("ca phe")
        let found = screen.dataSource.snapshot().itemIdentifiers.map(\.product.name)
        #expect(!found.isEmpty && found.allSatisfy { $0.lowercased().contains("cà phê") })
        pilot.type("zzz")
        #expect(pilot.lines.contains { $0.contains("No products match") })
        pilot.press(.escape)
        #expect(screen.query.isEmpty)
        #expect(screen.dataSource.snapshot().numberOfItems == all)
        #expect(app.topScreen === screen)
        // q typed into the search field is text, not a quit.
        pilot.type("/")
        #expect(pilot.press(.character("q")) == [true])
        #expect(screen.query == "q")
    }

    @Test func reloadScreenAppendsAStarThroughEachPath() throws {
        let (app, pilot) = demoPilot(.reload)
        let screen = try #require(app.topScreen as? ReloadScreen)
        for section in ReloadScreen.Section.allCases {
            let path = IndexPath(item: 1, section: section.rawValue)
            screen.star(at: path)
            #expect(screen.dataSource.itemIdentifier(for: path)?.name == "Iron Man ★", "\(section)")
        }
        pilot.screen.render()
        #expect(pilot.lines.filter { $0.contains("Iron Man ★") }.count >= 2)
        #expect(screen.dataSource.snapshot().numberOfItems == Heroes.names.count * 3)
    }

    @Test func customLayoutStatusLineFollowsTheScroll() throws {
        let (app, pilot) = demoPilot(.customLayout)
        let screen = try #require(app.topScreen as? CustomLayoutScreen)
        #expect(pilot.lines[1].contains("contentOffset (0,0)"))
        pilot.press(.pageDown, .pageDown)
        let offset = Int(screen.collectionView.contentOffset.y)
        #expect(offset > 0)
        #expect(pilot.lines[1].contains("bounds (0,\(offset),80,20)"))
        #expect(pilot.lines[1].contains("contentOffset (0,\(offset))"))
    }

    @Test func outlineExpandsAndCollapses() throws {
        let (app, pilot) = demoPilot(.outline)
        let screen = try #require(app.topScreen as? OutlineScreen)
        pilot.press(.down)
        #expect(!pilot.lines.contains { $0.contains("Faces") })
        pilot.press(.right)
        #expect(pilot.lines.contains { $0.contains("Faces") })
        pilot.press(.left)
        #expect(!pilot.lines.contains { $0.contains("Faces") })
        pilot.press(.enter)
        #expect(pilot.lines.contains { $0.contains("Faces") })
        #expect(screen.dataSource.snapshot(for: .outline).visibleItems.contains { $0.title == "Hands" })
    }

    @Test func aMillionProductsStartAndScrollQuickly() throws {
        let start = ContinuousClock.now
        let (app, pilot) = demoPilot(.millionProducts)
        let screen = try #require(app.topScreen as? MillionProductsScreen)
        pilot.press(.end)
        #expect(pilot.lines.contains { $0.contains("#1,000,000 ") })
        screen.toggleLayout()
        pilot.press(.pageUp, .home)
        #expect(pilot.lines.contains { $0.contains("#1 ") })
        #expect(screen.isGrid)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func appStoreCarouselsMoveSideways() throws {
        let (app, pilot) = demoPilot(.appStore)
        let screen = try #require(app.topScreen as? AppStoreScreen)
        pilot.press(.right, .right)
        #expect(screen.collectionView.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(screen.collectionView.orthogonalContentOffset(forSection: 0).x > 0)
        #expect(pilot.lines.contains { $0.contains("Monument Valley 3") })
    }

    @Test func adaptiveSectionsChangeColumnsWithTheWidth() {
        let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
        app.stack.push(GalleryLayoutScreen(entry: .adaptiveSections))
        let pilot = Pilot(root: app, width: 80, height: 24)
        let narrow = pilot.lines.first { $0.contains("╭") }?.filter { $0 == "╭" }.count
        pilot.resize(width: 130, height: 24)
        let wide = pilot.lines.first { $0.contains("╭") }?.filter { $0 == "╭" }.count
        #expect(narrow == 5 && wide == 10)
    }
}
