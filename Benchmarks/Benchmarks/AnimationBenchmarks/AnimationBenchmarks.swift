import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

/// A 200 x 60 list of 1,000 rows timed by a test clock, drawn once so that changes animate.
/// `reversed` is the same items with the first 50 in reverse order: applying it moves 50
/// visible rows (every one of them travels).
@MainActor
final class AnimatedList {
    let view: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, BenchItem>
    let clock = TestAnimationClock()
    let ordered: BenchSnapshot
    let reversed: BenchSnapshot
    private var showsReversed = false

    init() {
        let items = (0..<1_000).map { BenchItem(id: $0, value: $0 % 7) }
        ordered = ScatteredScenario.snapshot(items, sectionSize: nil)
        reversed = ScatteredScenario.snapshot(Array(items[0..<50].reversed()) + items[50...], sectionSize: nil)
        let screen = BenchScreen(columns: 1, snapshot: ordered)
        view = screen.view
        dataSource = screen.dataSource
        view.animationClock = clock
        view.animationSettings = AnimationSettings()
        _ = draw()
    }

    /// Applies the other order with an animation (finishing the running one first).
    func flip() {
        showsReversed.toggle()
        dataSource.apply(showsReversed ? reversed : ordered, animatingDifferences: true)
    }

    /// What the front end does for one frame: advance the animations, draw.
    func frame() -> Canvas {
        _ = view.advanceAnimations()
        var canvas = Canvas(width: 200, height: 60)
        view.render(into: &canvas, at: .zero)
        return canvas
    }

    func draw() -> Canvas {
        var canvas = Canvas(width: 200, height: 60)
        view.render(into: &canvas, at: .zero)
        return canvas
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    Benchmark("animation frame 200x60 list, 50 moving items") { benchmark in onMainActor(benchmark) { benchmark in
        let list = AnimatedList()
        list.flip()
        list.clock.advance(by: .milliseconds(100))
        _ = list.frame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(list.frame()) }
    } }

    Benchmark("still frame 200x60 list (no animation), for comparison") { benchmark in onMainActor(benchmark) { benchmark in
        let list = AnimatedList()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(list.frame()) }
    } }

    Benchmark("animated apply 200x60 list, 50 moves (diff, capture, start)") { benchmark in onMainActor(benchmark) { benchmark in
        let list = AnimatedList()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { list.flip() }
    } }

    Benchmark("whole 200 ms animation at 60 fps: apply and 12 frames") { benchmark in onMainActor(benchmark) { benchmark in
        let list = AnimatedList()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            list.flip()
            for _ in 0..<12 {
                list.clock.advance(by: AnimationSettings().frameInterval)
                blackHole(list.frame())
            }
        }
    } }
}
