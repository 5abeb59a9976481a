import Benchmark
import BenchmarkScenarios
import FrontEndScenarios

// Bytes written to a 120 x 40 pseudo-terminal (custom metrics; deterministic, so one
// iteration), and the time to present a focus move.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [
        "first full frame", "focus down one row", "scroll by one row", "page by one screen",
    ].flatMap { name in
        [BenchmarkMetric.custom("\(name): bytes", polarity: .prefersSmaller, useScalingFactor: false),
         BenchmarkMetric.custom("\(name): full redraw bytes", polarity: .prefersSmaller, useScalingFactor: false)]
    }
    Benchmark("Front end bytes written, 120x40 list screen",
              configuration: .init(metrics: metrics, maxDuration: .seconds(5), maxIterations: 1)) { benchmark in onMainActor(benchmark) { benchmark in
        guard let recorder = try? PseudoTerminalRecorder(columns: 120, rows: 40) else { return }
        for figure in recorder.measureListScreen() {
            benchmark.measurement(.custom("\(figure.name): bytes", polarity: .prefersSmaller, useScalingFactor: false),
                                  figure.incremental)
            benchmark.measurement(.custom("\(figure.name): full redraw bytes", polarity: .prefersSmaller,
                                          useScalingFactor: false), figure.fullRedraw)
        }
        recorder.close()
    } }
}
