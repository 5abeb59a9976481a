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
// frame drawing blank cells where a picture is not yet scaled). Besides the wall clock, each
// reports the CPU time of the drawing thread alone (`drawing thread CPU`): on a machine whose
// cores are busy the worker can take the drawing thread's core, which the wall clock counts.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, drawingThreadCPU],
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    Benchmark("scroll a 120x40 grid of 24 thumbnails by one row, blocks") { benchmark in
        scrollGrid(benchmark, rendering: .background, emptyingCache: false)
    }

    for (name, rendering) in [("on the drawing path", PictureRendering.synchronous), ("on the worker", .background)] {
        Benchmark("scroll the grid by one row, blocks, no picture scaled yet, scaled \(name)") { benchmark in
            scrollGrid(benchmark, rendering: rendering, emptyingCache: true)
        }
    }

    // A large picture (1024 x 768 pixels, as a photograph in a detail view) drawn at 100 x 38
    // cells for the first time (a new picture each sample, the cache emptied before it): scaled
    // on the drawing path, or the frame drawn while the worker scales it. Only the frame is
    // measured.
    for (name, rendering) in [("on the drawing path", PictureRendering.synchronous), ("on the worker", .background)] {
        Benchmark("draw a 1024x768 picture at 100x38 cells for the first time, scaled \(name)") { benchmark in
            onMainActor(benchmark) { benchmark in
                let picture = Image(bitmap: Bitmap(width: 1024, height: 768, pixels: (0..<(1024 * 768)).flatMap { pixel in
                    [UInt8(truncatingIfNeeded: pixel), UInt8(truncatingIfNeeded: pixel >> 10), 90, 255]
                })!)
                let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 38))
                view.contentMode = .scaleAspectFit
                view.image = picture
                PictureCache.shared.removeAll()
                PictureMode.withMode(.blocks) {
                    PictureRendering.withRendering(rendering) {
                        var canvas = Canvas(width: 100, height: 38)
                        benchmark.startMeasurement()
                        let start = threadCPUNanoseconds()
                        view.render(into: &canvas, at: .zero)
                        let end = threadCPUNanoseconds()
                        benchmark.stopMeasurement()
                        benchmark.measurement(drawingThreadCPU, Int((end - start) / 1000))
                        blackHole(canvas)
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

/// Scrolls the thumbnail grid a row a frame in blocks, after a warm-up of one screen of rows
/// (so that the frames reuse the cells, and the cached pictures at every offset), with pictures
/// made as `rendering` says; `emptyingCache` empties the picture cache before each frame, so
/// that no picture is scaled yet.
private func scrollGrid(_ benchmark: Benchmark, rendering: PictureRendering, emptyingCache: Bool) {
    onMainActor(benchmark) { benchmark in
        PictureMode.withMode(.blocks) {
            PictureRendering.withRendering(rendering) {
                let grid = ThumbnailGridScenario()
                for offset in 0..<40 { blackHole(grid.frame(scrolledBy: offset)) }
                PictureWorker.shared.waitUntilIdle()
                var offset = 0
                var cpu: UInt64 = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    offset = (offset + 1) % 40
                    if emptyingCache { PictureCache.shared.removeAll() }
                    let start = threadCPUNanoseconds()
                    blackHole(grid.frame(scrolledBy: offset))
                    cpu += threadCPUNanoseconds() - start
                }
                benchmark.stopMeasurement()
                benchmark.measurement(drawingThreadCPU, Int(cpu / 1000))
                PictureWorker.shared.waitUntilIdle()
            }
        }
    }
}

/// The CPU time of the drawing thread in a frame, in microseconds.
private let drawingThreadCPU = BenchmarkMetric.custom("drawing thread CPU (μs)")

/// The CPU time the calling thread has used, in nanoseconds.
private func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
