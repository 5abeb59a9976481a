import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

/// Counts for the collection view.
@MainActor
final class Counts: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

/// A layout installed in an 80x24 collection view with a million items.
@MainActor
struct Fixture {
    let view: CollectionView
    let counts: Counts
    let layout: CollectionViewCompositionalLayout

    init(_ layout: CollectionViewCompositionalLayout, items: Int = 1_000_000) {
        self.layout = layout
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), collectionViewLayout: layout)
        counts = Counts([items])
        view.dataSource = counts
    }

    /// A plain list: one row per item, a separator row between rows.
    static func list() -> Fixture {
        Fixture(.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    }

    /// A grid of four columns of 3-row cells.
    static func grid() -> Fixture {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitems: [item])
        return Fixture(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    }

    /// `count` screen-sized rectangles at reproducible random offsets in the content.
    func randomBounds(_ count: Int) -> [CGRect] {
        let height = layout.collectionViewContentSize.height
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let y = CGFloat(state >> 11) / CGFloat(1 << 53) * max(0, height - 24)
            return CGRect(x: 0, y: y.rounded(.down), width: 80, height: 24)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let prepareConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(10), maxIterations: 20)
    let queryConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 50)
    let bruteConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 3)

    for (name, make) in [("List", Fixture.list), ("Grid4", Fixture.grid)] {
        Benchmark("\(name) 1M prepare", configuration: prepareConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = make()
            benchmark.startMeasurement()
            fixture.layout.prepareIfNeeded()
            benchmark.stopMeasurement()
            blackHole(fixture.layout.collectionViewContentSize)
        } }

        Benchmark("\(name) 1M 1000 queries (bounds at random offsets)", configuration: queryConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = make()
            fixture.layout.prepareIfNeeded()
            let rects = fixture.randomBounds(1000)
            benchmark.startMeasurement()
            for rect in rects {
                blackHole(fixture.layout.layoutAttributesForElements(in: rect))
            }
            benchmark.stopMeasurement()
        } }

        Benchmark("\(name) 1M 1000 brute-force queries (filter of all attributes)", configuration: bruteConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
            let fixture = make()
            fixture.layout.prepareIfNeeded()
            let all = fixture.layout.layoutAttributesForAllElements()
            let rects = fixture.randomBounds(1000)
            benchmark.startMeasurement()
            for rect in rects {
                blackHole(all.filter { $0.frame.intersects(rect) })
            }
            benchmark.stopMeasurement()
        } }
    }

    Benchmark("List 1M estimated size report (item 500000)", configuration: prepareConfiguration) { benchmark in onMainActor(benchmark) { benchmark in
        let fixture = Fixture.list()
        fixture.layout.prepareIfNeeded()
        benchmark.startMeasurement()
        fixture.layout.invalidateEstimatedSize(CGSize(width: 80, height: 3), forItemAt: IndexPath(item: 500_000, section: 0))
        benchmark.stopMeasurement()
        blackHole(fixture.layout.collectionViewContentSize)
    } }
}
