import CollectionTesting
import Testing
import UIKit

/// A two-column layout written for UIKit: it reads its collection view's width and places each
/// item 34 points tall, in points, as a custom layout does.
final class TwoColumnLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []
    private(set) var widthsSeen: [CGFloat] = []
    let itemHeight: CGFloat = 34

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        widthsSeen.append(width)
        let columnWidth = (width / 2).rounded(.down)
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            CGRect(x: CGFloat(item % 2) * columnWidth, y: CGFloat(item / 2) * itemHeight, width: columnWidth, height: itemHeight)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat((frames.count + 1) / 2) * itemHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.map(attributes(forItem:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.indices.contains(indexPath.item) ? attributes(forItem: indexPath.item) : nil
    }

    private func attributes(forItem item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frames[item]
        return attributes
    }
}

final class TwoColumnViewController: UIViewController {
    let layout = TwoColumnLayout()
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Tile \(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A custom layout written in points under a point scale draws on the cells its frames fall in.
@MainActor
@Suite struct UIKitCustomLayoutTests {
    @Test func aCustomLayoutPlacesItsItemsInPoints() throws {
        try PointScale.withCurrent(.standard) {
            let controller = TwoColumnViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 10)
            let lines = screen.render().lines
            let collectionView = try #require(controller.collectionView)
            // It saw the width in points (40 columns, the last kept for the scroll indicator).
            #expect(controller.layout.widthsSeen.last == 312 || controller.layout.widthsSeen.last == 320)
            // Two tiles a row, each 34 points (two rows) tall: tiles 0 and 1 on row 0, 2 and 3 on
            // row 2, and the second column starts half way across (a list cell's text is one
            // column in).
            #expect(lines[0].hasPrefix(" Tile 0") && lines[0].contains("Tile 1"))
            #expect(lines[2].hasPrefix(" Tile 2") && lines[2].contains("Tile 3"))
            let column = try #require(lines[0].range(of: "Tile 1")).lowerBound
            #expect(lines[0].distance(from: lines[0].startIndex, to: column) >= 19)
            #expect(collectionView.contentSize.height == 340)
            // Scrolling by two tiles' height in points shows tiles 4 and 5 on top.
            collectionView.setContentOffset(CGPoint(x: 0, y: 68), animated: false)
            let scrolled = screen.render().lines
            #expect(scrolled[0].hasPrefix(" Tile 4") && scrolled[0].contains("Tile 5"))
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 8, y: 68 + 8)) == IndexPath(item: 4, section: 0))
            // Focus moves right along a row and down a column, by the frames in points.
            let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 10)
            pilot.press(.right)
            let start = try #require(collectionView.focusedIndexPath)
            pilot.press(.down)
            #expect(collectionView.focusedIndexPath == IndexPath(item: start.item + 2, section: 0))
        }
    }
}
