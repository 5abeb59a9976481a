import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

private let scattered = ScatteredScenario.snapshots()
private let scatteredSections = ScatteredScenario.snapshots(sectionSize: 1000)
private let scatteredIDs = ScatteredScenario.arrays()
private let grid = ScatteredScenario.grid(sections: 100, size: 1000)
private let items10k = (0..<10_000).map { BenchItem(id: $0, value: 0) }
private let items50k = (0..<50_000).map { BenchItem(id: $0, value: 0) }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    Benchmark("diff scattered 100k (1 section)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(scattered.new.difference(from: scattered.old)) }
    }
    Benchmark("diff scattered 100k (100 x 1000)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(scatteredSections.new.difference(from: scatteredSections.old)) }
    }
    Benchmark("diff no change 100 x 1000 (copy)") { benchmark in
        let copy = grid
        for _ in benchmark.scaledIterations { blackHole(copy.difference(from: grid)) }
    }
    Benchmark(
        "peer: stdlib difference(from:).inferringMoves() scattered 100k ids",
        configuration: .init(maxDuration: .seconds(10), maxIterations: 3)
    ) { benchmark in
        let old = scatteredIDs.old.map(\.id)
        let new = scatteredIDs.new.map(\.id)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(new.difference(from: old).inferringMoves()) }
    }

    Benchmark("build 10k items") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = BenchSnapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(items10k)
            blackHole(snapshot)
        }
    }
    Benchmark("build 50k items") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = BenchSnapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(items50k)
            blackHole(snapshot)
        }
    }
    Benchmark("build 100 x 100 sections") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ScatteredScenario.grid(sections: 100, size: 100)) }
    }
    Benchmark("delete 5k of 10k items") { benchmark in
        var base = BenchSnapshot()
        base.appendSections([0])
        base.appendItems(items10k)
        let doomed = Array(items10k[..<5000])
        for _ in benchmark.scaledIterations {
            var snapshot = base
            snapshot.deleteItems(doomed)
            blackHole(snapshot)
        }
    }
    Benchmark("delete 25 of 50 sections") { benchmark in
        let base = ScatteredScenario.grid(sections: 50, size: 100)
        let doomed = Array(0..<25)
        for _ in benchmark.scaledIterations {
            var snapshot = base
            snapshot.deleteSections(doomed)
            blackHole(snapshot)
        }
    }
    Benchmark("reload 5k of 10k items") { benchmark in
        var base = BenchSnapshot()
        base.appendSections([0])
        base.appendItems(items10k)
        let marked = Array(items10k[..<5000])
        for _ in benchmark.scaledIterations {
            var snapshot = base
            snapshot.reloadItems(marked)
            blackHole(snapshot)
        }
    }
    Benchmark("itemIdentifiers queried 100 times (100 x 1000)") { benchmark in
        for _ in benchmark.scaledIterations {
            for _ in 0..<100 { blackHole(grid.itemIdentifiers) }
        }
    }
    snapshotEditingBenchmarks()
}
