import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

// A 120 x 40 grid of 24 thumbnails (48 x 48 pixels each, 20 x 10 cells, aspect fit) scrolled a
// row a frame, drawn as half blocks: the layout, the cells and the pictures' cells, after the
// first frames have decoded and scaled (what the picture cache keeps). The target is under
// 16 ms a frame (release). Then the same with no picture scaled yet (the cache emptied before
// each frame): scaled on the drawing path (synchronous rendering, as without a running
// application) and on the worker (background rendering, as a running application does, the
// frame drawing blank cells where a picture is not yet scaled).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    Benchmark("scroll a 120x40 grid of 24 thumbnails by one row, blocks") { benchmark in onMainActor(benchmark) { benchmark in
        PictureMode.withMode(.blocks) {
            let grid = ThumbnailGridScenario()
            // Warm-up: one screen of rows scrolled through, so the frames below reuse the
            // cells and the cached pictures at every offset a cell can be seen at.
            for offset in 0..<40 { blackHole(grid.frame(scrolledBy: offset)) }
            var offset = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                offset = (offset + 1) % 40
                blackHole(grid.frame(scrolledBy: offset))
            }
        }
    } }

    for (name, rendering) in [("on the drawing path", PictureRendering.synchronous), ("on the worker", .background)] {
        Benchmark("scroll the grid by one row, blocks, no picture scaled yet, scaled \(name)") { benchmark in
            onMainActor(benchmark) { benchmark in
                PictureMode.withMode(.blocks) {
                    PictureRendering.withRendering(rendering) {
                        let grid = ThumbnailGridScenario()
                        for offset in 0..<40 { blackHole(grid.frame(scrolledBy: offset)) }
                        var offset = 0
                        benchmark.startMeasurement()
                        for _ in benchmark.scaledIterations {
                            offset = (offset + 1) % 40
                            PictureCache.shared.removeAll()
                            blackHole(grid.frame(scrolledBy: offset))
                        }
                        benchmark.stopMeasurement()
                        PictureWorker.shared.waitUntilIdle()
                    }
                }
            }
        }
    }

    Benchmark("decode and cache a 48x48 thumbnail's blocks at 20x10 cells (first frame cost)") { benchmark in
        let bitmaps = (0..<64).map { ThumbnailGridScenario.picture($0) }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let cache = PictureCache(byteLimit: 1 << 20)
            blackHole(BlockPicture.make(bitmaps[iteration % 64], frame: (18, 9), crop: CGRect(x: 0, y: 0, width: 18, height: 9),
                                        background: .background, cache: cache))
        }
    }
}
