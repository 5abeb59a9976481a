import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Animated `apply`: frames stepped with a test clock and compared with fixtures in
/// Tests/Fixtures/Animation (reviewed by eye; `RECORD_FIXTURES=1` rewrites them).
@MainActor
@Suite struct AnimatedUpdateTests {
    /// A list of `LabelCell`s on a 12 x 6 screen, drawn once (so that changes animate), timed
    /// by a test clock.
    @MainActor
    final class Fixture {
        let list: StringCollection
        let clock = TestAnimationClock()
        let screen: HeadlessScreen
        var view: CollectionView { list.collectionView }

        init(_ items: [String], width: Int = 12, height: Int = 6, settings: AnimationSettings = AnimationSettings()) {
            list = StringCollection(layout: StringCollection.listLayout(), width: width, height: height)
            list.collectionView.animationClock = clock
            list.collectionView.animationSettings = settings
            list.dataSource.apply(StringCollection.snapshot([("main", items)]), animatingDifferences: false)
            screen = HeadlessScreen(root: list.collectionView, width: width, height: height)
            screen.finishesAnimations = false
            screen.render()
        }

        func apply(_ items: [String], completion: (() -> Void)? = nil) {
            list.dataSource.apply(StringCollection.snapshot([("main", items)]), animatingDifferences: true, completion: completion)
        }

        var trimmedLines: [String] { screen.lines.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    private func check(_ frames: [String], _ name: String, file: String = #filePath) {
        let text = frames.enumerated().map { "=== frame \($0.offset)\n\($0.element)" }.joined()
        let mismatch = ScreenFixture.mismatch(text, fixtureAt: ScreenFixture.path(name, folder: "Animation", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func aMovedItemTravelsToItsNewPlace() {
        let fixture = Fixture(["A", "B", "C", "D", "E"])
        fixture.apply(["E", "A", "B", "C", "D"])
        #expect(fixture.view.isAnimating)
        // The model is final at once; only the drawing catches up.
        #expect(fixture.view.visibleCells.count == 5)
        let frames = fixture.screen.renderFrames(advancing: fixture.clock, by: .milliseconds(50))
        #expect(frames.count == 5)
        check(frames, "move-to-top")
        #expect(fixture.trimmedLines == ["E", "> A", "B", "C", "D", ""])
        #expect(!fixture.view.isAnimating)
    }

    @Test func insertedItemsAppearDimAndDeletedOnesFade() {
        let fixture = Fixture(["A", "B", "C", "D"])
        fixture.apply(["A", "X", "B", "D"])
        let frames = fixture.screen.renderFrames(advancing: fixture.clock, by: .milliseconds(50))
        check(frames, "insert-and-delete")
        // The first frame: C fades where it was, X is dim in its new place, B has not moved yet.
        let first = frames[0]
        #expect(first.contains("dim"))
        #expect(fixture.trimmedLines == ["> A", "X", "B", "D", "", ""])
    }

    @Test func reconfiguredItemsUpdateInPlaceWithoutAnimating() {
        let fixture = Fixture(["A", "B"])
        var snapshot = fixture.list.dataSource.snapshot()
        snapshot.reconfigureItems(["B"])
        var completed = false
        fixture.list.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        // Nothing moves, appears or leaves: no animation, and the completion runs at once.
        #expect(!fixture.view.isAnimating)
        #expect(completed)
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() {
        let fixture = Fixture(["A", "B", "C"])
        var completions = 0
        fixture.apply(["C", "B", "A"]) { completions += 1 }
        #expect(completions == 0)
        fixture.clock.advance(by: .milliseconds(150))
        fixture.screen.render()
        #expect(completions == 0)
        #expect(fixture.view.isAnimating)
        fixture.clock.advance(by: .milliseconds(50))
        fixture.screen.render()
        #expect(completions == 1)
        #expect(!fixture.view.isAnimating)
        fixture.clock.advance(by: .milliseconds(500))
        fixture.screen.render()
        #expect(completions == 1)
    }

    @Test func theRootAsksForFramesOnlyWhileAnimating() {
        let fixture = Fixture(["A", "B", "C"])
        let root = View(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
        root.addSubview(fixture.view)
        #expect(root.advanceAnimations() == nil)
        fixture.apply(["B", "A", "C"])
        let delay = root.advanceAnimations()
        #expect(delay != nil && delay! <= AnimationSettings().frameInterval)
        fixture.clock.advance(by: .milliseconds(200))
        #expect(root.advanceAnimations() == nil)
    }

    @Test func aKeyPressFinishesTheAnimationFirst() {
        let fixture = Fixture(["A", "B", "C", "D"])
        var completed = false
        fixture.apply(["D", "A", "B", "C"]) { completed = true }
        fixture.clock.advance(by: .milliseconds(50))
        fixture.screen.render()
        #expect(fixture.trimmedLines != ["D", "A", "B", "C", "", ""])
        #expect(fixture.view.handle(.down))
        #expect(completed)
        #expect(!fixture.view.isAnimating)
        fixture.screen.render()
        // The final order, with the key's effect (the focus, on A since the first frame, moves
        // down to B).
        #expect(fixture.trimmedLines == ["D", "A", "> B", "C", "", ""])
    }

    @Test func aNewApplyFinishesTheRunningAnimationFirst() {
        let fixture = Fixture(["A", "B", "C"])
        var first = false
        var second = false
        fixture.apply(["C", "A", "B"]) { first = true }
        fixture.clock.advance(by: .milliseconds(100))
        fixture.screen.render()
        fixture.apply(["B", "C", "A"]) { second = true }
        #expect(first)
        #expect(!second)
        // The second animation starts from where the first one ended.
        let frames = fixture.screen.renderFrames(advancing: fixture.clock, by: .milliseconds(100))
        check(frames, "interrupted-by-apply")
        #expect(second)
        #expect(fixture.trimmedLines == ["B", "C", "> A", "", "", ""])
    }

    @Test func animationsOffApplyAtOnce() {
        let fixture = Fixture(["A", "B", "C"], settings: AnimationSettings(environment: ["TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS": "1"]))
        var completed = false
        fixture.apply(["C", "B", "A"]) { completed = true }
        #expect(completed)
        #expect(!fixture.view.isAnimating)
        fixture.view.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        #expect(!fixture.view.isAnimating)
        fixture.screen.render()
        #expect(fixture.trimmedLines == ["C", "B", "> A", "", "", ""])
    }

    @Test func falseAppliesAtOnceAndAViewNeverDrawnDoesNotAnimate() {
        let fixture = Fixture(["A", "B"])
        var completed = false
        fixture.list.dataSource.apply(StringCollection.snapshot([("main", ["B", "A"])]), animatingDifferences: false) { completed = true }
        #expect(completed && !fixture.view.isAnimating)

        let unseen = StringCollection(layout: StringCollection.listLayout())
        unseen.collectionView.animationClock = TestAnimationClock()
        unseen.dataSource.apply(StringCollection.snapshot([("main", ["A"])]))
        unseen.dataSource.apply(StringCollection.snapshot([("main", ["B", "A"])]))
        #expect(!unseen.collectionView.isAnimating)
    }

    @Test func itemsComingIntoViewSlideInAndItemsLeavingSlideOut() {
        let fixture = Fixture((0..<10).map { "i\($0)" }, height: 4)
        // i5 (below the screen) moves to the top; i3 (on screen) is pushed off it.
        fixture.apply(["i5", "i0", "i1", "i2", "i3", "i4", "i6", "i7", "i8", "i9"])
        let frames = fixture.screen.renderFrames(advancing: fixture.clock, by: .milliseconds(25))
        check(frames, "slide-in-from-below")
        #expect(fixture.trimmedLines.map { $0.prefix(2) } == ["i5", "> ", "i1", "i2"])
    }

    @Test func animatedScrollingMovesTheOffsetFrameByFrame() {
        let fixture = Fixture((0..<30).map { "i\($0)" })
        fixture.view.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        #expect(fixture.view.contentOffset.y == 0)
        #expect(fixture.view.isAnimating)
        var offsets: [CGFloat] = []
        for _ in 0..<4 {
            fixture.clock.advance(by: .milliseconds(50))
            fixture.screen.render()
            offsets.append(fixture.view.contentOffset.y)
        }
        #expect(offsets == [1, 10, 19, 20])
        #expect(fixture.trimmedLines.first?.hasPrefix("i20") == true)
        #expect(!fixture.view.isAnimating)

        fixture.view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
        fixture.clock.advance(by: .milliseconds(100))
        fixture.screen.render()
        #expect(fixture.view.contentOffset.y == 10)
        // A key finishes the scroll first.
        _ = fixture.view.handle(.home)
        #expect(fixture.view.contentOffset.y == 0)
    }
}
