import CollectionCore
import Foundation
import PropertyBased
import TestSupport
import Testing
import UITestSupport
import ViewTestSupport

/// Layouts written in points (PointScale): what a ported screen's sizes become, that lengths
/// written alike are drawn alike (whole cells), and that code written in cells is unchanged.
@MainActor
@Suite struct PointScaleTests {
    /// Apple's Grid: items a fifth of the width wide, groups a fifth of the width tall.
    func gridLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func theGridShowsFiveNearSquareItemsPerRowAt80Columns() {
        let layout = gridLayout()
        layout.pointScale = .standard
        let harness = LayoutHarness(layout, counts: [20], width: 80, height: 24)
        let firstRow = (0..<5).compactMap { harness.item($0) }
        #expect(firstRow.map(\.width) == [16, 16, 16, 16, 16])
        #expect(firstRow.map(\.minX) == [0, 16, 32, 48, 64])
        // 128 points tall: 7.5 rows, snapped down to 7 for every row (they were 8 and 7 in
        // turn); the rows tile.
        let heights = stride(from: 0, to: 20, by: 5).compactMap { harness.item($0)?.height }
        #expect(heights == [7, 7, 7, 7])
        for row in 0..<3 {
            #expect(harness.item(row * 5)?.maxY == harness.item(row * 5 + 5)?.minY)
        }
        // Without the scale the same layout makes items 16 rows tall.
        let cells = LayoutHarness(gridLayout(), counts: [20], width: 80, height: 24)
        #expect(cells.item(0) == CGRect(x: 0, y: 0, width: 16, height: 16))
    }

    @Test func fortyFourPointRowsAreTwoOrThreeRowsAndSmallInsetsZeroOrOneCell() {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.pointScale = .standard
        let harness = LayoutHarness(layout, counts: [30], width: 80, height: 24)
        for index in 0..<30 {
            guard let frame = harness.item(index) else { Issue.record("no item \(index)"); continue }
            // The group is 44 points (2.6 rows): 3 rows; 5-point insets are 0.3 rows: none.
            #expect(frame.height == 3, "item \(index): \(frame)")
            // 10 points (1.25 columns) then 5 (0.6) from the leading edge: one column each.
            #expect(frame.minX == 2)
            #expect(frame.maxX == 78)
        }
        let groupOrigins = (0..<30).compactMap { harness.item($0)?.minY }
        let steps = zip(groupOrigins.dropFirst(), groupOrigins).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 == 3 })
    }

    @Test func sectionProvidersSeeTheContainerInPoints() {
        var widths: [CGFloat] = []
        let layout = CollectionViewCompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let columns = environment.container.effectiveContentSize.width > 800 ? 3 : 2
            let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: .size(.fractionalWidth(1), .absolute(44)), subitem: item, count: columns)
            return CollectionLayoutSection(group: group)
        }
        layout.pointScale = .standard
        let narrow = LayoutHarness(layout, counts: [6], width: 80, height: 24)
        #expect(widths.last == 640)
        #expect(narrow.item(1)?.minX == 40)
        narrow.view.cellFrame = CGRect(x: 0, y: 0, width: 120, height: 40)
        layout.prepareIfNeeded()
        #expect(widths.last == 960)
        #expect(narrow.item(1)?.minX == 40)
        #expect(narrow.item(2)?.minX == 80)
    }

    @Test func theScaleComesFromTheLayoutTheCollectionViewOrTheGlobalDefault() {
        PointScale.withCurrent(.standard) {
            let global = LayoutHarness(gridLayout(), counts: [5])
            #expect(global.item(0)?.height == 7)
            let layout = gridLayout()
            layout.pointScale = .cells
            let own = LayoutHarness(layout, counts: [5])
            #expect(own.item(0)?.height == 16)
        }
        let layout = gridLayout()
        let harness = LayoutHarness(layout, counts: [5])
        #expect(harness.item(0)?.height == 16)
        harness.view.pointScale = .standard
        layout.prepareIfNeeded()
        #expect(harness.item(0)?.height == 7)
        harness.view.pointScale = nil
        layout.prepareIfNeeded()
        #expect(harness.item(0)?.height == 16)
    }

    @Test func listSectionsKeepTheirRowsButReadTheirHeaderPaddingAsPoints() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        let plain = CollectionViewCompositionalLayout.list(using: configuration)
        plain.pointScale = .standard
        let rows = LayoutHarness(plain, counts: [3, 3])
        // Rows stay one row (the estimate, until cells report their size) with a separator row
        // between them: three rows take five, and the next section follows at once.
        #expect(rows.item(0) == CGRect(x: 0, y: 0, width: 80, height: 1))
        #expect(rows.item(0, 1)?.minY == 5)
        configuration.headerTopPadding = 34
        let padded = CollectionViewCompositionalLayout.list(using: configuration)
        padded.pointScale = .standard
        let harness = LayoutHarness(padded, counts: [3, 3])
        // 34 points above each section: two rows.
        #expect(harness.item(0)?.minY == 2)
        #expect(harness.item(0, 1)?.minY == 9)
    }

    @Test func badScalesAreReportedAndCountAsCells() {
        let (scale, reports) = Diagnostics.collect { PointScale(pointsPerColumn: 0, pointsPerRow: .nan) }
        #expect(scale == .cells)
        #expect(reports.map(\.kind) == ["invalidPointScale", "invalidPointScale"])
    }

    @Test func flowLayoutSizesInPoints() {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 120, height: 44)
        flow.minimumInteritemSpacing = 8
        flow.minimumLineSpacing = 17
        flow.sectionInset = EdgeInsets(top: 17, left: 16, bottom: 0, right: 16)
        flow.pointScale = .standard
        let harness = LayoutHarness(flow, counts: [10], width: 80, height: 24)
        // 15 columns by 3 rows (2.6), one column apart, one row between lines; two columns of inset.
        let first = harness.item(0)
        #expect(first?.minX == 2)
        #expect(first?.minY == 1)
        #expect(first?.width == 15)
        #expect(first?.height == 3)
        // Every item and line alike.
        let frames = (0..<10).compactMap { harness.item($0) }
        #expect(Set(frames.map(\.size)).count == 1)
        let second = harness.item(1)
        #expect((second?.minX ?? 0) > (first?.maxX ?? 0))
    }

    // MARK: Properties

    /// A random grid written in points: columns, a group height, section insets, spacings.
    static let grids = Gen.int(in: 0...1000).array(of: 7)

    static func gridLayout(_ numbers: [Int]) -> (CollectionViewCompositionalLayout, columns: Int, width: CGFloat) {
        let columns = 1 + numbers[0] % 9
        let height = CGFloat(8 + numbers[1] % 120)
        let inset = CGFloat(numbers[2] % 30)
        let width = CGFloat(10 + numbers[3] % 190)
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .size(.fractionalWidth(1), numbers[4] % 2 == 0 ? .absolute(height) : .fractionalWidth(1 / CGFloat(columns))),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return (CollectionViewCompositionalLayout(section: section), columns, width)
    }

    @Test func equalItemsAreEqualAndRowsTile() async {
        await propertyCheck(count: 150, input: Self.grids) { numbers in
            let (layout, columns, width) = Self.gridLayout(numbers)
            let scale = PointScale(pointsPerColumn: CGFloat(6 + numbers[5] % 5), pointsPerRow: CGFloat(14 + numbers[6] % 6))
            layout.pointScale = scale
            let count = columns * 4
            let harness = LayoutHarness(layout, counts: [count], width: width, height: 24)
            let frames = (0..<count).compactMap { harness.item($0) }
            #expect(frames.count == count)
            let inset = CGFloat(numbers[2] % 30)
            let leading = scale.wholeColumns(inset)
            // Items under a cell long keep their exact place (the documented exception).
            let itemWidth = (width - 2 * leading) / CGFloat(columns)
            let fractionalHeight = numbers[4] % 2 != 0
            let itemHeight = fractionalHeight ? itemWidth * scale.pointsPerColumn / scale.pointsPerRow : 1
            guard itemWidth >= 1, itemHeight >= 1, !frames.isEmpty else { return }
            for (index, frame) in frames.enumerated() {
                // Whole cells, one size for every item.
                #expect(frame.minX == frame.minX.rounded() && frame.maxY == frame.maxY.rounded())
                #expect(frame.size == frames[0].size, "\(numbers): item \(index) \(frame), item 0 \(frames[0])")
                if index % columns < columns - 1 {
                    // Neighbours in a row: no overlap, and at most the one column a fraction
                    // left over between them.
                    let gap = frames[index + 1].minX - frame.maxX
                    #expect(gap >= 0 && gap <= 1, "\(numbers): \(index) and its right neighbour")
                    #expect(frame.minY == frames[index + 1].minY)
                }
                if index + columns < count {
                    // Rows tile: no gap, no overlap.
                    #expect(frame.maxY == frames[index + columns].minY, "\(numbers): \(index) and the one below")
                }
                // Inside the section's insets, whole columns each.
                #expect(frame.minX >= leading && frame.maxX <= width - leading, "\(numbers): \(index) \(frame)")
            }
            // The first column starts at the inset.
            #expect(frames[0].minX == leading)
        }
    }

    @Test func withoutAScaleOrWithOnePointPerCellNothingChanges() async {
        await propertyCheck(count: 100, input: Self.grids) { numbers in
            let count = 20
            let plain = LayoutHarness(Self.gridLayout(numbers).0, counts: [count], width: CGFloat(10 + numbers[3] % 190), height: 24)
            let (layout, _, width) = Self.gridLayout(numbers)
            layout.pointScale = .cells
            let cells = LayoutHarness(layout, counts: [count], width: width, height: 24)
            for index in 0..<count {
                #expect(plain.item(index) == cells.item(index))
            }
            #expect(plain.layout.collectionViewContentSize == cells.layout.collectionViewContentSize)
        }
    }
}
