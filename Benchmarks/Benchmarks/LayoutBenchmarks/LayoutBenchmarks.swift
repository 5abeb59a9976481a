import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

/// A one-section data source of `count` items.
@MainActor
final class CountSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
}

/// A prepared 1,000,000-item flow layout in an 80 × 24 view.
@MainActor
struct FlowFixture {
    static let itemCount = 1_000_000
    static let screen = CGSize(width: 80, height: 24)

    let source = CountSource(count: itemCount)
    let layout = CollectionViewFlowLayout()
    let collectionView: CollectionView

    /// `list`: full-width rows of 1 line. Otherwise a 4-column grid of 19 × 3 cards
    /// (4 × 19 + 3 × 1 = 79 ≤ 80).
    init(list: Bool) {
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        layout.itemSize = list ? CGSize(width: Self.screen.width, height: 1) : CGSize(width: 19, height: 3)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: Self.screen), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
    }

    /// 1,000 screen-sized rectangles at pseudo-random offsets (a fixed linear congruential
    /// sequence, so every run queries the same places).
    func randomRects() -> [CGRect] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let range = max(1, Int(layout.collectionViewContentSize.height - Self.screen.height))
        return (0..<1_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let y = Int(state >> 33) % range
            return CGRect(x: 0, y: CGFloat(y), width: Self.screen.width, height: Self.screen.height)
        }
    }

    /// Every item's attributes, for the brute-force filter.
    func allAttributes() -> [CollectionViewLayoutAttributes] {
        (0..<Self.itemCount).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident]
    let prepareConfiguration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)
    // One iteration = 1,000 queries; .kilo reports figures per query.
    let queryConfiguration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 30)
    let bruteForceConfiguration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 0, scalingFactor: .kilo, maxDuration: .seconds(30), maxIterations: 2)

    for (name, list) in [("list", true), ("4-column grid", false)] {
        Benchmark("Flow \(name) 1M: prepare", configuration: prepareConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = FlowFixture(list: list)
            fixture.layout.invalidateLayout()
            benchmark.startMeasurement()
            fixture.layout.prepareIfNeeded()
            benchmark.stopMeasurement()
            blackHole(fixture.layout.collectionViewContentSize)
        } }

        Benchmark("Flow \(name) 1M: query at random offsets", configuration: queryConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = FlowFixture(list: list)
            let rects = fixture.randomRects()
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                blackHole(fixture.layout.layoutAttributesForElements(in: rects[index]))
            }
            benchmark.stopMeasurement()
        } }

        Benchmark("Flow \(name) 1M: brute-force filter at random offsets", configuration: bruteForceConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = FlowFixture(list: list)
            let rects = fixture.randomRects()
            let all = fixture.allAttributes()
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                let rect = rects[index]
                blackHole(all.filter { $0.frame.overlaps(rect) })
            }
            benchmark.stopMeasurement()
        } }
    }
}
