@testable import CollectionApplication
import CollectionCore
import Foundation
import Testing
import UITestSupport

/// The runner sleeps until the next timer or animation frame, and a full second when idle.
@MainActor
@Suite struct AnimationFrameWaitTests {
    @Test func idleWaitsASecond() {
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: nil, nextAnimationFrame: nil) == 1000)
    }

    @Test func aRunningAnimationWakesTheLoopForItsNextFrame() {
        let frame = AnimationSettings().frameInterval
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: nil, nextAnimationFrame: frame) == 17)
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: .seconds(5), nextAnimationFrame: .milliseconds(4)) == 4)
    }

    @Test func theEarlierOfTimerAndFrameWinsAndWaitsAreBounded() {
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: .milliseconds(3), nextAnimationFrame: .milliseconds(16)) == 3)
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: .seconds(30), nextAnimationFrame: nil) == 1000)
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: .milliseconds(-20), nextAnimationFrame: nil) == 0)
        #expect(ApplicationLoop.waitMilliseconds(untilTimer: .microseconds(1500), nextAnimationFrame: nil) == 2)
    }

    @Test func aViewTreeAsksForFramesOnlyWhileSomethingAnimates() {
        // What the runner asks the root before each frame.
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let list = CollectionView(frame: root.frame, collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
        let clock = TestAnimationClock()
        list.animationClock = clock
        root.addSubview(list)
        let dataSource = numberedListDataSource(Array(0..<40), in: list) { "\($0)" }
        defer { withExtendedLifetime(dataSource) {} }
        #expect(root.advanceAnimations() == nil)
        var canvas = Canvas(width: 20, height: 5)
        root.render(into: &canvas, at: .zero)
        list.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        #expect(root.advanceAnimations() != nil)
        clock.advance(by: .milliseconds(250))
        #expect(root.advanceAnimations() == nil)
    }
}
