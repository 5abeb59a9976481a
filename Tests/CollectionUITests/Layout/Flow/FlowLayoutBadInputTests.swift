import CollectionCore
import Foundation
import Testing

@MainActor
@Suite struct FlowLayoutBadInputTests {
    /// Items 15 wide in a 10-wide view are narrowed to 10, one per line.
    @Test func itemsWiderThanTheContainerAreClamped() {
        let (fixture, diagnostics) = Diagnostics.collect {
            FlowFixture(size: CGSize(width: 10, height: 5), counts: [2]) {
                $0.itemSize = CGSize(width: 15, height: 1)
                $0.minimumLineSpacing = 0
            }
        }
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(fixture.item(1) == CGRect(x: 0, y: 1, width: 10, height: 1))
        #expect(diagnostics.map(\.kind) == ["itemTooLarge"])
    }

    /// A zero-width view: items keep their height but get no width, so none is visible.
    @Test func zeroWidthContainer() {
        let (fixture, diagnostics) = Diagnostics.collect {
            FlowFixture(size: CGSize(width: 0, height: 5), counts: [3]) {
                $0.itemSize = CGSize(width: 4, height: 1)
                $0.minimumLineSpacing = 0
            }
        }
        #expect(fixture.item(2) == CGRect(x: 0, y: 2, width: 0, height: 1))
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 0, height: 3))
        #expect(fixture.collectionView.layoutAttributesForVisibleElements().isEmpty)
        #expect(diagnostics.map(\.kind) == ["zeroWidthContainer"])
    }

    @Test func negativeAndNonFiniteValuesCountAsZero() {
        let (fixture, diagnostics) = Diagnostics.collect {
            FlowFixture(size: CGSize(width: 10, height: 5), counts: [2, 1]) {
                $0.itemSize = CGSize(width: -3, height: CGFloat.nan)
                $0.minimumLineSpacing = -2
                $0.minimumInteritemSpacing = .infinity
                $0.sectionInset = EdgeInsets(top: -1, left: .nan, bottom: 0, right: 0)
                $0.headerReferenceSize = CGSize(width: 0, height: -4)
            }
        }
        #expect(fixture.item(1) == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(fixture.item(0, 1) == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(fixture.header(0) == nil)
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 10, height: 0))
        // Each kind is reported once per prepare.
        #expect(diagnostics.map(\.kind).sorted() == ["negativeLength", "nonFiniteValue"])
        #expect(diagnostics.allSatisfy { $0.domain == "layout" })
    }

    /// Insets of 8 + 8 in a 10-wide view are reduced to 8 + 2.
    @Test func insetsWiderThanTheContainerAreReduced() {
        let (fixture, diagnostics) = Diagnostics.collect {
            FlowFixture(size: CGSize(width: 10, height: 5), counts: [1]) {
                $0.itemSize = CGSize(width: 4, height: 1)
                $0.sectionInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
            }
        }
        #expect(fixture.item(0) == CGRect(x: 8, y: 0, width: 0, height: 1))
        #expect(diagnostics.map(\.kind).contains("insetsExceedContainer"))
    }

    @Test func badQueriesAnswerNothing() {
        let fixture = FlowFixture(size: CGSize(width: 10, height: 5), counts: [2]) { _ in }
        #expect(fixture.item(5) == nil)
        #expect(fixture.item(0, 3) == nil)
        #expect(fixture.item(-1) == nil)
        #expect(fixture.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))?.isEmpty == true)
        let (_, diagnostics) = Diagnostics.collect {
            fixture.layout.setMeasuredSize(CGSize(width: 1, height: 1), forItemAt: IndexPath(item: 9, section: 0))
            fixture.layout.setMeasuredSize(CGSize(width: -1, height: 1), forItemAt: IndexPath(item: 0, section: 0))
        }
        #expect(diagnostics.map(\.kind) == ["invalidIndexPath", "invalidItemSize"])
    }

    @Test func withoutCollectionViewTheLayoutIsEmpty() {
        let layout = CollectionViewFlowLayout()
        layout.prepareIfNeeded()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100))?.isEmpty == true)
    }
}
