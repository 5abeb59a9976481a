import Benchmark
import BenchmarkScenarios
import CollectionCore

/// Snapshot editing operations, as ListKit's benchmark defines them: `DiffableDataSourceSnapshot<String,
/// Int>`, section "main". Instruction counts of the same operations come from the callgrind probe
/// (`Scripts/snapshot-probe.sh`): hardware counters, which package-benchmark's `.instructions`
/// reads, are not available on every machine.
private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

private let ints10k = Array(0..<10_000)
private let ints50k = Array(0..<50_000)
private let ints5k = Array(0..<5_000)
private let overlapping10k = Array(5_000..<15_000)
private let sectionNames = (0..<100).map { "section \($0)" }
private let queries = (0..<1_000).map { ($0 * 7_919) % 10_000 }

private func oneSection(_ items: [Int]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    return snapshot
}

private func grid(_ sections: ArraySlice<String>, size: Int) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(Array(sections))
    for (offset, section) in sections.enumerated() {
        snapshot.appendItems(Array((offset * size)..<((offset + 1) * size)), toSection: section)
    }
    return snapshot
}

func snapshotEditingBenchmarks() {
    Benchmark("String/Int: build 10k items") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(oneSection(ints10k)) }
    }
    Benchmark("String/Int: build 50k items") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(oneSection(ints50k)) }
    }
    Benchmark("String/Int: build 100 sections x 100") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(grid(sectionNames[...], size: 100)) }
    }
    Benchmark("String/Int: build 10k then delete 5k") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = oneSection(ints10k)
            snapshot.deleteItems(ints5k)
            blackHole(snapshot)
        }
    }
    Benchmark("String/Int: build 50 sections x 100 then delete 25 sections") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = grid(sectionNames.prefix(50), size: 100)
            snapshot.deleteSections(Array(sectionNames.prefix(25)))
            blackHole(snapshot)
        }
    }
    Benchmark("String/Int: build 10k then reload 5k") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = oneSection(ints10k)
            snapshot.reloadItems(ints5k)
            blackHole(snapshot)
        }
    }
    Benchmark("String/Int: itemIdentifiers x100 on 5k") { benchmark in
        let snapshot = oneSection(ints5k)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for _ in 0..<100 { blackHole(snapshot.itemIdentifiers) }
        }
    }
    Benchmark("String/Int: build 10k then indexOfItem x1,000") { benchmark in
        for _ in benchmark.scaledIterations {
            let snapshot = oneSection(ints10k)
            for query in queries { blackHole(snapshot.indexOfItem(query)) }
        }
    }
    Benchmark("String/Int: build two 10k snapshots (50% overlap) and diff") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(oneSection(overlapping10k).difference(from: oneSection(ints10k)))
        }
    }
    Benchmark("String/Int: no-change diff, 100 x 1,000 built separately") { benchmark in
        let old = grid(sectionNames[...], size: 1_000)
        let new = grid(sectionNames[...], size: 1_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(new.difference(from: old)) }
    }
    Benchmark("String/Int: read reloadedItemIdentifiers after reloading 5k") { benchmark in
        var snapshot = oneSection(ints10k)
        snapshot.reloadItems(ints5k)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(snapshot.reloadedItemIdentifiers) }
    }
    Benchmark("String/Int: read reloadedItemIdentifiers after reloading 5k and deleting one") { benchmark in
        var snapshot = oneSection(ints10k)
        snapshot.reloadItems(ints5k)
        snapshot.deleteItems([ints5k[0]])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(snapshot.reloadedItemIdentifiers) }
    }
    Benchmark("String/Int: reload 5k of 10k, then delete 1,000 marked items one call each") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = oneSection(ints10k)
            snapshot.reloadItems(ints5k)
            for item in ints5k.prefix(1_000) { snapshot.deleteItems([item]) }
            blackHole(snapshot.reloadedItemIdentifiers)
        }
    }
    for churn in [20, 50] {
        Benchmark("pipeline: build two 10k snapshots + diff + apply, \(churn)% churn per kind") { benchmark in onMainActor(benchmark) { benchmark in
            let (old, new) = MixedScenario.arrays(churn: Double(churn) / 100)
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                let screen = BenchScreen(columns: 1, snapshot: BenchSnapshot())
                benchmark.startMeasurement()
                screen.dataSource.apply(ScatteredScenario.snapshot(old, sectionSize: nil), animatingDifferences: false)
                screen.dataSource.apply(ScatteredScenario.snapshot(new, sectionSize: nil), animatingDifferences: false)
                blackHole(screen.draw())
            }
        } }
    }
}
