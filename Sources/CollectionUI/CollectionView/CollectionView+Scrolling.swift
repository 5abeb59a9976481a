import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// Where an item ends up when scrolled to, as `UICollectionView.ScrollPosition`. An empty
    /// position scrolls as little as makes the item fully visible.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The positions as bits.
        public let rawValue: UInt8
        /// The positions whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the view.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (clamped to the
    /// scrollable range). In an orthogonally scrolling section, the section scrolls sideways to
    /// show the item too. An index path that does not exist is reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard isValid(indexPath), let attributes = collectionViewLayout.cellAttributesForItem(at: indexPath) else {
            Diagnostics.report(Diagnostic(
                domain: "collectionView", kind: "invalidIndexPath",
                message: "scrollToItem(at:at:animated:): there is no item at \(indexPath); nothing scrolled."))
            return
        }
        revealInOrthogonalSection(indexPath, frame: attributes.frame)
        let frame = collectionViewLayout.cellAttributesForItem(at: indexPath)?.frame ?? attributes.frame
        var target = cellContentOffset
        let visible = visibleContentRect
        let insetTop = visible.minY - cellBounds.minY
        let insetBottom = cellBounds.maxY - visible.maxY
        if scrollPosition.contains(.top) {
            target.y = frame.minY - insetTop
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - cellBounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - cellBounds.height + insetBottom
        } else if frame.minY < visible.minY {
            target.y = frame.minY - insetTop
        } else if frame.maxY > visible.maxY {
            target.y = min(frame.maxY - cellBounds.height + insetBottom, frame.minY - insetTop)
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - cellBounds.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - cellBounds.width
        } else if !isOrthogonal(section: indexPath.section) {
            if frame.minX < cellBounds.minX {
                target.x = frame.minX
            } else if frame.maxX > cellBounds.maxX {
                target.x = min(frame.maxX - cellBounds.width, frame.minX)
            }
        }
        // What covers the top (a pinned header) depends on the offset: at the new one, a header
        // may cover the item or have scrolled away. Settle on the offset seen from where it lands.
        if scrollPosition.isEmpty, !animated {
            for _ in 0..<2 {
                setCellContentOffset(target, animated: false)
                let now = visibleContentRect
                let insetTop = now.minY - cellBounds.minY, insetBottom = cellBounds.maxY - now.maxY
                var next = cellContentOffset
                if frame.minY < now.minY || (frame.height > now.height && frame.minY > now.minY) {
                    next.y = frame.minY - insetTop
                } else if frame.maxY > now.maxY {
                    next.y = min(frame.maxY - cellBounds.height + insetBottom, frame.minY - insetTop)
                }
                guard clampedCellContentOffset(next) != cellContentOffset else { return }
                target = next
            }
        }
        setCellContentOffset(target, animated: animated)
    }

    /// The part of the bounds not covered by pinned headers (so an item scrolled into view is
    /// not hidden under one). A header that would leave no row at all is not taken off (in a
    /// view one row tall, the row shows the items scrolled to, not the header).
    /// After Tab or Shift-Tab moved the focus to the first item of a section: scrolls so that
    /// the section shows from its top (its header, its background) when the top and the item fit
    /// in the view together, instead of leaving the item at the bottom of the screen with its
    /// section's title out of sight. A section taller than that keeps the item in view.
    /// `moved`: whether focusing the item scrolled the view (else the section stays where it is
    /// when its top shows).
    func revealSectionTop(forItemAt indexPath: IndexPath, moved: Bool) {
        layoutIfNeeded()
        guard let item = collectionViewLayout.cellAttributesForItem(at: indexPath)?.frame else { return }
        let above = CGRect(x: cellBounds.minX, y: item.minY - cellBounds.height, width: max(1, cellBounds.width), height: cellBounds.height + item.height)
        var top = item.minY
        for element in collectionViewLayout.cellAttributesForElements(in: above) ?? []
        where element.indexPath.section == indexPath.section && element.representedElementCategory != .cell {
            top = min(top, element.frame.minY)
        }
        let visible = visibleContentRect
        guard top < visible.minY || moved else { return }
        let insetTop = visible.minY - cellBounds.minY
        guard item.maxY - top <= cellBounds.height - insetTop else { return }
        let target = clampedCellContentOffset(CGPoint(x: cellContentOffset.x, y: top - insetTop))
        // Only a move that keeps the item in view and brings the top in: never hide the item.
        guard target.y <= item.minY - insetTop, target.y + cellBounds.height >= item.maxY else { return }
        if target != cellContentOffset { setCellContentOffset(target, animated: false) }
    }

    var visibleContentRect: CGRect {
        var rect = cellBounds
        for element in collectionViewLayout.cellAttributesForElements(in: cellBounds) ?? []
        where element.representedElementCategory == .supplementaryView && element.zIndex > 0
            && element.frame.minY <= rect.minY && element.frame.maxY > rect.minY && element.frame.width >= cellBounds.width / 2
        {
            let covered = element.frame.maxY - rect.minY
            guard covered < rect.height else { continue }
            rect.origin.y += covered
            rect.size.height = max(0, rect.height - covered)
        }
        return rect
    }

    /// The layout, when it has sections that scroll sideways on their own.
    var orthogonalScrollingLayout: CollectionViewOrthogonalScrollingLayout? {
        collectionViewLayout as? CollectionViewOrthogonalScrollingLayout
    }

    /// Whether `section` scrolls sideways on its own (an orthogonal section).
    func isOrthogonal(section: Int) -> Bool {
        orthogonalScrollingLayout?.scrollsOrthogonally(section: section) ?? false
    }

    /// Scrolls an orthogonal section sideways so that `frame` (of one of its items) is visible,
    /// resting where the section's behaviour says.
    private func revealInOrthogonalSection(_ indexPath: IndexPath, frame: CGRect) {
        guard let layout = orthogonalScrollingLayout, layout.scrollsOrthogonally(section: indexPath.section),
            let offset = layout.orthogonalContentOffset(revealingItemAt: indexPath)
        else { return }
        setOrthogonalContentOffset(offset, forSection: indexPath.section, animated: true)
    }
}
