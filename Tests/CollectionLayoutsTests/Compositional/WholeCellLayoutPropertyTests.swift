import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import PropertyBased
import Testing
import ViewTestSupport

/// The rule for layouts on character cells ("Layout on character cells" in the catalog), for
/// random compositional layouts written in cells and in points: items made from one item spec
/// are drawn the same size, nothing overlaps, everything stays inside the content width, rows
/// repeat at one stride, and edges fall on whole cells.
@MainActor
@Suite struct WholeCellLayoutPropertyTests {
    /// A random section: its shape, the scale it is written in, the width it is laid out at.
    struct Spec: CustomStringConvertible {
        enum Shape { case repeated, stacked, nested }
        var scale: PointScale?
        var width: CGFloat
        var shape: Shape
        var columns: Int
        var usesCount: Bool
        var groupHeight: CollectionLayoutDimension
        var itemInset: CGFloat
        var interItemSpacing: CGFloat?
        var sectionInset: CGFloat
        var interGroupSpacing: CGFloat
        var orthogonal: Bool
        var groupWidth: CGFloat
        var leadingFraction: CGFloat

        var description: String {
            "\(shape) \(columns) columns\(usesCount ? " (count)" : "") at \(width), \(scale.map(\.description) ?? "cells"), "
                + "group height \(groupHeight), item inset \(itemInset), spacing \(interItemSpacing.map { "\($0)" } ?? "-"), "
                + "section inset \(sectionInset), group spacing \(interGroupSpacing)"
                + (orthogonal ? ", orthogonal group width \(groupWidth)" : "")
                + (shape == .nested ? ", leading \(leadingFraction)" : "")
        }

        init(_ n: [Int]) {
            switch n[0] % 3 {
            case 0: scale = nil
            case 1: scale = .standard
            default: scale = PointScale(pointsPerColumn: CGFloat(6 + n[1] % 5), pointsPerRow: CGFloat(14 + n[2] % 6))
            }
            let points = scale != nil
            width = CGFloat(12 + n[3] % 190)
            shape = [Shape.repeated, .stacked, .nested][n[4] % 3]
            columns = 1 + n[5] % 8
            usesCount = n[6] % 2 == 0
            switch n[7] % 3 {
            case 0: groupHeight = .absolute(points ? CGFloat(8 + n[8] % 120) : CGFloat(1 + n[8] % 12))
            case 1: groupHeight = .fractionalWidth(1 / CGFloat(columns))
            default: groupHeight = .fractionalWidth(0.05 + CGFloat(n[8] % 50) / 100)
            }
            itemInset = n[9] % 3 == 0 ? CGFloat(n[10] % (points ? 12 : 3)) : 0
            interItemSpacing = n[11] % 3 == 0 ? CGFloat(n[12] % (points ? 20 : 3)) : nil
            sectionInset = CGFloat(n[13] % (points ? 30 : 4))
            interGroupSpacing = CGFloat(n[14] % (points ? 20 : 3))
            orthogonal = n[15] % 4 == 0
            groupWidth = orthogonal ? 0.3 + CGFloat(n[16] % 60) / 100 : 1
            leadingFraction = 0.2 + CGFloat(n[17] % 60) / 100
        }

        @MainActor func layout() -> CollectionViewCompositionalLayout {
            let group: CollectionLayoutGroup
            let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(groupWidth), heightDimension: groupHeight)
            switch shape {
            case .repeated, .stacked:
                var leaf = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
                leaf.contentInsets = DirectionalEdgeInsets(all: itemInset)
                if shape == .stacked {
                    let stacked = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1 / 3)))
                    stacked.contentInsets = DirectionalEdgeInsets(all: itemInset)
                    leaf = CollectionLayoutGroup.vertical(
                        layoutSize: .size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)), subitem: stacked, count: 3)
                }
                group = usesCount
                    ? CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: leaf, count: columns)
                    : CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [leaf])
                if let interItemSpacing { group.interItemSpacing = .fixed(interItemSpacing) }
            case .nested:
                let leading = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(leadingFraction), .fractionalHeight(1)))
                leading.contentInsets = DirectionalEdgeInsets(all: itemInset)
                let small = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.5)))
                small.contentInsets = DirectionalEdgeInsets(all: itemInset)
                let trailing = CollectionLayoutGroup.vertical(
                    layoutSize: .size(.fractionalWidth(1 - leadingFraction), .fractionalHeight(1)), subitem: small, count: 2)
                group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [leading, trailing])
            }
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(all: sectionInset)
            section.interGroupSpacing = interGroupSpacing
            if orthogonal { section.orthogonalScrollingBehavior = .continuous }
            let layout = CollectionViewCompositionalLayout(section: section)
            layout.pointScale = scale ?? .cells
            return layout
        }

        /// Whether some item is under a cell long (before snapping), across or down: such items
        /// keep their exact place (the documented exception) and are not checked by the rule.
        var hasItemsUnderACell: Bool {
            let columnPoints = scale?.pointsPerColumn ?? 1
            let rowPoints = scale?.pointsPerRow ?? 1
            func across(_ points: CGFloat) -> CGFloat { scale?.wholeColumns(points) ?? points }
            func down(_ points: CGFloat) -> CGFloat { scale?.wholeRows(points) ?? points }
            let container = max(0, width - 2 * across(sectionInset))
            let group = container * groupWidth
            let height: CGFloat
            if groupHeight.isAbsolute {
                height = scale?.wholeRows(groupHeight.dimension, keepsVisible: true) ?? groupHeight.dimension
            } else {
                height = container * groupHeight.dimension * columnPoints / rowPoints
            }
            let insetAcross = 2 * across(itemInset)
            let insetDown = 2 * down(itemInset)
            var widths: [CGFloat] = []
            var heights: [CGFloat] = []
            switch shape {
            case .repeated, .stacked:
                let spacing = across(interItemSpacing ?? 0)
                let count = CGFloat(columns)
                let spacings: CGFloat = spacing * (count - 1)
                let share: CGFloat = usesCount ? (group - spacings) / count : group / count
                widths = [share - insetAcross]
                heights = [shape == .stacked ? height / 3 - insetDown : height - insetDown]
            case .nested:
                widths = [group * leadingFraction - insetAcross, group * (1 - leadingFraction) - insetAcross]
                heights = [height - insetDown, height / 2 - insetDown]
            }
            return (widths + heights).contains { $0 < 1 + 1e-9 }
        }

        /// Which items must be the same size: the index of the item spec each item is made from.
        func role(ofItem item: Int) -> Int {
            shape == .nested ? (item % 3 == 0 ? 0 : 1) : 0
        }
    }

    nonisolated static let specs = Gen.int(in: 0...1000).array(of: 18)

    @Test func equalItemsAreEqualTileWithoutOverlapAndStayInside() async {
        await propertyCheck(count: 300, input: Self.specs) { numbers in
            checkEqualItemsTileInside(numbers)
        }
    }

    /// A case random inputs found: six items a third of a cell wide, two cells apart, in 12
    /// columns; the last one ended at 12.000000000000002, past the width, until edges a rounding
    /// error from a whole cell were put on it.
    @Test func thinItemsEndingAtTheEdgeStayInside() {
        checkEqualItemsTileInside([0, 0, 0, 0, 0, 509, 0, 0, 0, 0, 0, 0, 272, 0, 0, 1, 0, 0])
    }

    private func checkEqualItemsTileInside(_ numbers: [Int]) {
        let spec = Spec(numbers)
        let count = 24
        let harness = LayoutHarness(spec.layout(), counts: [count], width: spec.width, height: 24)
        let frames = (0..<count).compactMap { harness.item($0) }
        guard frames.count == count else {
            Issue.record("\(spec): \(frames.count) of \(count) items have frames")
            return
        }
        // Items under a cell long keep their exact place (the documented exception): they
        // cannot each have a cell of their own, so their rounded sizes may differ by a cell
        // and two may share a cell. The rule is checked where every item is a cell or more.
        let thin = spec.hasItemsUnderACell || frames.contains { $0.width < 1 || $0.height < 1 }
        // Equal items are equal.
        var sizes: [Int: CGSize] = [:]
        for (index, frame) in frames.enumerated() where !thin {
            let role = spec.role(ofItem: index)
            if let size = sizes[role] {
                #expect(frame.size == size, "\(spec): item \(index) is \(frame.size), an equal one \(size)")
            } else {
                sizes[role] = frame.size
            }
        }
        // Nothing overlaps.
        for i in frames.indices where !thin {
            for j in frames.indices where j > i && frames[i].overlaps(frames[j]) {
                Issue.record("\(spec): items \(i) \(frames[i]) and \(j) \(frames[j]) overlap")
            }
        }
        // Inside the content width (a carousel scrolls across it: its items only start inside).
        for (index, frame) in frames.enumerated() {
            #expect(frame.minX >= 0, "\(spec): item \(index) \(frame)")
            if !spec.orthogonal {
                #expect(frame.maxX <= spec.width, "\(spec): item \(index) \(frame) is past the width")
            }
        }
        // Whole cells: in points always (edges are rounded); in cells wherever an item is at
        // least a cell long (thinner ones keep their exact place).
        let whole = frames.allSatisfy { frame in
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0 == $0.rounded() }
        }
        if spec.scale != nil || !thin {
            #expect(whole, "\(spec): \(frames.filter { $0.minX != $0.minX.rounded() || $0.minY != $0.minY.rounded() || $0.width != $0.width.rounded() || $0.height != $0.height.rounded() })")
        }
        // Rows (groups) repeat at one stride.
        if !spec.orthogonal && spec.shape == .repeated && !thin {
            let tops = Set(frames.map(\.minY)).sorted()
            let strides = Set(zip(tops.dropFirst(), tops).map { $0 - $1 })
            #expect(strides.count <= 1, "\(spec): rows at \(tops)")
        }
    }

    /// Apple's Grid in points at the sizes the port tests use: every item the same size, rows
    /// at one stride (they were 7 and 8 rows in turn).
    @Test(arguments: [(80, 24), (120, 40), (79, 24), (119, 40)])
    func theGridInPointsHasEqualItems(width: Int, height: Int) {
        let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        layout.pointScale = .standard
        let harness = LayoutHarness(layout, counts: [40], width: CGFloat(width), height: CGFloat(height))
        let frames = (0..<40).compactMap { harness.item($0) }
        #expect(Set(frames.map(\.size)).count == 1, "\(Set(frames.map(\.size)))")
        let tops = Set(frames.map(\.minY)).sorted()
        #expect(Set(zip(tops.dropFirst(), tops).map { $0 - $1 }).count == 1, "rows at \(tops)")
    }
}
