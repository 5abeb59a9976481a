import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Asks a collection view's ``CollectionView/prefetchDataSource`` for the items of the screen
/// ahead of the visible one, and cancels those that stop being ahead.
///
/// "Ahead" is one screen along the axis and in the direction the bounds last moved; before any
/// scroll, down (or right, when the content is wider than the view and no taller).
@MainActor
final class Prefetcher {
    /// The items asked for that are still ahead.
    private var prefetched: Set<IndexPath> = []
    /// The bounds' origin at the last check.
    private var lastOrigin: CGPoint?
    /// Whether the view last scrolled along the horizontal axis.
    private var horizontal: Bool?
    /// Whether the view last scrolled towards the end of its content.
    private var forward = true

    /// Forgets every item (their index paths may now name other items).
    func reset() {
        prefetched = []
    }

    /// Moves the remembered items with their index paths; deleted ones are forgotten. The
    /// bounds may move with the update (to keep the first visible item in place): that is not
    /// a scroll, so the direction stays as it was.
    func follow(_ newIndexPath: (IndexPath) -> IndexPath?) {
        lastOrigin = nil
        guard !prefetched.isEmpty else { return }
        prefetched = Set(prefetched.compactMap(newIndexPath))
    }

    /// Compares what is ahead of `collectionView`'s bounds with what was asked for, and tells
    /// its prefetching data source the difference. `isVisible` tells the items on screen.
    func update(_ collectionView: CollectionView, isVisible: (IndexPath) -> Bool) {
        let bounds = collectionView.cellBounds
        defer { lastOrigin = bounds.origin }
        guard collectionView.isPrefetchingEnabled, let source = collectionView.prefetchDataSource,
            bounds.width > 0, bounds.height > 0
        else {
            prefetched = []
            return
        }
        if let lastOrigin {
            let dx = bounds.minX - lastOrigin.x
            let dy = bounds.minY - lastOrigin.y
            if dy != 0 {
                horizontal = false
                forward = dy > 0
            } else if dx != 0 {
                horizontal = true
                forward = dx > 0
            }
        }
        let size = collectionView.cellContentSize
        let sideways = horizontal ?? (size.width > bounds.width && size.height <= bounds.height)
        let ahead = sideways
            ? bounds.offsetBy(dx: forward ? bounds.width : -bounds.width, dy: 0)
            : bounds.offsetBy(dx: 0, dy: forward ? bounds.height : -bounds.height)
        let counts = collectionView.counts
        var wanted = Set<IndexPath>()
        for element in collectionView.collectionViewLayout.cellAttributesForElements(in: ahead) ?? []
        where element.representedElementCategory == .cell && !element.isHidden {
            let path = element.indexPath
            guard path.count == 2, counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section],
                !isVisible(path)
            else { continue }
            wanted.insert(path)
        }
        let cancelled = prefetched.subtracting(wanted).filter { !isVisible($0) }
        let fresh = wanted.subtracting(prefetched)
        prefetched = wanted
        if !cancelled.isEmpty { source.collectionView(collectionView, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !fresh.isEmpty { source.collectionView(collectionView, prefetchItemsAt: fresh.sorted()) }
    }
}
