import CollectionCore
import Foundation

/// A list row of the benchmarks: draws its item's id and value with some wide text.
public final class BenchCell: CollectionViewCell {
    public var item = BenchItem(id: 0, value: 0)

    public override init(frame: CGRect = .zero) { super.init(frame: frame) }

    /// There are no archives here.
    public required init?(coder: NSCoder) { nil }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let style: Style = configurationState.isFocused ? .focus : .label
        canvas.draw("Product \(item.id) · \(item.value) ★ 한국어", x: Int(rect.minX), y: Int(rect.minY), style: style)
    }
}

/// A 200 x 60 collection view over `snapshot` with a list (one row per item) or a grid of
/// `columns` columns of 3-row cells, fed by a diffable data source of ``BenchCell``s.
@MainActor
public final class BenchScreen {
    public let view: CollectionView
    public let dataSource: CollectionViewDiffableDataSource<Int, BenchItem>

    public init(columns: Int, snapshot: BenchSnapshot) {
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

    /// Draws the view into a fresh 200 x 60 canvas.
    public func draw() -> Canvas {
        var canvas = Canvas(width: 200, height: 60)
        view.render(into: &canvas, at: .zero)
        return canvas
    }
}

/// Runs `body` on the main actor, where views live, with `benchmark`: at once on the main
/// thread, else synchronously through the main queue (package-benchmark runs its closures from
/// an asynchronous context that may be on another thread, while the main thread serves the main
/// queue). The hop is synchronous, so `benchmark` is never used from two places at once.
public func onMainActor<Benchmark>(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    nonisolated(unsafe) let benchmark = benchmark
    if Thread.isMainThread {
        MainActor.assumeIsolated { body(benchmark) }
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated { body(benchmark) } }
    }
}

/// Runs `body` on the main actor, from any thread, and answers its value (for inputs that are
/// made from views when a benchmark is set up).
public func onMainActorValue<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated { body() } }
    return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
}
