import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

@MainActor
@Suite struct ScrollViewTests {
    /// An 80 × 24 view over 200 × 100 content.
    func makeView() -> ScrollView {
        let view = ScrollView(frame: CGRect(x: 5, y: 1, width: 80, height: 24))
        view.contentSize = CGSize(width: 200, height: 100)
        return view
    }

    @Test func boundsOriginIsTheContentOffset() {
        let view = makeView()
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 80, height: 24))
        view.contentOffset = CGPoint(x: 3, y: 7)
        #expect(view.bounds == CGRect(x: 3, y: 7, width: 80, height: 24))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(view.bounds == CGRect(x: 3, y: 7, width: 40, height: 10))
    }

    @Test func setContentOffsetClampsToTheScrollableRange() {
        let view = makeView()
        // Maximum: 200 - 80 = 120 across, 100 - 24 = 76 down.
        view.setContentOffset(CGPoint(x: 500, y: 500), animated: false)
        #expect(view.contentOffset == CGPoint(x: 120, y: 76))
        view.setContentOffset(CGPoint(x: -9, y: -9), animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 0))
        view.setContentOffset(CGPoint(x: 10, y: 20), animated: false)
        #expect(view.contentOffset == CGPoint(x: 10, y: 20))
    }

    @Test func insetsExtendTheRange() {
        let view = makeView()
        view.contentInset = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        #expect(view.minimumContentOffset == CGPoint(x: -3, y: -2))
        // 200 + 5 - 80 = 125, 100 + 4 - 24 = 80.
        #expect(view.maximumContentOffset == CGPoint(x: 125, y: 80))
        view.setContentOffset(CGPoint(x: -100, y: 1000), animated: false)
        #expect(view.contentOffset == CGPoint(x: -3, y: 80))
    }

    @Test func contentSmallerThanTheViewIsPinnedAtTheNegatedInset() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        view.contentSize = CGSize(width: 10, height: 5)
        view.contentInset = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        view.setContentOffset(CGPoint(x: 30, y: 30), animated: false)
        #expect(view.contentOffset == CGPoint(x: -2, y: -1))
        view.setContentOffset(CGPoint(x: -30, y: -30), animated: false)
        #expect(view.contentOffset == CGPoint(x: -2, y: -1))
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let view = makeView()
        view.setContentOffset(CGPoint(x: 50, y: 30), animated: false)
        // Visible: x 50..<130, y 30..<54. Already visible: no move.
        view.scrollRectToVisible(CGRect(x: 60, y: 40, width: 5, height: 2), animated: false)
        #expect(view.contentOffset == CGPoint(x: 50, y: 30))
        // Below: bottom edge 60 + 2 = 62 must meet the bottom: 62 - 24 = 38.
        view.scrollRectToVisible(CGRect(x: 60, y: 60, width: 5, height: 2), animated: false)
        #expect(view.contentOffset == CGPoint(x: 50, y: 38))
        // Above: top edge 10.
        view.scrollRectToVisible(CGRect(x: 60, y: 10, width: 5, height: 2), animated: false)
        #expect(view.contentOffset == CGPoint(x: 50, y: 10))
        // Right: 150 + 10 - 80 = 80.
        view.scrollRectToVisible(CGRect(x: 150, y: 10, width: 10, height: 1), animated: false)
        #expect(view.contentOffset == CGPoint(x: 80, y: 10))
        // Left: 20.
        view.scrollRectToVisible(CGRect(x: 20, y: 10, width: 10, height: 1), animated: false)
        #expect(view.contentOffset == CGPoint(x: 20, y: 10))
        // Both axes at once: down-right to 190 - 80 = 110 and 99 - 24 = 75.
        view.scrollRectToVisible(CGRect(x: 185, y: 97, width: 5, height: 2), animated: false)
        #expect(view.contentOffset == CGPoint(x: 110, y: 75))
    }

    @Test func scrollRectToVisibleShowsTheTopOfARectLargerThanTheView() {
        let view = makeView()
        view.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 40))
        // Beyond the end: clamped to 76.
        view.scrollRectToVisible(CGRect(x: 0, y: 98, width: 10, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 76))
    }

    @Test func pagingRestsOnMultiplesOfTheViewSize() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        view.contentSize = CGSize(width: 100, height: 23)
        view.isPagingEnabled = true
        // Nearest for zero velocity: 13 / 10 → page 1 (10); 7 / 5 = 1.4 → page 1 (5).
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 13, y: 7), withScrollingVelocity: .zero)
            == CGPoint(x: 10, y: 5))
        // Positive velocity: next page up: 11 → 20, 6 → 10.
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 11, y: 6), withScrollingVelocity: CGPoint(x: 1, y: 1))
            == CGPoint(x: 20, y: 10))
        // Negative velocity: 19 → 10, 9 → 5.
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 19, y: 9), withScrollingVelocity: CGPoint(x: -1, y: -1))
            == CGPoint(x: 10, y: 5))
        // The last page is clamped to the end: 23 - 5 = 18 (page 20 is beyond it).
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 19), withScrollingVelocity: CGPoint(x: 0, y: 1))
            == CGPoint(x: 0, y: 18))
        view.endScrolling(atProposedContentOffset: CGPoint(x: 31, y: 0), velocity: CGPoint(x: 2, y: 0), animated: false)
        #expect(view.contentOffset == CGPoint(x: 40, y: 0))
    }

    @Test func withoutPagingTheTargetIsTheClampedProposal() {
        let view = makeView()
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 13, y: 700), withScrollingVelocity: CGPoint(x: 1, y: 1))
            == CGPoint(x: 13, y: 76))
    }

    @Test func nonFiniteValuesAreRejectedWithADiagnostic() {
        let view = makeView()
        view.setContentOffset(CGPoint(x: 4, y: 4), animated: false)
        let (_, diagnostics) = Diagnostics.collect {
            view.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: false)
            view.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
            view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 3)
            view.frame = CGRect(x: 0, y: 0, width: -3, height: 3)
            view.contentInset = EdgeInsets(top: .infinity)
            view.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
            view.contentSize = CGSize(width: -5, height: CGFloat.nan)
        }
        #expect(view.contentOffset == CGPoint(x: 4, y: 4))
        #expect(view.frame == CGRect(x: 5, y: 1, width: 80, height: 24))
        #expect(view.contentInset == .zero)
        #expect(view.contentSize == .zero)
        #expect(diagnostics.count == 7)
        #expect(diagnostics.allSatisfy { $0.domain == "scroll" })
    }

    @Test func zeroSizedViewDoesNotPage() {
        let view = ScrollView(frame: .zero)
        view.contentSize = CGSize(width: 10, height: 10)
        view.isPagingEnabled = true
        #expect(view.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4), withScrollingVelocity: .zero)
            == CGPoint(x: 3, y: 4))
    }
}
