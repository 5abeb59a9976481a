import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// Bad input never crashes: it gives an empty or clamped layout and a diagnostic.
@MainActor
@Suite struct BadInputLayoutTests {
    func layout(item: CollectionLayoutSize, group: CollectionLayoutSize, count: Int? = nil) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: item)
        let group = count.map { CollectionLayoutGroup.horizontal(layoutSize: group, subitem: item, count: $0) }
            ?? CollectionLayoutGroup.horizontal(layoutSize: group, subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func negativeAndNonFiniteSizesAreClamped() {
        for bad in [CGFloat(-1), .nan, .infinity, -.infinity] {
            let (frames, diagnostics) = Diagnostics.collect {
                let harness = LayoutHarness(
                    layout(item: .size(.fractionalWidth(0.5), .absolute(bad)), group: .size(.fractionalWidth(1), .absolute(1))),
                    counts: [4], width: 20)
                return (0..<4).map { harness.item($0) }
            }
            // Heights clamp to 0; widths are fine: two columns of 10.
            #expect(frames[1] == rect(10, 0, 10, 0))
            #expect(diagnostics.contains { $0.domain == "layout" && $0.kind == "invalidDimension" })
        }
    }

    @Test func zeroWidthItemsArePlacedOnce() {
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(layout(item: .size(.absolute(0), .absolute(1)), group: .size(.fractionalWidth(1), .absolute(1))),
                          counts: [3], width: 20)
        }
        #expect(diagnostics.contains { $0.kind == "zeroLengthItem" })
        // One item per group: three rows.
        #expect(harness.item(2) == rect(0, 2, 0, 1))
        #expect(harness.layout.layoutAttributesForElements(in: rect(0, 0, 20, 3))?.isEmpty == true)
    }

    /// A collection view without area yet (made with `frame: .zero`, sized later) is laid out
    /// silently: nothing is shown, and the zero lengths are not bad input.
    @Test func zeroWidthContainer() {
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(GridLayoutTests.gridLayout(), counts: [10], width: 0, height: 0)
        }
        #expect(diagnostics.isEmpty)
        #expect(harness.layout.layoutAttributesForElements(in: rect(0, 0, 100, 100))?.isEmpty == true)
        #expect(harness.layout.collectionViewContentSize.width == 0)
    }

    @Test func negativeAndNonFiniteContainer() {
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(GridLayoutTests.gridLayout(), counts: [10], width: -5, height: .nan)
        }
        // The collection view refuses such a frame before the layout sees it.
        #expect(diagnostics.contains { $0.domain == "scroll" && ["negativeSize", "nonFiniteValue"].contains($0.kind) })
        #expect(harness.layout.collectionViewContentSize.width == 0)
    }

    @Test func itemsThatCannotFitAreClipped() {
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(layout(item: .size(.absolute(50), .absolute(1)), group: .size(.fractionalWidth(1), .absolute(1))),
                          counts: [2], width: 40)
        }
        #expect(diagnostics.contains { $0.kind == "itemDoesNotFit" })
        #expect(harness.item(0) == rect(0, 0, 40, 1))
        #expect(harness.item(1) == rect(0, 1, 40, 1))
    }

    @Test func spacingLargerThanTheGroup() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.absolute(10), .absolute(1)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(20)
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), counts: [3], width: 10)
        }
        #expect(diagnostics.contains { $0.kind == "groupTooSmall" })
        #expect(harness.item(0)?.width == 0)
    }

    @Test func zeroAndNegativeCounts() {
        for count in [0, -3] {
            let (harness, diagnostics) = Diagnostics.collect {
                LayoutHarness(layout(item: .size(.fractionalWidth(1), .fractionalHeight(1)),
                                     group: .size(.fractionalWidth(1), .absolute(1)), count: count),
                              counts: [5], width: 10)
            }
            #expect(diagnostics.contains { $0.kind == "invalidCount" })
            #expect(harness.item(0) == nil)
            #expect(harness.layout.layoutAttributesForElements(in: rect(0, 0, 10, 10))?.isEmpty == true)
        }
    }

    @Test func providerReturningNil() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 1 ? nil : GridLayoutTests.gridLayoutSection()
        }
        let (harness, diagnostics) = Diagnostics.collect { LayoutHarness(layout, counts: [5, 5, 5], width: 10) }
        #expect(diagnostics.contains { $0.kind == "missingSection" && $0.message.contains("section 1") })
        #expect(harness.item(0, 1) == nil)
        // Section 2 follows section 0 directly.
        #expect(harness.item(0, 2) == rect(0, 1, 2, 1))
    }

    @Test func negativeInsetsAndSpacing() {
        let section = GridLayoutTests.gridLayoutSection()
        section.contentInsets = DirectionalEdgeInsets(top: -3, leading: .nan, bottom: 0, trailing: -1)
        section.interGroupSpacing = -4
        let (harness, diagnostics) = Diagnostics.collect {
            LayoutHarness(CollectionViewCompositionalLayout(section: section), counts: [10], width: 10)
        }
        #expect(diagnostics.contains { $0.kind == "invalidInsets" })
        #expect(diagnostics.contains { $0.kind == "invalidSpacing" })
        #expect(harness.item(5) == rect(0, 1, 2, 1))
    }

    @Test func emptyGroupsAndNonFiniteCustomFrames() {
        let empty = CollectionLayoutGroup.vertical(layoutSize: .size(.fractionalWidth(1), .absolute(1)), subitems: [])
        let custom = CollectionLayoutGroup.custom(layoutSize: .size(.fractionalWidth(1), .absolute(1))) { _ in
            [CollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))]
        }
        let layout = CollectionViewCompositionalLayout { index, _ in
            CollectionLayoutSection(group: index == 0 ? empty : custom)
        }
        let (harness, diagnostics) = Diagnostics.collect { LayoutHarness(layout, counts: [3, 2], width: 10) }
        #expect(diagnostics.contains { $0.kind == "emptyGroup" })
        #expect(diagnostics.contains { $0.kind == "invalidCustomFrame" })
        #expect(harness.item(0, 0) == nil)
        #expect(harness.item(1, 1) == rect(0, 1, 0, 0))
    }

    @Test func queriesWithBadArguments() {
        let harness = LayoutHarness(GridLayoutTests.gridLayout(), counts: [3], width: 20)
        let layout = harness.layout
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "nope", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "nope", at: IndexPath(item: 0, section: 9)) == nil)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))?.isEmpty == true)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5))?.count == 3)
        // A negative-size rect is standardised.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 20, y: 4, width: -20, height: -4))?.count == 3)
        // Orthogonal questions about a non-orthogonal or missing section.
        #expect(harness.layout is CollectionViewCompositionalLayout)
        let compositional = harness.layout as? CollectionViewCompositionalLayout
        #expect(compositional?.orthogonalContentSize(forSection: 5) == .zero)
        #expect(compositional?.targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: CGFloat.nan, y: 0), withScrollingVelocity: .zero, inSection: 0) == .zero)
    }

    @Test func layoutWithoutCollectionView() {
        let layout = GridLayoutTests.gridLayout()
        layout.prepareIfNeeded()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 10, 10))?.isEmpty == true)
    }
}
