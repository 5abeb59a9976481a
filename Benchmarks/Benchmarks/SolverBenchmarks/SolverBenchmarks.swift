import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

/// The solver alone, replaying the solver calls recorded from real layouts (the same systems
/// SolverProbe replays under callgrind and the kiwi side-by-side script replays in kiwi).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    func trace(_ name: String) -> SolverTrace {
        SolverTrace(onMainActorValue { SolverScenarios.record(name)! })
    }

    let cells = trace("cells")
    // The first pass of 40 self-sizing cells: 40 solvers, each given its cell's constraints.
    Benchmark("Solver: 40 self-sizing cells, first pass") { benchmark in
        for _ in benchmark.scaledIterations {
            let replay = SolverTrace.Replay(cells)
            benchmark.startMeasurement()
            replay.run(cells.phases[0])
            benchmark.stopMeasurement()
            blackHole(replay)
        }
    }
    // One re-solve pass after a constant change on every cell.
    Benchmark("Solver: 40 cells, re-solve after a constant change") { benchmark in
        let replay = SolverTrace.Replay(cells)
        replay.run(cells.phases[0])
        var phase = 1
        for _ in benchmark.scaledIterations {
            replay.run(cells.phases[phase])
            phase = phase % (cells.phases.count - 1) + 1
        }
        blackHole(replay)
    }
    for count in [10, 40, 160, 320, 640] {
        let labels = trace("labels-\(count)")
        Benchmark(
            "Solver: one view of \(count) stacked labels, first pass",
            configuration: .init(
                maxDuration: .seconds(count >= 160 ? 5 : 2), maxIterations: count >= 640 ? 5 : count >= 160 ? 20 : 1_000)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let replay = SolverTrace.Replay(labels)
                benchmark.startMeasurement()
                replay.run(labels.phases[0])
                benchmark.stopMeasurement()
                blackHole(replay)
            }
        }
    }
}
