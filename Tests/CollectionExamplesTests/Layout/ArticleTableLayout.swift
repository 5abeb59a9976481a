// A UIKit custom layout from an article on collection view layout (TableLayout and
// TableLayoutCache), ported with only the `UI` prefixes removed. It must keep compiling: it is
// the proof that a custom layout written for UIKit ports unchanged. (These declarations shadow
// CollectionExamples' documented copies of the same names inside this test module; tests reach
// those as `CollectionExamples.TableLayout`.)
import CollectionCore
import CollectionExamples
import Foundation

class TableLayoutCache {

    // MARK: - Calculation
    func recalculateDefaultFrames(numberOfItems: Int) {
        defaultFrames = (0..<numberOfItems).map {
            defaultCellFrame(atRow: $0)
        }
    }

    func defaultCellFrame(atRow row: Int) -> CGRect {
        let y = itemSize.height * CGFloat(row)
        let defaultFrame = CGRect(x: 0, y: y,
                                  width: collectionWidth,
                                  height: itemSize.height)
        return defaultFrame
    }

    // MARK: - Access
    func visibleRows(in frame: CGRect) -> [Int] {
        return defaultFrames
            .enumerated() // Index to frame relation
            .filter { $0.element.intersects(frame)} // Filter by frame
            .map { $0.offset } // Return indexes
    }

    var contentSize: CGSize {
        return CGSize(width: collectionWidth,
                      height: defaultFrames.last?.maxY ?? 0)
    }

    static var zero: TableLayoutCache {
        return TableLayoutCache(itemSize: .zero, collectionWidth: 0)
    }

    init(itemSize: CGSize, collectionWidth: CGFloat) {
        self.itemSize = itemSize
        self.collectionWidth = collectionWidth
    }

    private let itemSize: CGSize
    private let collectionWidth: CGFloat
    private var defaultFrames = [CGRect]()
}

class TableLayout: CollectionViewLayout {
    var itemSize: CGSize = .zero  {
        didSet {
            invalidateLayout()
        }
    }

    private let section = 0
    var cache = TableLayoutCache.zero

    // required
    override var collectionViewContentSize: CGSize {
        return cache.contentSize
    }

    // required
    override func prepare() {
        super.prepare()

        let numberOfItems = collectionView!.numberOfItems(inSection: section)

        cache = TableLayoutCache(itemSize: itemSize,
                                 collectionWidth: collectionView!.bounds.width)
        cache.recalculateDefaultFrames(numberOfItems: numberOfItems)
    }

    // required
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let indexes = cache.visibleRows(in: rect)

        let cells = indexes.map { (row) -> CollectionViewLayoutAttributes? in
            let path = IndexPath(row: row, section: section)
            let attributes = layoutAttributesForItem(at: path)
            return attributes
        }.compactMap { $0 }

        return cells
    }

    // required
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {

        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = cache.defaultCellFrame(atRow: indexPath.row)

        return attributes
    }
}
