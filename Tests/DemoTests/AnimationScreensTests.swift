import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The demo's animations: the insertion sort's moves and the search filter.
@MainActor
@Suite struct AnimationScreensTests {
    @Test func eachInsertionSortStepAnimatesWithinItsTick() {
        let screen = InsertionSortScreen(rows: 2, seed: 3)
        let clock = TestAnimationClock()
        screen.collectionView.animationClock = clock
        let headless = HeadlessScreen(root: screen, width: 80, height: 8)
        headless.finishesAnimations = false
        headless.render()
        var animated = 0
        for _ in 0..<40 {
            screen.tick()
            if screen.collectionView.isAnimating {
                animated += 1
                // The move is over before the next tick (60 ms).
                #expect(screen.collectionView.animationSettings.duration < screen.tickInterval)
                let frames = headless.renderFrames(advancing: clock, by: .milliseconds(10))
                #expect(frames.count >= 3)
                #expect(!screen.collectionView.isAnimating)
            }
        }
        #expect(animated > 0)
    }

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
