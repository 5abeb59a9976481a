import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // Building 40 cells' constraints and solving each from scratch.
    Benchmark("Auto Layout: 40 self-sizing cells, first layout pass") { benchmark in onMainActor(benchmark) { benchmark in
        for _ in benchmark.scaledIterations {
            let cells = AutoLayoutScenario.cells()
            blackHole(AutoLayoutScenario.layoutPass(cells))
        }
    } }

    // A constant change on every cell, re-solved incrementally (dual simplex).
    Benchmark("Auto Layout: 40 cells, re-solve after a constant change") { benchmark in onMainActor(benchmark) { benchmark in
        let cells = AutoLayoutScenario.cells()
        AutoLayoutScenario.layoutPass(cells)
        var pass = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            pass += 1
            AutoLayoutScenario.changeConstants(cells, pass: pass)
            blackHole(AutoLayoutScenario.layoutPass(cells))
        }
    } }
}
