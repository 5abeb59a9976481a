import Benchmark
import BenchmarkScenarios
import CollectionCore
import Foundation

/// A cell that draws its item's id and value, like a simple list row.
final class BenchCell: CollectionViewCell {
    var item = BenchItem(id: 0, value: 0)

    required init(frame: CGRect = .zero) { super.init(frame: frame) }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let style: Style = configurationState.isFocused ? .focus : .label
        canvas.draw("Product \(item.id) · \(item.value) ★ 한국어", x: Int(rect.minX), y: Int(rect.minY), style: style)
    }
}

/// A 200 x 60 collection view over `snapshot` with a list or a 4-column grid layout.
final class BenchScreen {
    let view: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, BenchItem>

    init(columns: Int, snapshot: BenchSnapshot) {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(columns == 1 ? 1 : 3)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 60), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<BenchCell, BenchItem> { cell, _, item in cell.item = item }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func draw() -> Canvas {
        var canvas = Canvas(width: 200, height: 60)
        view.render(into: &canvas, at: .zero)
        return canvas
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 500
    )

    Benchmark("full redraw 200x60 list") { benchmark in
            let screen = BenchScreen(columns: 1, snapshot: ScatteredScenario.snapshot(ScatteredScenario.arrays(count: 10_000).old, sectionSize: nil))
            _ = screen.draw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.draw()) }
    }

    Benchmark("full redraw 200x60 4-column grid") { benchmark in
            let screen = BenchScreen(columns: 4, snapshot: ScatteredScenario.snapshot(ScatteredScenario.arrays(count: 10_000).old, sectionSize: nil))
            _ = screen.draw()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(screen.draw()) }
    }

    Benchmark("apply scattered 100k to a visible collection view (diff, layout, cells, one draw)",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 30)) { benchmark in
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
    }
}
