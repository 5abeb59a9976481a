import CollectionApplication
import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport

/// Animations on the loop: frames come while one runs and stop after; input finishes them first.
@MainActor
@Suite struct ApplicationLoopAnimationTests {
    /// A root with a 40-item list filling a 20 x 5 screen, animating on `clock`.
    func makeScreen(clock: AnimationClock) -> (root: ProbeView, list: CollectionView, dataSource: AnyObject) {
        let root = ProbeView()
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout:
            CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.animationClock = clock
        list.animationSettings = AnimationSettings()
        root.addSubview(list)
        let dataSource = numberedListDataSource(Array(0..<40), in: list) { "\($0)" }
        return (root, list, dataSource)
    }

    /// What `root` looks like now on a `width` x `height` screen.
    func lines(of root: View, width: Int, height: Int) -> [String] {
        var canvas = Canvas(width: width, height: height)
        root.render(into: &canvas, at: .zero)
        return canvas.lines
    }

    @Test func theLoopWakesForEachFrameWhileAnAnimationRunsThenSleeps() throws {
        let backend = HeadlessBackend(columns: 20, rows: 5)
        let (root, list, dataSource) = makeScreen(clock: backend.clock)
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        loop.scheduleTimer(after: .milliseconds(100)) { _ in list.setContentOffset(CGPoint(x: 0, y: 10), animated: true) }
        backend.wait(.seconds(3))
        #expect(try loop.run(on: backend) == 129)
        withExtendedLifetime(dataSource) {}
        // Asleep until the timer, then woken for each frame of the 200 ms animation (about 60 a
        // second: 17 ms, rounded up), then asleep a second at a time.
        let waits = backend.readTimeouts.filter { $0 != 0 }
        #expect(waits.first == 100)
        let animating = Array(waits.dropFirst().prefix { $0 < 1000 })
        #expect(animating.count >= 11)
        #expect(animating.allSatisfy { $0 >= 1 && $0 <= 17 })
        #expect(waits.dropFirst(1 + animating.count).allSatisfy { $0 == 1000 })
        // Frames only while the animation ran (when the scroll moved), none after it ended.
        let times = backend.frames.map(\.time)
        let duration = AnimationSettings().duration
        #expect(times.first == .zero)
        #expect(times.count >= 4)
        #expect(times.dropFirst().allSatisfy { $0 >= .milliseconds(100) && $0 <= .milliseconds(101) + duration })
        #expect(list.contentOffset.y == 10)
        #expect(backend.lines == lines(of: root, width: 20, height: 5))
    }

    @Test func aKeyFinishesRunningAnimationsBeforeItIsHandled() throws {
        let backend = HeadlessBackend(columns: 20, rows: 5)
        let (root, list, dataSource) = makeScreen(clock: backend.clock)
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        loop.scheduleTimer(after: .milliseconds(100)) { _ in list.setContentOffset(CGPoint(x: 0, y: 10), animated: true) }
        var midway: CGFloat?
        loop.scheduleTimer(after: .milliseconds(200)) { _ in midway = list.contentOffset.y }
        var seenByKey: (offset: CGFloat, animating: Bool)?
        root.onKey = { _ in seenByKey = (list.contentOffset.y, list.advanceAnimations() != nil) }
        backend.wait(.milliseconds(210))
        backend.press(.character("k"))
        #expect(try loop.run(on: backend) == 129)
        withExtendedLifetime(dataSource) {}
        // Half-way through the scroll when the key came, and at its end when the root got it.
        let offset = try #require(midway)
        #expect(offset > 0 && offset < 10)
        #expect(seenByKey?.offset == 10)
        #expect(seenByKey?.animating == false)
        // The frame after the key shows the end, and no animation frame follows.
        #expect(backend.frames.last?.time == .milliseconds(210))
        #expect(backend.lines == lines(of: root, width: 20, height: 5))
    }

    @Test func aClickFinishesRunningAnimationsBeforeItIsHandled() throws {
        let backend = HeadlessBackend(columns: 20, rows: 5)
        let (root, list, dataSource) = makeScreen(clock: backend.clock)
        let loop = ApplicationLoop(root: root, clock: backend.clock)
        loop.scheduleTimer(after: .milliseconds(100)) { _ in list.setContentOffset(CGPoint(x: 0, y: 10), animated: true) }
        var offsetsAtClicks: [CGFloat] = []
        backend.wait(.milliseconds(200))
        backend.perform { offsetsAtClicks.append(list.contentOffset.y) }
        backend.click(x: 1, y: 1)
        backend.wait(.milliseconds(10))
        backend.perform { offsetsAtClicks.append(list.contentOffset.y) }
        #expect(try loop.run(on: backend) == 129)
        withExtendedLifetime(dataSource) {}
        // Before the click the scroll was under way; right after it, done.
        #expect(offsetsAtClicks.count == 2)
        #expect(offsetsAtClicks[0] > 0 && offsetsAtClicks[0] < 10)
        #expect(offsetsAtClicks[1] == 10)
        #expect(root.mouseEvents.count == 2)
    }
}
