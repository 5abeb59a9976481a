@testable import CollectionControls
import CollectionCore
@testable import CollectionLayouts
@testable import CollectionTableViews
@testable import CollectionUI
@testable import CollectionViews
import Foundation
import TestSupport
import Testing
import UITestSupport
import ViewTestSupport

/// Review of Layout/, Cells/ and Rendering/: each test shows one confirmed bug (all fail today).
/// Regressions found in review of the layouts, cells and text, each reproduced before its fix.
@MainActor
@Suite struct LayoutRegressionTests {
    static func carousel(_ count: Int, direction: CollectionView.ScrollDirection = .vertical) -> (LayoutHarness, CollectionViewCompositionalLayout) {
        let item = CollectionLayoutItem(layoutSize: .size(.absolute(5), .absolute(2)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(5), .absolute(2)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        return (LayoutHarness(layout, counts: [count], width: 40, height: 10), layout)
    }

    // 1. The compositional layout ignores the collection view's contentInset (the flow layout honours it).
    @Test func compositionalHonoursContentInset() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let harness = LayoutHarness(layout, counts: [5], width: 20, height: 10)
        harness.view.contentInset = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        harness.view.layoutIfNeeded()
        #expect(harness.item(0)?.width == 16)                                               // is 20
        #expect(harness.view.maximumContentOffset.x == harness.view.minimumContentOffset.x) // 2 vs -2: scrolls sideways
    }

    // 2. Every draw of an orthogonal section scans all its frames (orthogonalBand is O(n)).
    @Test func drawingACarouselIsNotLinearInItsItems() {
        func cost(_ count: Int) -> TimeInterval {
            let (harness, _) = Self.carousel(count)
            var canvas = Canvas(width: 40, height: 10)
            harness.view.render(into: &canvas, at: .zero)
            let start = Date()
            for _ in 0..<5 { harness.view.setNeedsDisplay(); harness.view.render(into: &canvas, at: .zero) }
            return Date().timeIntervalSince(start)
        }
        let small = cost(100)
        let large = cost(1_000_000)
        #expect(large < max(small * 20, 0.05), "100 items: \(small) s, 1,000,000 items: \(large) s")
    }

    // 3. Orthogonal sections in a horizontal layout: reveal/band/scroll only look at x.
    @Test func horizontalLayoutCarouselRevealsItsItems() {
        let (harness, layout) = Self.carousel(20, direction: .horizontal)
        harness.view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        let frame = harness.item(10)!
        #expect(harness.view.bounds.contains(frame), "\(frame) not in \(harness.view.bounds)")
        // The band is the section's column, as tall as the view (is 0,0,40,40).
        #expect(layout.orthogonalBand(section: 0)?.frame == rect(0, 0, 5, 10))
    }

    // 4. ListContentView draws differently from what it measured: a self-sized view cuts its text.
    @Test func fittingSizeShowsEverything() {
        for text in ["   abcdef", "abcdef   "] {
            var configuration = ListContentConfiguration.cell()
            configuration.text = text
            let view = ListContentView(configuration: configuration)
            let size = view.sizeThatFits(CGSize(width: 8, height: CGFloat.greatestFiniteMagnitude))
            #expect(size == CGSize(width: 8, height: 1))
            view.frame = CGRect(origin: .zero, size: size)
            var canvas = Canvas(width: 8, height: 1)
            view.render(into: &canvas, at: .zero)
            #expect(canvas.lines[0] == " abcdef ", "\(text.debugDescription) drawn as \(canvas.lines[0].debugDescription)")
        }
    }

    // 5. Mutating the (class) configuration neither invalidates nor is ignored: queries mix axes.
    @Test func mutatingConfigurationInvalidatesTheLayout() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let harness = LayoutHarness(layout, counts: [3, 3], width: 20, height: 10)
        layout.configuration.interSectionSpacing = 2
        #expect(layout.needsPrepare)
        #expect(harness.item(0, 1) == rect(0, 5, 20, 1))     // stays (0, 3): stale
        layout.configuration.scrollDirection = .horizontal
        let beforeInvalidation = harness.item(0, 1)           // (3, 0, 20, 1): y-offsets read as x
        layout.invalidateLayout()
        #expect(beforeInvalidation == harness.item(0, 1))    // (60, 0, 20, 1)
    }

    // 6. LineBreakMode promises breaks either side of a wide character; only spaces break.
    @Test func wrapsEitherSideOfWideCharacters() {
        #expect(TerminalText.wrapped("漢abcd", toColumns: 4) == ["漢", "abcd"])    // is ["漢ab", "cd"]
    }
}
