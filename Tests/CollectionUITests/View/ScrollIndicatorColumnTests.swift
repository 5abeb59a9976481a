import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Items two columns wide and one row tall, as many per row as the width the collection view
/// lays out across holds: one column less (the scroll indicator's) can mean one row more.
/// Counts its passes and records the widths it was prepared at.
@MainActor
final class ReflowLayout: CollectionViewLayout {
    var passWidths: [CGFloat] = []
    /// Lays out this many items instead of the collection view's count, when set.
    var itemCount: Int?
    private var frames: [CGRect] = []

    private var availableWidth: CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset
        return collectionView.bounds.width - inset.left - inset.right
    }

    override func prepare() {
        let width = availableWidth
        passWidths.append(width)
        let perRow = max(1, Int(width) / 2)
        let count = itemCount ?? collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
        frames = (0..<count).map { CGRect(x: CGFloat($0 % perRow * 2), y: CGFloat($0 / perRow), width: 2, height: 1) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: availableWidth, height: frames.last.map { $0.maxY } ?? 0)
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

/// The last column is kept for the vertical scroll indicator exactly when the content, laid out
/// across the whole width, is taller than the view; the decision is made again whenever the
/// content or the size changes, and never from a stale narrower pass.
@Suite @MainActor struct ScrollIndicatorColumnTests {
    private static let indicatorGlyphs: Set<Character> = ["│", "┃"]

    private func items(_ count: Int) -> DiffableDataSourceSnapshot<String, String> {
        StringCollection.snapshot([("s", (0..<count).map { "\($0)" })])
    }

    private func indicatorShows(_ canvas: Canvas, column: Int) -> Bool {
        (0..<canvas.height).contains { Self.indicatorGlyphs.contains(canvas[x: column, y: $0].character) }
    }

    @Test("content that fits keeps the whole width, in one layout pass")
    func fittingContentHasNoColumn() {
        let layout = ReflowLayout()
        let collection = StringCollection(layout: layout, width: 20, height: 5)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 5)
        screen.render()
        layout.passWidths = []
        collection.dataSource.apply(items(30), animatingDifferences: false)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(layout.passWidths == [20])
        #expect(!indicatorShows(canvas, column: 19))
    }

    @Test("content taller than the view at the whole width gets the column, laid out again within it")
    func overflowingContentKeepsTheColumn() {
        let layout = ReflowLayout()
        let collection = StringCollection(layout: layout, width: 20, height: 5)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 5)
        screen.render()
        layout.passWidths = []
        collection.dataSource.apply(items(80), animatingDifferences: false)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        #expect(layout.passWidths == [20, 19])
        #expect(indicatorShows(canvas, column: 19))
        // Laid out within 19 columns: nine items of two columns a row, none in the indicator's column.
        let frames = collection.collectionView.layoutAttributesForVisibleElements().map(\.frame)
        #expect(frames.allSatisfy { $0.maxX <= 18 })
        #expect(collection.collectionView.contentSize.height == 9)
    }

    @Test("content that overflows only because the narrower width wraps it keeps the whole width")
    func overflowOnlyWhenNarrowerGetsNoColumn() {
        // 50 items: 10 a row across 20 columns make 5 rows (fits 5), 9 a row across 19 make 6.
        let layout = ReflowLayout()
        let collection = StringCollection(layout: layout, width: 20, height: 5)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 5)
        collection.dataSource.apply(items(80), animatingDifferences: false)
        screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        // From a reserved column (the previous content overflowed), the new content is decided at
        // the whole width, where it fits.
        collection.dataSource.apply(items(50), animatingDifferences: false)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(collection.collectionView.contentSize.height == 5)
        #expect(!indicatorShows(canvas, column: 19))
        #expect(layout.passWidths.last == 20)
        // The tenth item of the first row is in the last two columns.
        let tenth = collection.collectionView.layoutAttributesForVisibleElements().first { $0.indexPath.item == 9 }
        #expect(tenth?.frame == CGRect(x: 18, y: 0, width: 2, height: 1))
        // Rendering again changes nothing: no pass, no flip.
        let passes = layout.passWidths.count
        screen.render()
        #expect(layout.passWidths.count == passes)
        #expect(collection.collectionView.adjustedContentInset.right == 0)
    }

    @Test("applying a smaller snapshot gives the column back")
    func smallerSnapshotReleasesTheColumn() {
        let collection = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 6)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 6)
        collection.dataSource.apply(items(30), animatingDifferences: false)
        #expect(indicatorShows(screen.render(), column: 19))
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        collection.dataSource.apply(items(6), animatingDifferences: false)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(!indicatorShows(canvas, column: 19))
        let cells = collection.collectionView.layoutAttributesForVisibleElements()
        #expect(cells.allSatisfy { $0.frame.width == 20 })
    }

    @Test("a resize that makes the content fit gives the column back, for a layout the height change does not invalidate")
    func resizeTallerReleasesTheColumn() {
        // A vertical flow layout is invalidated only by a change of width. Items half the width
        // wide: 14 make 7 rows across 20 columns, 14 rows across 19.
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 10, height: 1)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        let collection = StringCollection(layout: flow, width: 20, height: 6)
        collection.dataSource.apply(items(14), animatingDifferences: false)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 6)
        #expect(indicatorShows(screen.render(), column: 19))
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        #expect(collection.collectionView.contentSize.height == 14)
        screen.resize(width: 20, height: 8)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(collection.collectionView.contentSize.height == 7)
        #expect(!indicatorShows(canvas, column: 19))
        // And back: shorter again, the content overflows and the column is kept again.
        screen.resize(width: 20, height: 6)
        #expect(indicatorShows(screen.render(), column: 19))
        #expect(collection.collectionView.adjustedContentInset.right == 1)
    }

    @Test("a resize taller through the reflowing layout gives the column back")
    func resizeTallerReleasesTheColumnOfAReflowingLayout() {
        let layout = ReflowLayout()
        let collection = StringCollection(layout: layout, width: 20, height: 4)
        collection.dataSource.apply(items(50), animatingDifferences: false)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 4)
        screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        // Five rows at the whole width: a view five rows tall holds them.
        screen.resize(width: 20, height: 5)
        let canvas = screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(!indicatorShows(canvas, column: 19))
        #expect(collection.collectionView.contentSize.height == 5)
    }

    @Test("a layout prepared by a query before the layout pass is still decided at the whole width")
    func queryBeforeTheLayoutPassIsDecidedAgain() {
        let layout = ReflowLayout()
        let collection = StringCollection(layout: layout, width: 20, height: 5)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 5)
        collection.dataSource.apply(items(80), animatingDifferences: false)
        screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 1)
        // The app prepares the layout itself before the layout pass, within the kept column
        // (50 items make 6 rows there, 5 across the whole width).
        layout.itemCount = 50
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(layout.passWidths.last == 19)
        screen.render()
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        #expect(collection.collectionView.contentSize.height == 5)
        #expect(layout.passWidths.last == 20)
    }

    @Test("hidden, the indicator keeps no column; shown again, overflowing content gets it back")
    func togglingTheIndicator() {
        let collection = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 6)
        let screen = HeadlessScreen(root: collection.collectionView, width: 20, height: 6)
        collection.dataSource.apply(items(30), animatingDifferences: false)
        collection.collectionView.showsVerticalScrollIndicator = false
        #expect(!indicatorShows(screen.render(), column: 19))
        #expect(collection.collectionView.adjustedContentInset.right == 0)
        collection.collectionView.showsVerticalScrollIndicator = true
        #expect(indicatorShows(screen.render(), column: 19))
        #expect(collection.collectionView.adjustedContentInset.right == 1)
    }
}
