import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

@Suite struct PreviewTests {
    @Test func screens() {
        let screens: [(String, View)] = [("outline", OutlineScreen()), ("sort", InsertionSortScreen()), ("million", MillionProductsScreen(catalog: .embedded))]
        for (name, view) in screens {
            let start = Date()
            let pilot = Pilot(root: view, width: 80, height: 22)
            preview(pilot.screen, name)
            pilot.press(.down, .down, .enter, .down, .right, .end)
            (view as? InsertionSortScreen)?.step()
            if let m = view as? MillionProductsScreen { m.toggleLayout() }
            pilot.screen.render()
            preview(pilot.screen, name + "-keys")
            print(name, Date().timeIntervalSince(start))
        }
    }
}
