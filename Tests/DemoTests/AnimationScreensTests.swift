import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The demo's animations: the search filter (the insertion sort's moves are in
/// `DemoAppTicksTests`).
@MainActor
@Suite struct AnimationScreensTests {
    @Test func searchFiltersWithAnAnimation() throws {
        let (app, pilot) = demoPilot(.products)
        let screen = try #require(app.topScreen as? ProductsScreen)
        let clock = TestAnimationClock()
        screen.collectionView.animationClock = clock
        pilot.finishesAnimations = false
        screen.filter(by: "유자")
        #expect(screen.collectionView.isAnimating)
        clock.advance(by: .milliseconds(250))
        pilot.screen.render()
        #expect(!screen.collectionView.isAnimating)
        #expect(pilot.lines.contains { $0.contains("유자차") })
    }
}
