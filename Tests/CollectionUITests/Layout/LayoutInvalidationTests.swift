import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// An invalidated layout tells its collection view, whoever invalidated it: the view asks for
/// the elements in view again and is drawn again, so that app code changing a layout's
/// property after the first frame sees the change on the next one.
@MainActor
@Suite struct LayoutInvalidationTests {
    /// A layout of one column whose rows are `rowHeight` tall; setting the height invalidates
    /// the layout, as app layouts do from their own properties.
    @MainActor
    private final class RowsLayout: CollectionViewLayout {
        var rowHeight: CGFloat = 1 { didSet { invalidateLayout() } }
        private var frames: [CGRect] = []

        override func prepare() {
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            let width = collectionView?.bounds.width ?? 0
            frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * rowHeight, width: width, height: 1) }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }
    }

    private func makeList(
        _ layout: CollectionViewLayout, width: CGFloat = 12, height: CGFloat = 6
    ) -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.showsVerticalScrollIndicator = false
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    private func draw(_ view: View) -> [String] {
        var canvas = Canvas(width: Int(view.bounds.width), height: Int(view.bounds.height))
        view.render(into: &canvas, at: .zero)
        return canvas.lines.map(Self.item)
    }

    /// The item a line shows, without the focus sign the label cell draws before it.
    private static func item(_ line: some StringProtocol) -> String {
        line.replacingOccurrences(of: ">", with: "").trimmingCharacters(in: .whitespaces)
    }

    @Test func aLayoutThatInvalidatesItselfMarksItsViewForDisplayAndTheNextFrameShowsIt() {
        let layout = RowsLayout()
        let (view, dataSource) = makeList(layout)
        #expect(draw(view) == ["a", "b", "c", "", "", ""])
        #expect(!view.needsDisplay)
        layout.rowHeight = 2
        #expect(view.needsDisplay)
        #expect(draw(view) == ["a", "", "b", "", "c", ""])
        withExtendedLifetime(dataSource) {}
    }

    @Test func changingAFlowLayoutsPropertyAfterTheFirstFrameRedrawsWithIt() {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 12, height: 1)
        flow.minimumLineSpacing = 0
        let (view, dataSource) = makeList(flow)
        #expect(draw(view) == ["a", "b", "c", "", "", ""])
        flow.minimumLineSpacing = 1
        #expect(view.needsDisplay)
        #expect(draw(view) == ["a", "", "b", "", "c", ""])
        withExtendedLifetime(dataSource) {}
    }

    @Test func theLoopThatShipsDrawsAFrameForAnInvalidationAndNoneWithoutOne() throws {
        let layout = RowsLayout()
        let (view, dataSource) = makeList(layout)
        let backend = HeadlessBackend(columns: 12, rows: 6)
        let loop = ApplicationLoop(root: view, clock: backend.clock)
        var framesWhileIdle: [Int] = []
        var linesAfter: [String] = []
        backend.whenIdle { framesWhileIdle.append(backend.frames.count) }
        backend.wait(.milliseconds(500))
        backend.whenIdle { framesWhileIdle.append(backend.frames.count) }
        backend.perform { layout.rowHeight = 2 }
        backend.wait(.milliseconds(10))
        backend.whenIdle {
            framesWhileIdle.append(backend.frames.count)
            linesAfter = backend.frames.last?.lines.map(Self.item) ?? []
        }
        _ = try loop.run(on: backend)
        // One frame at the start; none while nothing changes; one for the invalidation.
        #expect(framesWhileIdle == [1, 1, 2])
        #expect(linesAfter == ["a", "", "b", "", "c", ""])
        withExtendedLifetime(dataSource) {}
    }
}
