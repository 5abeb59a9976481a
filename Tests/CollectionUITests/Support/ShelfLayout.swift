import CollectionCore
import Foundation

/// A custom layout (not compositional) with a carousel: section 0 is one row of 8-column items
/// that scrolls sideways on its own; the items of the other sections are full-width rows below
/// it. It offers orthogonal scrolling through the public protocol with its three required
/// answers and the protocol's default resting, revealing and wheel scrolling, and swipe actions
/// on the rows from ``trailingActions``.
final class ShelfLayout: CollectionViewLayout, CollectionViewOrthogonalScrollingLayout, CollectionViewSwipeActionsLayout {
    static let itemWidth: CGFloat = 8

    /// The trailing swipe actions of the rows below the shelf.
    var trailingActions: [ContextualAction] = []

    private var width: CGFloat { collectionView?.bounds.width ?? 0 }
    private var shelfCount: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    /// The first row of each section after the shelf.
    private var rowStarts: [Int] {
        guard let collectionView else { return [] }
        var starts: [Int] = [0]
        var row = 1
        for section in 1..<max(1, collectionView.numberOfSections) {
            starts.append(row)
            row += collectionView.numberOfItems(inSection: section)
        }
        return starts
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let rows = (1..<max(1, collectionView.numberOfSections)).reduce(1) { $0 + collectionView.numberOfItems(inSection: $1) }
        return CGSize(width: width, height: CGFloat(rows))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let collectionView, indexPath.section < collectionView.numberOfSections,
            indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        if indexPath.section == 0 {
            let shift = collectionView.orthogonalContentOffset(forSection: 0).x
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * Self.itemWidth - shift, y: 0, width: Self.itemWidth, height: 1)
        } else {
            attributes.frame = CGRect(x: 0, y: CGFloat(rowStarts[indexPath.section] + indexPath.item), width: width, height: 1)
        }
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let collectionView else { return [] }
        var result: [CollectionViewLayoutAttributes] = []
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)),
                    attributes.frame.intersects(rect)
                {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    // MARK: CollectionViewOrthogonalScrollingLayout

    func scrollsOrthogonally(section: Int) -> Bool { section == 0 }

    func orthogonalScrollingFrame(forSection section: Int) -> CGRect? {
        section == 0 ? CGRect(x: collectionView?.bounds.minX ?? 0, y: 0, width: width, height: 1) : nil
    }

    func maximumOrthogonalContentOffset(forSection section: Int) -> CGFloat {
        section == 0 ? max(0, CGFloat(shelfCount) * Self.itemWidth - width) : 0
    }

    // MARK: CollectionViewSwipeActionsLayout

    func leadingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

    func trailingSwipeActionsConfigurationForItem(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        indexPath.section == 0 || trailingActions.isEmpty ? nil : SwipeActionsConfiguration(actions: trailingActions)
    }
}

/// A plain data source for the shelf: `counts` items per section named `c0, c1, ...` in
/// section 0 and `l0, l1, ...` after it, in label cells.
final class ShelfDataSource: CollectionViewDataSource {
    let counts: [Int]
    private let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, text in cell.text = text }

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let name = (indexPath.section == 0 ? "c" : "l") + "\(indexPath.item)"
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
}
