import Benchmark
import BenchmarkScenarios
import CollectionCore
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

    // The thumbnail grid of PictureBenchmarks in blocks mode: bytes for its first frame, and
    // per frame while it scrolls a row at a time (the mean of 20 frames after a warm-up).
    let gridMetrics: [BenchmarkMetric] = ["thumbnail grid first frame: bytes", "thumbnail grid scroll frame: bytes"].map {
        .custom($0, polarity: .prefersSmaller, useScalingFactor: false)
    }
    Benchmark("Front end bytes written, 120x40 grid of 24 thumbnails, blocks",
              configuration: .init(metrics: gridMetrics, maxDuration: .seconds(10), maxIterations: 1)) { benchmark in onMainActor(benchmark) { benchmark in
        guard let recorder = try? PseudoTerminalRecorder(columns: 120, rows: 40) else { return }
        PictureMode.withMode(.blocks) {
            let grid = ThumbnailGridScenario()
            let first = recorder.bytes { $0.present(grid.frame(scrolledBy: 0)) }
            for offset in 1...10 { _ = recorder.bytes { $0.present(grid.frame(scrolledBy: offset)) } }
            var total = 0
            for offset in 11...30 { total += recorder.bytes { $0.present(grid.frame(scrolledBy: offset)) } }
            benchmark.measurement(gridMetrics[0], first)
            benchmark.measurement(gridMetrics[1], total / 20)
        }
        recorder.close()
    } }
}
