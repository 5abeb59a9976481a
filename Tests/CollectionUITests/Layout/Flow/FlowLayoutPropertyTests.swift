import CollectionCore
import Foundation
import PropertyBased
import Testing

/// A random flow configuration decoded from a list of random numbers.
struct RandomFlow: CustomStringConvertible {
    let fixture: FlowFixture
    let text: String

    /// `p` holds 16 numbers in 0...1000; `counts` the item count of each section.
    @MainActor
    init(_ p: [Int], counts: [Int]) {
        let horizontal = p[0] % 2 == 1
        let size = CGSize(width: p[1] % 50, height: 1 + p[2] % 30)
        let variable = p[3] % 3 != 0
        let seed = p[4]
        let base = CGSize(width: p[5] % 20, height: p[6] % 5)
        let spacing = CGFloat(p[7] % 4)
        let lineSpacing = CGFloat(p[8] % 4)
        let inset = EdgeInsets(top: CGFloat(p[9] % 4), left: CGFloat(p[10] % 5), bottom: CGFloat(p[11] % 4), right: CGFloat(p[12] % 5))
        let header = CGFloat(p[13] % 4)
        let footer = CGFloat(p[14] % 3)
        let fractional = p[15] % 5 == 0
        text = "horizontal \(horizontal) view \(size) variable \(variable) seed \(seed) item \(base) spacing \(spacing)/\(lineSpacing) "
            + "inset \(inset) header \(header) footer \(footer) fractional \(fractional) counts \(counts)"
        fixture = Diagnostics.collect {
            FlowFixture(size: size, counts: counts) { layout in
                layout.scrollDirection = horizontal ? .horizontal : .vertical
                layout.itemSize = base
                layout.minimumInteritemSpacing = spacing
                layout.minimumLineSpacing = lineSpacing
                layout.sectionInset = inset
                layout.headerReferenceSize = CGSize(width: header, height: header)
                layout.footerReferenceSize = CGSize(width: footer, height: footer)
                if variable {
                    layout.sizeForItemAt = { indexPath in
                        let hash = (indexPath.item + 1) &* 31 &+ (indexPath.section + 1) &* 17 &+ seed
                        let width = CGFloat(hash % 23) + (fractional ? 0.5 : 0)
                        let height = CGFloat((hash / 23) % 4)
                        return CGSize(width: width, height: height)
                    }
                }
            }
        }.result
    }

    var description: String { text }
}

@MainActor
@Suite struct FlowLayoutPropertyTests {
    static let parameters = Gen.int(in: 0...1000).array(of: 16)
    static let counts = Gen.int(in: 0...30).array(of: 0...5)
    static let rect = Gen.int(in: -10...120).array(of: 4)

    @Test func rectQueriesEqualABruteForceFilter() async {
        await propertyCheck(count: 300, input: Self.parameters, Self.counts, Self.rect) { p, counts, r in
            let flow = RandomFlow(p, counts: counts)
            let rect = CGRect(x: r[0], y: r[1], width: abs(r[2]) % 90, height: abs(r[3]) % 90)
            let expected = Set(flow.fixture.allAttributes().filter { $0.frame.overlaps(rect) }.map(ElementKey.init))
            let answer = flow.fixture.layout.layoutAttributesForElements(in: rect) ?? []
            let found = answer.map(ElementKey.init)
            #expect(Set(found) == expected, "\(flow) rect \(rect)")
            #expect(found.count == Set(found).count, "duplicates for \(flow)")
        }
    }

    @Test func itemFramesNeverOverlapAndLieInsideTheContent() async {
        await propertyCheck(count: 200, input: Self.parameters, Self.counts) { p, counts in
            let flow = RandomFlow(p, counts: counts)
            let all = flow.fixture.allAttributes()
            let items = all.filter { $0.representedElementCategory == .cell }
            let content = flow.fixture.layout.collectionViewContentSize
            #expect(items.count == counts.reduce(0, +))
            for attributes in all {
                let frame = attributes.frame
                let inside = frame.minX >= 0 && frame.minY >= 0
                    && frame.maxX <= content.width + 1e-9 && frame.maxY <= content.height + 1e-9
                #expect(inside, "\(attributes) outside \(content) for \(flow)")
            }
            for (index, a) in items.enumerated() {
                for b in items[(index + 1)...] where a.frame.overlaps(b.frame) {
                    Issue.record("\(a) overlaps \(b) for \(flow)")
                }
            }
        }
    }

    /// Measuring items one by one gives the same frames as a fresh layout that knows every
    /// measured size from the start.
    @Test func incrementalMeasurementMatchesAFullLayout() async {
        await propertyCheck(count: 100, input: Self.parameters, Self.counts, Gen.int(in: 0...1000).array(of: 6)) { p, counts, picks in
            let flow = RandomFlow(p, counts: counts)
            let layout = flow.fixture.layout
            let paths = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
            guard !paths.isEmpty else { return }
            _ = Diagnostics.collect {
                for pick in picks {
                    let path = paths[pick % paths.count]
                    layout.setMeasuredSize(CGSize(width: pick % 13, height: pick % 3), forItemAt: path)
                }
            }
            let incremental = flow.fixture.allAttributes().map(ElementKey.init)
            let contentSize = layout.collectionViewContentSize
            layout.invalidateLayout()
            _ = Diagnostics.collect { flow.fixture.collectionView.layoutIfNeeded() }
            #expect(flow.fixture.allAttributes().map(ElementKey.init) == incremental, "\(flow) picks \(picks)")
            #expect(layout.collectionViewContentSize == contentSize)
        }
    }
}
