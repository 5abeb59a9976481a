import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 500
    )

    Benchmark("full redraw 200x60 list") { benchmark in onMainActor(benchmark) { benchmark in
            let screen = BenchScreen(columns: 1, snapshot: ScatteredScenario.snapshot(ScatteredScenario.arrays(count: 10_000).old, sectionSize: nil))
            _ = screen.draw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.draw()) }
    } }

    Benchmark("full redraw 200x60 4-column grid") { benchmark in onMainActor(benchmark) { benchmark in
            let screen = BenchScreen(columns: 4, snapshot: ScatteredScenario.snapshot(ScatteredScenario.arrays(count: 10_000).old, sectionSize: nil))
            _ = screen.draw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.draw()) }
    } }

    Benchmark("apply scattered 100k to a visible collection view (diff, layout, cells, one draw)",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 30)) { benchmark in onMainActor(benchmark) { benchmark in
            let (old, new) = ScatteredScenario.snapshots()
            var screen: BenchScreen?
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                // The previous screen is released and the next one set up outside the measurement.
                screen = nil
                let next = BenchScreen(columns: 1, snapshot: old)
                next.view.setContentOffset(CGPoint(x: 0, y: 50_000), animated: false)
                _ = next.draw()
                screen = next
                benchmark.startMeasurement()
                next.dataSource.apply(new, animatingDifferences: false)
                blackHole(next.draw())
            }
            blackHole(screen)
    } }
}
