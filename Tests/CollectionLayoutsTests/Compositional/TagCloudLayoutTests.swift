import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import PropertyBased
import Testing
import ViewTestSupport

/// A horizontal group repeating one item of estimated width (a tag cloud): once cells report
/// their sizes, each row holds the items that fit at their reported widths.
@MainActor
@Suite struct TagCloudLayoutTests {
    /// A tag cloud: items estimated `estimate` wide and 1 high in rows `width` wide less the
    /// section's insets, `spacing` apart across and `groupSpacing` apart down.
    static func cloud(
        estimate: CGFloat = 4, spacing: CGFloat = 1, groupSpacing: CGFloat = 1,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 1)
    ) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .size(.estimated(estimate), .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .estimated(1)), subitems: [item])
        group.interItemSpacing = .fixed(spacing)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = groupSpacing
        section.contentInsets = insets
        return CollectionViewCompositionalLayout(section: section)
    }

    static func report(_ sizes: [CGSize], to layout: CollectionViewCompositionalLayout) -> [Diagnostic] {
        Diagnostics.collect {
            for (item, size) in sizes.enumerated() {
                layout.invalidateEstimatedSize(size, forItemAt: IndexPath(item: item, section: 0))
            }
        }.1
    }

    @Test func itemsReportedWithoutWidthShareARow() {
        let layout = Self.cloud()
        let cloud = LayoutHarness(layout, counts: [4], width: 14)
        // Two empty items, then 5 and 6 wide: 0 + 1 + 0 + 1 + 5 = 7 in the row of 12, and 6
        // more (with its gap) would reach 14.
        let sizes = [CGSize(width: 0, height: 1), CGSize(width: 0, height: 1), CGSize(width: 5, height: 1), CGSize(width: 6, height: 1)]
        let diagnostics = Self.report(sizes, to: layout)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(cloud.item(0) == rect(1, 1, 0, 1))
        #expect(cloud.item(1) == rect(2, 1, 0, 1))
        #expect(cloud.item(2) == rect(3, 1, 5, 1))
        #expect(cloud.item(3) == rect(1, 3, 6, 1))
    }

    @Test func rowsHoldTheItemsThatFitAtTheirReportedWidths() {
        let layout = Self.cloud()
        // 14 wide less insets of 1 on each side: rows 12 wide.
        let cloud = LayoutHarness(layout, counts: [5], width: 14)
        // Estimates: 4 + 1 + 4 = 9, another 5 would reach 14: two a row.
        #expect(cloud.item(1) == rect(6, 1, 4, 1))
        #expect(cloud.item(2) == rect(1, 3, 4, 1))
        // Widths 3, 5, 2, 8, 4: 3 + 1 + 5 + 1 + 2 = 12 fills row 0; 8 + 1 + 4 = 13 does not fit.
        let heights: [CGFloat] = [1, 3, 2, 1, 2]
        let sizes = zip([3, 5, 2, 8, 4] as [CGFloat], heights).map { CGSize(width: $0, height: $1) }
        let diagnostics = Self.report(sizes, to: layout)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(cloud.item(0) == rect(1, 1, 3, 1))
        #expect(cloud.item(1) == rect(5, 1, 5, 3))
        #expect(cloud.item(2) == rect(11, 1, 2, 2))
        // Row 0 is 3 high (its tallest item), then a gap of 1.
        #expect(cloud.item(3) == rect(1, 5, 8, 1))
        #expect(cloud.item(4) == rect(1, 7, 4, 2))
        // The last row ends at 9, then the bottom inset.
        #expect(layout.collectionViewContentSize == CGSize(width: 14, height: 11))
        // Queries see the rows.
        #expect(cloud.elements(in: rect(0, 5, 14, 1)) == ["cell - [0, 3] 1.0,5.0,8.0,1.0 z0"])
        #expect(cloud.elements(in: rect(12, 0, 2, 2)) == ["cell - [0, 2] 11.0,1.0,2.0,2.0 z0"])
    }

    @Test func rowsReflowWhenASizeChanges() {
        let layout = Self.cloud()
        let cloud = LayoutHarness(layout, counts: [5], width: 14)
        _ = Self.report([3, 5, 2, 8, 4].map { CGSize(width: $0, height: 1) }, to: layout)
        #expect(cloud.item(3) == rect(1, 3, 8, 1))
        // Item 0 grows to 6: 6 + 1 + 5 = 12 fills row 0; 2 + 1 + 8 = 11 is row 1; 4 is row 2.
        #expect(layout.invalidateEstimatedSize(CGSize(width: 6, height: 1), forItemAt: IndexPath(item: 0, section: 0)))
        #expect(cloud.item(0) == rect(1, 1, 6, 1))
        #expect(cloud.item(1) == rect(8, 1, 5, 1))
        #expect(cloud.item(2) == rect(1, 3, 2, 1))
        #expect(cloud.item(3) == rect(4, 3, 8, 1))
        #expect(cloud.item(4) == rect(1, 5, 4, 1))
        #expect(layout.collectionViewContentSize.height == 8)
        // A new prepare at the same size keeps the reported sizes.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(cloud.item(3) == rect(4, 3, 8, 1))
    }

    @Test func flexibleSpacingSpreadsEachRow() {
        // As Custom Configurations writes it: a flexible spacing of at least 1.
        let item = CollectionLayoutItem(layoutSize: .size(.estimated(4), .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .estimated(1)), subitems: [item])
        group.interItemSpacing = .flexible(1)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let cloud = LayoutHarness(layout, counts: [4], width: 12)
        // 2 + 1 + 3 = 6 and 8 more would reach 15: row 0 is [2, 3], its 6 spare columns before
        // the 3; 8 + 1 + 4 = 13: rows [8] and [4], each alone at the leading edge.
        let diagnostics = Self.report([2, 3, 8, 4].map { CGSize(width: $0, height: 1) }, to: layout)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(cloud.item(0) == rect(0, 0, 2, 1))
        #expect(cloud.item(1) == rect(9, 0, 3, 1))
        #expect(cloud.item(2) == rect(0, 1, 8, 1))
        #expect(cloud.item(3) == rect(0, 2, 4, 1))
    }

    @Test func anItemWiderThanTheRowHasARowOfItsOwnClippedToIt() {
        let layout = Self.cloud(insets: .zero)
        let cloud = LayoutHarness(layout, counts: [3], width: 12)
        let diagnostics = Self.report(
            [CGSize(width: 2, height: 1), CGSize(width: 20, height: 2), CGSize(width: 3, height: 1)], to: layout)
        #expect(cloud.item(0) == rect(0, 0, 2, 1))
        #expect(cloud.item(1) == rect(0, 2, 12, 2))
        #expect(cloud.item(2) == rect(0, 5, 3, 1))
        #expect(diagnostics.map(\.kind) == ["itemDoesNotFit"])
    }

    @Test func unreportedItemsKeepTheirEstimates() {
        let layout = Self.cloud(insets: .zero)
        let cloud = LayoutHarness(layout, counts: [4], width: 12)
        // Item 0 reports 10: alone in row 0 (10 + 1 + 4 > 12); items 1 and 2 at 4 share row 1.
        #expect(layout.invalidateEstimatedSize(CGSize(width: 10, height: 1), forItemAt: IndexPath(item: 0, section: 0)))
        #expect(cloud.item(0) == rect(0, 0, 10, 1))
        #expect(cloud.item(1) == rect(0, 2, 4, 1))
        #expect(cloud.item(2) == rect(5, 2, 4, 1))
        #expect(cloud.item(3) == rect(0, 4, 4, 1))
    }

    @Test func nestedGroupsStillKeepTheirItemCount() {
        let item = CollectionLayoutItem(layoutSize: .size(.estimated(4), .estimated(1)))
        let inner = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .estimated(1)), subitems: [item])
        let outer = CollectionLayoutGroup.vertical(layoutSize: .size(.fractionalWidth(1), .estimated(1)), subitems: [inner])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: outer))
        let grid = LayoutHarness(layout, counts: [4], width: 12)
        // Three estimates fill a row; 8 + 4 would leave room for two.
        let (_, diagnostics) = Diagnostics.collect {
            layout.invalidateEstimatedSize(CGSize(width: 8, height: 1), forItemAt: IndexPath(item: 0, section: 0))
        }
        #expect(diagnostics.map(\.kind) == ["estimatedSizeChangesGroup"])
        #expect(grid.item(0) == rect(0, 0, 4, 1))
    }

    @Test func columnsOfAHorizontallyScrollingSectionFlowToo() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = CollectionLayoutItem(layoutSize: .size(.estimated(2), .estimated(2)))
        let group = CollectionLayoutGroup.vertical(layoutSize: .size(.estimated(2), .fractionalHeight(1)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let columns = LayoutHarness(layout, counts: [4], width: 40, height: 6)
        #expect(columns.item(3) == rect(2, 0, 2, 2))
        // Heights 4, 3, 1, 5 in columns 6 high: [4], [3, 1], [5]; each column as wide as its widest.
        let diagnostics = Self.report(
            [CGSize(width: 2, height: 4), CGSize(width: 3, height: 3), CGSize(width: 1, height: 1), CGSize(width: 2, height: 5)],
            to: layout)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(columns.item(0) == rect(0, 0, 2, 4))
        #expect(columns.item(1) == rect(2, 0, 3, 3))
        #expect(columns.item(2) == rect(2, 3, 1, 1))
        #expect(columns.item(3) == rect(5, 0, 2, 5))
        #expect(layout.collectionViewContentSize == CGSize(width: 7, height: 6))
    }

    @Test func estimatesInPointsAreWholeColumns() {
        // 44 points are 6 columns at the standard scale (8 points a column): two to a row of 12
        // with a spacing of 0; reported sizes are cells.
        let layout = Self.cloud(estimate: 44, spacing: 0, groupSpacing: 0, insets: .zero)
        layout.pointScale = .standard
        let cloud = LayoutHarness(layout, counts: [3], width: 12)
        #expect(cloud.item(1)?.minX == 6)
        #expect(cloud.item(2)?.minX == 0)
        _ = Self.report([CGSize(width: 3, height: 1), CGSize(width: 3, height: 1), CGSize(width: 5, height: 1)], to: layout)
        #expect(cloud.item(2) == rect(6, 0, 5, 1))
    }

    // MARK: Properties

    /// Reports in any order, some repeated with new sizes, give the frames of the whole section
    /// laid out again with the same reported sizes.
    @Test func reflowingFromTheReportedItemEqualsLayingEverythingOut() async {
        await propertyCheck(count: 200, input: Self.inputs) { numbers in
            let width = CGFloat(6 + numbers[0] % 40)
            let count = 1 + numbers[1] % 25
            let layout = Self.cloud(
                estimate: CGFloat(1 + numbers[2] % 8), spacing: CGFloat(numbers[3] % 3), groupSpacing: CGFloat(numbers[4] % 2))
            let cloud = LayoutHarness(layout, counts: [count], width: width)
            for step in 0..<30 {
                let item = numbers[5 + step % 35] % count
                let size = CGSize(width: CGFloat(1 + (numbers[5 + step] * (step + 1)) % Int(width + 3)), height: CGFloat(1 + (numbers[6 + step] + step) % 3))
                _ = Diagnostics.collect { layout.invalidateEstimatedSize(size, forItemAt: IndexPath(item: item, section: 0)) }
                let frames = (0..<count).map { cloud.item($0) }
                let contentSize = layout.collectionViewContentSize
                let visible = cloud.elements(in: rect(0, 0, width, 12))
                _ = Diagnostics.collect {
                    layout.invalidateLayout()
                    layout.prepareIfNeeded()
                }
                #expect((0..<count).map { cloud.item($0) } == frames, "step \(step): item \(item) reported \(size)")
                #expect(layout.collectionViewContentSize == contentSize)
                #expect(cloud.elements(in: rect(0, 0, width, 12)) == visible)
            }
        }
    }

    nonisolated static let inputs = Gen.int(in: 0...1000).array(of: 40)

    @Test func rowsAreMaximalOrderedAndInside() async {
        await propertyCheck(count: 200, input: Self.inputs) { numbers in
            let width = CGFloat(6 + numbers[0] % 60)
            let spacing = CGFloat(numbers[1] % 3)
            let count = 1 + numbers[2] % 30
            let layout = Self.cloud(
                estimate: CGFloat(1 + numbers[3] % 8), spacing: spacing, groupSpacing: CGFloat(numbers[4] % 2), insets: .zero)
            let cloud = LayoutHarness(layout, counts: [count], width: width)
            let sizes = (0..<count).map {
                CGSize(width: CGFloat(1 + numbers[5 + $0] % Int(width + 5)), height: CGFloat(1 + numbers[6 + $0] % 3))
            }
            let diagnostics = Self.report(sizes, to: layout)
            let frames = (0..<count).compactMap { cloud.item($0) }
            #expect(frames.count == count)
            #expect(diagnostics.allSatisfy { $0.kind == "itemDoesNotFit" }, "\(diagnostics)")
            // Rows: runs of items with one top edge.
            var rows: [[Int]] = []
            for (item, frame) in frames.enumerated() {
                if let last = rows.last?.last, frames[last].minY == frame.minY { rows[rows.count - 1].append(item) }
                else { rows.append([item]) }
            }
            for (r, row) in rows.enumerated() {
                for (position, item) in row.enumerated() {
                    let frame = frames[item]
                    let alone = row.count == 1
                    // Its reported width, or clipped to the row when alone and wider.
                    let expectedWidth = alone ? min(sizes[item].width, width) : sizes[item].width
                    #expect(frame.width == expectedWidth && frame.height == sizes[item].height, "item \(item) \(frame)")
                    #expect(frame.minX >= 0 && frame.maxX <= width, "item \(item) \(frame) outside \(width)")
                    if position > 0 {
                        // Left to right, one spacing after the previous item.
                        #expect(frame.minX == frames[row[position - 1]].maxX + spacing, "item \(item)")
                    } else {
                        #expect(frame.minX == 0)
                    }
                }
                // Maximal: the next row's first item would not have fitted.
                if r + 1 < rows.count {
                    let end = frames[row.last!].maxX
                    #expect(end + spacing + sizes[rows[r + 1][0]].width > width, "row \(r) could hold item \(rows[r + 1][0])")
                    // Rows below, past the tallest item of this one.
                    let bottom = row.map { frames[$0].maxY }.max()!
                    #expect(frames[rows[r + 1][0]].minY == bottom + CGFloat(numbers[4] % 2))
                }
            }
            // Row-major order and no overlaps.
            #expect(rows.flatMap { $0 } == Array(0..<count))
            for a in 0..<count {
                for b in (a + 1)..<count where frames[a].intersects(frames[b]) {
                    let overlap = frames[a].intersection(frames[b])
                    #expect(overlap.width == 0 || overlap.height == 0, "items \(a) and \(b) overlap")
                }
            }
        }
    }
}
