import CollectionCanvas
import CollectionDiagnostics
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import PropertyBased
import Testing
import ViewTestSupport

/// Random layouts and random rectangles: queries agree with a brute-force filter, items of a
/// section never overlap, and every frame lies inside the content size.
@MainActor
@Suite struct CompositionalPropertyTests {
    /// A layout, counts and view decoded from random numbers (each in 0...1000).
    @MainActor
    struct Scenario {
        var layout: CollectionViewCompositionalLayout
        var counts: [Int]
        var width: CGFloat
        var height: CGFloat
        var orthogonal: [Bool]

        init(_ numbers: [Int]) {
            var cursor = 0
            func next(_ range: ClosedRange<Int>) -> Int {
                let value = numbers[cursor % numbers.count]
                cursor += 1
                return range.lowerBound + value % (range.upperBound - range.lowerBound + 1)
            }
            width = CGFloat(next(8...100))
            height = CGFloat(next(4...40))
            let sectionCount = next(1...4)
            counts = (0..<sectionCount).map { _ in next(0...40) }
            var specs: [CollectionLayoutSection] = []
            var orthogonal: [Bool] = []
            for _ in 0..<sectionCount {
                let columns = next(1...5)
                let badge = next(0...3) == 0
                let badgeItem = CollectionLayoutSupplementaryItem(
                    layoutSize: .size(.absolute(CGFloat(next(1...2))), .absolute(1)), elementKind: "badge",
                    containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
                let item = CollectionLayoutItem(
                    layoutSize: .size(.fractionalWidth(1 / CGFloat(columns)), next(0...1) == 0 ? .fractionalHeight(1) : .absolute(1)),
                    supplementaryItems: badge ? [badgeItem] : [])
                item.contentInsets = DirectionalEdgeInsets(all: CGFloat(next(0...1)))
                let nested = next(0...3) == 0
                let group: CollectionLayoutGroup
                let groupHeight = CollectionLayoutDimension.absolute(CGFloat(next(1...4)))
                if nested {
                    let pair = CollectionLayoutGroup.vertical(
                        layoutSize: .size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: item, count: 2)
                    let big = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.5), .fractionalHeight(1)))
                    group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), groupHeight), subitems: [big, pair])
                } else if next(0...1) == 0 {
                    group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), groupHeight), subitems: [item])
                } else {
                    group = CollectionLayoutGroup.horizontal(layoutSize: .size(.fractionalWidth(1), groupHeight), subitem: item, count: columns)
                    group.interItemSpacing = .fixed(CGFloat(next(0...2)))
                }
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = CGFloat(next(0...2))
                section.contentInsets = DirectionalEdgeInsets(
                    top: CGFloat(next(0...2)), leading: CGFloat(next(0...3)), bottom: CGFloat(next(0...2)), trailing: CGFloat(next(0...3)))
                if next(0...1) == 0 {
                    let header = CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .size(.fractionalWidth(1), .absolute(1)), elementKind: "header", alignment: .top)
                    header.pinToVisibleBounds = next(0...1) == 0
                    section.boundarySupplementaryItems.append(header)
                }
                if next(0...2) == 0 {
                    section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .size(.fractionalWidth(0.5), .absolute(1)), elementKind: "footer", alignment: .bottomTrailing))
                }
                if next(0...2) == 0 {
                    section.decorationItems = [.background(elementKind: "background")]
                }
                let behavior = next(0...11)
                section.orthogonalScrollingBehavior = behavior < 6 ? .none : CollectionLayoutSectionOrthogonalScrollingBehavior.allCases[behavior - 6]
                orthogonal.append(section.orthogonalScrollingBehavior != .none)
                specs.append(section)
            }
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = CGFloat(next(0...2))
            let all = specs
            layout = CollectionViewCompositionalLayout(sectionProvider: { index, _ in all[index] }, configuration: configuration)
            self.orthogonal = orthogonal
        }
    }

    static let numbers = Gen.int(in: 0...1000).array(of: 80)

    @Test func queriesEqualBruteForce() async {
        await propertyCheck(count: 150, input: Self.numbers, Gen.int(in: 0...1000).array(of: 14)) { numbers, query in
            Self.checkQueries(numbers, query)
        }
    }

    static func checkQueries(_ numbers: [Int], _ query: [Int]) {
        do {
            let scenario = Scenario(numbers)
            let harness = LayoutHarness(scenario.layout, counts: scenario.counts, width: scenario.width, height: scenario.height)
            let content = scenario.layout.collectionViewContentSize
            harness.view.contentOffset = CGPoint(x: 0, y: CGFloat(query[0] % max(1, Int(content.height) + 1)))
            for section in scenario.counts.indices {
                harness.view.setOrthogonalContentOffset(CGPoint(x: CGFloat(query[1] % 60) - 5, y: 0), forSection: section)
            }
            let all = scenario.layout.layoutAttributesForAllElements()
            for index in stride(from: 2, to: 12, by: 4) {
                let probe = CGRect(
                    x: CGFloat(query[index] % 120) - 10, y: CGFloat(query[index + 1] % max(1, Int(content.height) + 10)) - 5,
                    width: CGFloat(query[index + 2] % 60), height: CGFloat(query[index + 3] % 30))
                let expected = all.filter { overlapping($0.frame, probe) }.map(LayoutHarness.key).sorted()
                #expect(harness.elements(in: probe) == expected)
            }
            // The visible bounds, as the collection view asks.
            let bounds = harness.view.bounds
            #expect(harness.elements(in: bounds) == all.filter { overlapping($0.frame, bounds) }.map(LayoutHarness.key).sorted())
        }
    }

    @Test func itemsNeverOverlapAndStayInsideTheContent() async {
        await propertyCheck(count: 150, input: Self.numbers) { numbers in
            Self.checkGeometry(numbers)
        }
    }

    static func checkGeometry(_ numbers: [Int]) {
        do {
            let scenario = Scenario(numbers)
            let harness = LayoutHarness(scenario.layout, counts: scenario.counts, width: scenario.width, height: scenario.height)
            let layout = scenario.layout
            let content = layout.collectionViewContentSize
            let all = layout.layoutAttributesForAllElements()
            for (section, count) in scenario.counts.enumerated() {
                let frames = (0..<count).compactMap { harness.item($0, section) }
                for first in frames.indices {
                    for second in frames.indices where second > first {
                        // Fractions of the width may differ in the last bit: allow 1e-9.
                        #expect(!overlapping(frames[first].insetBy(dx: 1e-9, dy: 1e-9), frames[second]), "section \(section): \(frames[first]) and \(frames[second])")
                    }
                }
                // Orthogonal sections: inside their own scrollable width (offsets are zero).
                let width = scenario.orthogonal[section] ? layout.orthogonalContentSize(forSection: section).width : content.width
                for frame in frames {
                    #expect(frame.minX >= 0 && frame.maxX <= width + 1e-9 && frame.minY >= 0 && frame.maxY <= content.height + 1e-9, "section \(section): \(frame) outside \(content)")
                }
            }
            for attributes in all where attributes.representedElementCategory != .cell && attributes.representedElementKind != "badge" {
                let frame = attributes.frame
                #expect(frame.minX >= 0 && frame.maxX <= content.width + 1e-9 && frame.minY >= 0 && frame.maxY <= content.height + 1e-9,
                        "\(attributes) outside \(content)")
            }
        }
    }

    @Test func estimatedReportsKeepQueriesExact() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1000).array(of: 20)) { numbers in
            Self.checkEstimates(numbers)
        }
    }

    static func checkEstimates(_ numbers: [Int]) {
        do {
            var configuration = CollectionLayoutListConfiguration(
                appearance: CollectionLayoutListConfiguration.Appearance.allCases[numbers[0] % 5])
            configuration.headerMode = numbers[1] % 2 == 0 ? .supplementary : .none
            let layout = CollectionViewCompositionalLayout.list(using: configuration)
            let counts = [numbers[2] % 30, numbers[3] % 30, numbers[4] % 30]
            let harness = LayoutHarness(layout, counts: counts, width: 40, height: 10)
            var expectedHeights = counts.map { [CGFloat](repeating: 1, count: $0) }
            for step in 0..<5 {
                let section = numbers[5 + step] % 3
                guard counts[section] > 0 else { continue }
                let item = numbers[10 + step] % counts[section]
                let height = CGFloat(numbers[15 + step] % 4)
                layout.invalidateEstimatedSize(CGSize(width: 40, height: height), forItemAt: IndexPath(item: item, section: section))
                expectedHeights[section][item] = height
            }
            for section in counts.indices {
                for item in 0..<counts[section] {
                    #expect(harness.item(item, section)?.height == expectedHeights[section][item])
                }
                // Rows follow one another in order.
                for item in 1..<max(1, counts[section]) {
                    if let above = harness.item(item - 1, section), let below = harness.item(item, section) {
                        #expect(below.minY >= above.maxY)
                    }
                }
            }
            let all = layout.layoutAttributesForAllElements()
            for top in stride(from: CGFloat(0), to: layout.collectionViewContentSize.height, by: 3) {
                let probe = rect(0, top, 40, 5)
                #expect(harness.elements(in: probe) == all.filter { overlapping($0.frame, probe) }.map(LayoutHarness.key).sorted())
            }
        }
    }
}
