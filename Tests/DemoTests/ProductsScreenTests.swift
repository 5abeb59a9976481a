import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

@Suite struct ProductsScreenTests {
    @Test func preview80x24() {
        let screen = ProductsScreen(catalog: .embedded)
        let pilot = Pilot(root: screen, width: 80, height: 22)
        preview(pilot.screen, "products-80")
        pilot.press(.down, .down)
        preview(pilot.screen, "products-80-down")
        pilot.press(.end)
        preview(pilot.screen, "products-80-end")
        #expect(pilot.lines[0].contains("All Products"))
    }
}

@Suite struct AppStorePreview {
    @Test func appStore() {
        let pilot = Pilot(root: AppStoreScreen(), width: 80, height: 22)
        preview(pilot.screen, "appstore-80")
        pilot.press(.down, .right, .right)
        preview(pilot.screen, "appstore-80-right")
        pilot.resize(width: 120, height: 38)
        preview(pilot.screen, "appstore-120")
        #expect(pilot.lines.joined().contains("지금 주목해야 할 앱"))
    }
}
