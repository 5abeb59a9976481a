import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Cells are made in the layout pass that runs before drawing, never while the collection view
/// draws: drawing only draws the views the pass made.
@MainActor
@Suite struct LayoutPassTests {
    /// A collection view that notes when it is drawing.
    @MainActor
    private final class WatchedCollectionView: CollectionView {
        var isDrawing = false

        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            isDrawing = true
            super.draw(rect, in: &canvas)
            isDrawing = false
        }
    }

    /// Where the cell provider ran: in the layout pass or while drawing.
    @MainActor
    private final class Calls {
        var inLayout = 0
        var whileDrawing = 0
    }

    private func makeList(_ calls: Calls) -> (WatchedCollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let view = WatchedCollectionView(frame: CGRect(x: 0, y: 0, width: 12, height: 4), collectionViewLayout: StringCollection.listLayout())
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { [unowned view] collectionView, indexPath, item in
            if view.isDrawing { calls.whileDrawing += 1 } else { calls.inLayout += 1 }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<30).map { "i\($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    @Test func theCellProviderRunsBeforeDrawingNeverDuringIt() {
        let calls = Calls()
        let (view, dataSource) = makeList(calls)
        let pilot = Pilot(root: view, width: 12, height: 4)
        #expect(pilot.lines.map { $0.prefix(4) } == ["> i0", "  i1", "  i2", "  i3"])
        // Scrolling, paging and jumping bring new cells into view.
        pilot.press(.down, .pageDown, .end, .home)
        // An update with new items, animated.
        var snapshot = dataSource.snapshot()
        snapshot.insertItems(["new"], beforeItem: "i0")
        dataSource.apply(snapshot, animatingDifferences: true)
        pilot.press(.down)
        #expect(pilot.lines.contains { $0.contains("new") })
        #expect(calls.inLayout > 0)
        #expect(calls.whileDrawing == 0)
    }

    @Test func renderingLaysOutFirstSoNewCellsAreDrawnInTheSameFrame() {
        let calls = Calls()
        let (view, dataSource) = makeList(calls)
        var canvas = Canvas(width: 12, height: 4)
        view.render(into: &canvas, at: .zero)
        #expect(canvas.lines[0].hasPrefix("> i0"))
        // A scroll made between frames shows its new cells in the next frame.
        view.contentOffset = CGPoint(x: 0, y: 10)
        var next = Canvas(width: 12, height: 4)
        view.render(into: &next, at: .zero)
        #expect(next.lines[0].hasPrefix("  i10"))
        #expect(calls.inLayout > 0)
        #expect(calls.whileDrawing == 0)
        _ = dataSource
    }
}
