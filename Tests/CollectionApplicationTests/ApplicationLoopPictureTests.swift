import CollectionCore
import CollectionTesting
import Dispatch
import Foundation
import Testing

/// A grid of cells with pictures whose blocks are made on the worker: the loop draws the
/// blank cells, draws again when the blocks arrive, and then nothing asks for a frame while
/// nothing changes; scrolled, a reused cell shows its new item's picture, never the old one's.
@Suite @MainActor struct ApplicationLoopPictureTests {
    private final class PictureCell: CollectionViewCell {
        let imageView = ImageView()

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = contentView.bounds
        }
    }

    /// Item `n`'s colour: red rises with `n`, so every item's picture has a colour of its own.
    private static func color(_ item: Int) -> (UInt8, UInt8, UInt8) { (UInt8(20 + item * 10), 40, 200) }

    private func grid(items: Int) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let pictures = (0..<items).map { item -> Image in
            let (red, green, blue) = Self.color(item)
            return Image(bitmap: Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [red, green, blue, 255] })!)
        }
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
            subitems: [item])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6),
                                  collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let registration = CollectionView.CellRegistration<PictureCell, Int> { cell, _, item in
            cell.imageView.image = pictures[item]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    private func render(_ screen: HeadlessScreen) -> Canvas {
        PictureRendering.withRendering(.background) { PictureMode.withMode(.blocks) { screen.render() } }
    }

    private func settle() async {
        PictureWorker.shared.waitUntilIdle()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    /// The item whose colour the cell at (`x`, `y`) shows, if any.
    private func item(at x: Int, _ y: Int, in canvas: Canvas, items: Int) -> Int? {
        let cell = canvas.cells[y * canvas.width + x]
        guard cell.character == "▀" else { return nil }
        return (0..<items).first { item in
            let (red, green, blue) = Self.color(item)
            return cell.style.foreground == .rgb(red: red, green: green, blue: blue, alpha: 255)
        }
    }

    @Test func theLoopDrawsWhenPicturesArriveAndNothingAsksForAFrameWhileIdle() async {
        let (view, dataSource) = grid(items: 8)
        let screen = HeadlessScreen(root: view, width: 20, height: 6)
        let first = render(screen)
        #expect(!first.cells.contains { $0.character == "▀" })
        #expect(first.pictures.count == 4)
        // (Frames are counted relative to each other: a test running beside this one may
        // change a global setting, such as the point scale, that makes the loop draw too.)
        let framesBefore = screen.loop.frameCount
        await settle()
        // The arrival marked the cells' image views, so the loop draws.
        #expect(view.needsDisplay)
        let arrived = render(screen)
        #expect(screen.loop.frameCount > framesBefore)
        #expect(item(at: 0, 0, in: arrived, items: 8) == 0)
        #expect(item(at: 10, 0, in: arrived, items: 8) == 1)
        #expect(item(at: 0, 3, in: arrived, items: 8) == 2)
        #expect(item(at: 10, 5, in: arrived, items: 8) == 3)
        // Idle: nothing was asked for again, nothing arrives, nothing asks for a frame.
        await settle()
        #expect(!view.needsDisplay)
        // Scrolled by two rows of cells: the cells of items 0 to 3 are reused for 4 to 7. Until
        // their pictures arrive they are blank, never showing the items they showed before.
        view.setContentOffset(CGPoint(x: 0, y: 6), animated: false)
        let scrolled = render(screen)
        #expect((0..<6).allSatisfy { y in (0..<20).allSatisfy { x in item(at: x, y, in: scrolled, items: 8) == nil } })
        await settle()
        let shown = render(screen)
        #expect(item(at: 0, 0, in: shown, items: 8) == 4)
        // (The last two columns hold the scroll indicator.)
        #expect(item(at: 17, 5, in: shown, items: 8) == 7)
        withExtendedLifetime(dataSource) {}
    }
}
