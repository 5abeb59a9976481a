import CollectionCore
import Foundation

/// A cell of the thumbnail grid: an image view filling it, aspect fit, and a one-row caption.
public final class ThumbnailCell: CollectionViewCell {
    public let imageView = ImageView()
    public let caption = Label()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFit
        contentView.addSubview(imageView)
        contentView.addSubview(caption)
    }

    /// There are no archives here.
    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        imageView.frame = CGRect(x: 1, y: 0, width: max(0, size.width - 2), height: max(0, size.height - 1))
        caption.frame = CGRect(x: 1, y: size.height - 1, width: max(0, size.width - 2), height: 1)
    }
}

/// A 120 x 40 grid of thumbnails, 6 across and 4 down (24 shown at once, each 20 × 10 cells),
/// over 600 items whose pictures are 12 procedurally drawn 48 × 48 bitmaps, as a product grid
/// with pictures is; ``frame(scrolledBy:)`` scrolls it a row at a time.
@MainActor
public final class ThumbnailGridScenario {
    public static let columns = 120
    public static let rows = 40
    public let view: CollectionView
    public let dataSource: CollectionViewDiffableDataSource<Int, Int>
    public let pictures: [Image]

    public init(itemCount: Int = 600) {
        pictures = (0..<12).map { Image(bitmap: Self.picture($0), accessibilityLabel: "Picture \($0)") }
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 6), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: Self.columns, height: Self.rows), collectionViewLayout: layout)
        let pictures = pictures
        let registration = CollectionView.CellRegistration<ThumbnailCell, Int> { cell, _, item in
            cell.imageView.image = pictures[item % pictures.count]
            cell.caption.text = "Product \(item)"
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Scrolls to `offset` rows and draws the grid into a fresh canvas.
    public func frame(scrolledBy offset: Int) -> Canvas {
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        var canvas = Canvas(width: Self.columns, height: Self.rows)
        view.render(into: &canvas, at: .zero)
        return canvas
    }

    /// Picture `index`: a diagonal gradient in its own hue with a disc in the middle, half of
    /// them with a transparent corner.
    public nonisolated static func picture(_ index: Int) -> Bitmap {
        let size = 48
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let base = (y * size + x) * 4
                let t = Double(x + y) / Double(2 * size)
                let inDisc = (x - 24) * (x - 24) + (y - 24) * (y - 24) < 14 * 14
                pixels[base] = UInt8((inDisc ? 250 : 60 + 150 * t) * Double((index % 3) + 1) / 3)
                pixels[base + 1] = UInt8((inDisc ? 230 : 200 * (1 - t)) * Double((index % 4) + 1) / 4)
                pixels[base + 2] = UInt8(inDisc ? 40 : 100 + Double((index % 12) * 12))
                pixels[base + 3] = index % 2 == 1 && x < 8 && y < 8 ? 0 : 255
            }
        }
        return Bitmap(width: size, height: size, pixels: pixels)!
    }
}
