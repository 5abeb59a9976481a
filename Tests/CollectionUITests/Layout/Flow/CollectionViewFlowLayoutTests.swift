import CollectionCore
import Foundation
import Testing

@MainActor
@Suite struct CollectionViewFlowLayoutTests {
    /// 7 items of 4 × 2 in a 20-wide view, 1 between items and lines.
    /// A line holds 4 items (4 + 3 × 5 = 19 ≤ 20). Line 0 has 1 cell to spare, given to the
    /// first gap: x = 0, 6, 11, 16. The last line keeps those gaps: x = 0, 6, 11 at y = 2 + 1.
    @Test func verticalGridJustifiesFullLinesAndAlignsTheLastOne() {
        let fixture = FlowFixture(size: CGSize(width: 20, height: 10), counts: [7]) {
            $0.itemSize = CGSize(width: 4, height: 2)
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 1
        }
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 4, height: 2), CGRect(x: 6, y: 0, width: 4, height: 2),
            CGRect(x: 11, y: 0, width: 4, height: 2), CGRect(x: 16, y: 0, width: 4, height: 2),
            CGRect(x: 0, y: 3, width: 4, height: 2), CGRect(x: 6, y: 3, width: 4, height: 2),
            CGRect(x: 11, y: 3, width: 4, height: 2),
        ]
        #expect((0..<7).map { fixture.item($0) } == expected)
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 20, height: 5))
        #expect(fixture.collectionView.contentSize == CGSize(width: 20, height: 5))
    }

    /// Items join a line while they fit with the minimum spacing. 20 wide, widths 4, 4, 9, 9:
    /// 4 + 1 + 4 + 1 + 9 = 19 ≤ 20, so line 0 = [4, 4, 9] with 1 spare cell for the first gap
    /// (x = 0, 6, 11); the last 9 starts line 1.
    @Test func itemsJoinALineWhileTheyFit() {
        let fixture = FlowFixture(size: CGSize(width: 20, height: 10), counts: [4]) {
            $0.minimumInteritemSpacing = 1
            $0.sizeForItemAt = { CGSize(width: $0.item < 2 ? 4 : 9, height: 1) }
        }
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(fixture.item(1) == CGRect(x: 6, y: 0, width: 4, height: 1))
        #expect(fixture.item(2) == CGRect(x: 11, y: 0, width: 9, height: 1))
        #expect(fixture.item(3) == CGRect(x: 0, y: 1, width: 9, height: 1))
    }

    /// Two wide items per line, then a last line of two that no longer fit with the old gap.
    /// 20 wide: line 0 = [8, 8] (8 + 1 + 8 = 17, + 1 + 8 > 20): gap 1 + 3 = 4, x = 0, 12.
    /// Line 1 = [9, 9] (19): with the gap 4 it needs 22 > 20, so gap 1: x = 0, 10.
    @Test func lastLineGapsFallBack() {
        let fixture = FlowFixture(size: CGSize(width: 20, height: 10), counts: [4]) {
            $0.minimumInteritemSpacing = 1
            $0.sizeForItemAt = { CGSize(width: $0.item < 2 ? 8 : 9, height: 1) }
        }
        #expect(fixture.item(1) == CGRect(x: 12, y: 0, width: 8, height: 1))
        #expect(fixture.item(2) == CGRect(x: 0, y: 1, width: 9, height: 1))
        #expect(fixture.item(3) == CGRect(x: 10, y: 1, width: 9, height: 1))
    }

    /// Sections [3, 1] in a 12-wide view: items 4 × 1, spacing 1/0, insets 1 all round,
    /// header 2 tall, footer 1 tall. Available 10: two items per line (4 + 1 + 4 = 9).
    /// Section 0: header y 0..<2; lines at y 3 (x 1 and 1 + 4 + 2 = 7) and 4; bottom inset to 6;
    /// footer y 6..<7. Section 1 from 7: header 7..<9, item at y 10, footer 12..<13.
    @Test func headersFootersAndInsets() {
        let fixture = FlowFixture(size: CGSize(width: 12, height: 5), counts: [3, 1]) {
            $0.itemSize = CGSize(width: 4, height: 1)
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 0
            $0.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            $0.headerReferenceSize = CGSize(width: 99, height: 2)
            $0.footerReferenceSize = CGSize(width: 99, height: 1)
        }
        #expect(fixture.header(0) == CGRect(x: 0, y: 0, width: 12, height: 2))
        #expect(fixture.item(0) == CGRect(x: 1, y: 3, width: 4, height: 1))
        #expect(fixture.item(1) == CGRect(x: 7, y: 3, width: 4, height: 1))
        #expect(fixture.item(2) == CGRect(x: 1, y: 4, width: 4, height: 1))
        #expect(fixture.footer(0) == CGRect(x: 0, y: 6, width: 12, height: 1))
        #expect(fixture.header(1) == CGRect(x: 0, y: 7, width: 12, height: 2))
        #expect(fixture.item(0, 1) == CGRect(x: 1, y: 10, width: 4, height: 1))
        #expect(fixture.footer(1) == CGRect(x: 0, y: 12, width: 12, height: 1))
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 12, height: 13))

        // y 6..<8 shows section 0's footer and section 1's header, in that order.
        let hits = fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 6, width: 12, height: 2)) ?? []
        #expect(hits.map(\.representedElementKind) == [CollectionView.elementKindSectionFooter, CollectionView.elementKindSectionHeader])
        #expect(hits.map(\.indexPath.section) == [0, 1])
        #expect(hits.allSatisfy { $0.representedElementCategory == .supplementaryView })
    }

    /// Horizontal: a 10 × 5 view, items 3 × 2, 1 between items (down a column), 2 between
    /// columns, header 2 wide. Columns hold 2 items (2 + 1 + 2 = 5). Header x 0..<2 full height;
    /// columns at x 2, 2 + 3 + 2 = 7, 12; items at y 0 and 3.
    @Test func horizontalFlowFillsColumns() {
        let fixture = FlowFixture(size: CGSize(width: 10, height: 5), counts: [5]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 3, height: 2)
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 2
            $0.headerReferenceSize = CGSize(width: 2, height: 99)
        }
        #expect(fixture.header(0) == CGRect(x: 0, y: 0, width: 2, height: 5))
        #expect((0..<5).map { fixture.item($0) } == [
            CGRect(x: 2, y: 0, width: 3, height: 2), CGRect(x: 2, y: 3, width: 3, height: 2),
            CGRect(x: 7, y: 0, width: 3, height: 2), CGRect(x: 7, y: 3, width: 3, height: 2),
            CGRect(x: 12, y: 0, width: 3, height: 2),
        ])
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 15, height: 5))
        // x 8..<12 shows column 1 only (column 2 starts at 12).
        let hits = fixture.layout.layoutAttributesForElements(in: CGRect(x: 8, y: 0, width: 4, height: 5)) ?? []
        #expect(hits.map(\.indexPath.item) == [2, 3])
        // The collection view scrolls sideways up to 15 - 10 = 5.
        fixture.collectionView.setContentOffset(CGPoint(x: 50, y: 0), animated: false)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 5, y: 0))
    }

    /// Delegate sizes, with an item centred in a taller line. 10 wide, spacing 1/0:
    /// line 0 = [3 × 1, 3 × 3] (7; spare 3 → gap 4), tall 3: item 0 at y (3 - 1) / 2 = 1;
    /// line 1 = [8 × 2] at y 3. Section 1 has a left inset of 2 from the delegate.
    @Test func delegateSizesAndSectionInsets() {
        let delegate = SizesDelegate()
        delegate.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 3, height: 1),
            IndexPath(item: 1, section: 0): CGSize(width: 3, height: 3),
            IndexPath(item: 2, section: 0): CGSize(width: 8, height: 2),
            IndexPath(item: 0, section: 1): CGSize(width: 5, height: 1),
        ]
        delegate.insets = [1: EdgeInsets(top: 0, left: 2, bottom: 0, right: 0)]
        let fixture = FlowFixture(size: CGSize(width: 10, height: 5), counts: [3, 1]) {
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 0
            $0.delegate = delegate
        }
        #expect(fixture.item(0) == CGRect(x: 0, y: 1, width: 3, height: 1))
        #expect(fixture.item(1) == CGRect(x: 7, y: 0, width: 3, height: 3))
        #expect(fixture.item(2) == CGRect(x: 0, y: 3, width: 8, height: 2))
        #expect(fixture.item(0, 1) == CGRect(x: 2, y: 5, width: 5, height: 1))
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 10, height: 6))
    }

    /// The closure wins over the delegate; a data source that conforms is used as delegate.
    @Test func closureWinsOverDelegate() {
        let delegate = SizesDelegate()
        let fixture = FlowFixture(size: CGSize(width: 10, height: 5), counts: [2]) {
            $0.delegate = delegate
            $0.minimumLineSpacing = 0
            $0.sizeForItemAt = { _ in CGSize(width: 10, height: 2) }
        }
        #expect(fixture.item(1) == CGRect(x: 0, y: 2, width: 10, height: 2))
    }

    /// Estimated rows of 10 × 1 in two sections of 3; measuring item 1 at 3 tall moves only
    /// what follows it: section 0 = y 0, 1 (3 tall), 4; section 1 moves from 3 to 5.
    @Test func measuredSizeUpdatesThatItemAndWhatFollows() {
        let fixture = FlowFixture(size: CGSize(width: 10, height: 4), counts: [3, 3]) {
            $0.estimatedItemSize = CGSize(width: 10, height: 1)
            $0.minimumLineSpacing = 0
        }
        #expect(fixture.item(0, 1) == CGRect(x: 0, y: 3, width: 10, height: 1))
        let before = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        fixture.layout.setMeasuredSize(CGSize(width: 10, height: 3), forItemAt: IndexPath(item: 1, section: 0))
        #expect(!fixture.layout.needsPrepare)
        #expect(fixture.item(0) == before?.frame)
        #expect(fixture.item(1) == CGRect(x: 0, y: 1, width: 10, height: 3))
        #expect(fixture.item(2) == CGRect(x: 0, y: 4, width: 10, height: 1))
        #expect((0..<3).map { fixture.item($0, 1) } == [
            CGRect(x: 0, y: 5, width: 10, height: 1), CGRect(x: 0, y: 6, width: 10, height: 1),
            CGRect(x: 0, y: 7, width: 10, height: 1),
        ])
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 10, height: 8))
        // The collection view follows the new content size.
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 4))
        // The measurement survives a new prepare.
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.item(2) == CGRect(x: 0, y: 4, width: 10, height: 1))
        #expect(fixture.layout.measuredSize(forItemAt: IndexPath(item: 1, section: 0)) == CGSize(width: 10, height: 3))
    }

    /// In a grid, a narrower measurement lets the next item move up into the line.
    /// 11 wide, estimated 6 × 1, spacing 1: one item per line. Measuring item 0 at 4 × 1 makes
    /// line 0 = [4, 6] (11): x 0 and 5; item 2 moves to y 1.
    @Test func measuredSizeReflowsTheRestOfTheSection() {
        let fixture = FlowFixture(size: CGSize(width: 11, height: 4), counts: [3]) {
            $0.estimatedItemSize = CGSize(width: 6, height: 1)
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 0
        }
        #expect(fixture.item(2) == CGRect(x: 0, y: 2, width: 6, height: 1))
        fixture.layout.setMeasuredSize(CGSize(width: 4, height: 1), forItemAt: IndexPath(item: 0, section: 0))
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(fixture.item(1) == CGRect(x: 5, y: 0, width: 6, height: 1))
        #expect(fixture.item(2) == CGRect(x: 0, y: 1, width: 6, height: 1))
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 11, height: 2))
    }

    @Test func contentInsetNarrowsTheLayout() {
        let (fixture, first) = Diagnostics.collect {
            FlowFixture(size: CGSize(width: 12, height: 4), counts: [1]) {
                $0.sizeForItemAt = { _ in CGSize(width: 100, height: 1) }
            }
        }
        #expect(first.map(\.kind) == ["itemTooLarge"])
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 12, height: 1))
        let (_, diagnostics) = Diagnostics.collect {
            fixture.collectionView.contentInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 3)
            fixture.collectionView.layoutIfNeeded()
        }
        #expect(fixture.item(0) == CGRect(x: 0, y: 0, width: 8, height: 1))
        #expect(diagnostics.map(\.kind) == ["itemTooLarge"])
    }

    @Test func widthChangeInvalidatesHeightChangeDoesNot() {
        let fixture = FlowFixture(size: CGSize(width: 12, height: 4), counts: [1]) { _ in }
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 12, height: 9)
        #expect(!fixture.layout.needsPrepare)
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 13, height: 9)
        #expect(fixture.layout.needsPrepare)
    }
}
