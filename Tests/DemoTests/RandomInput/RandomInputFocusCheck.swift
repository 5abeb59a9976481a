import CollectionCore
import Foundation

/// The ``RandomInputInvariant/focusVisible`` check of one run: where each collection view's
/// focused item is drawn, and, when it is out of view, why (the wheel scrolled it away by
/// design, or one of the known bugs of ``RandomInputKnownBugs``), remembered while the focus
/// stays on that item.
@MainActor
final class RandomInputFocusCheck {
    /// Why a collection view's focused item is out of view, while the focus stays on it.
    enum OffscreenCause: String {
        /// The wheel scrolled it away: by design the focus stays where it is (as in UIKit,
        /// scrolling does not move it) until it moves or is scrolled back, and is exempt from
        /// ``RandomInputInvariant/focusVisible`` meanwhile.
        case wheel
        /// The view's own rule for scrolling to an item would show it now, so the offset was
        /// worked out for another geometry: the view's size changed (a resize, the search field
        /// opening, a screen shown at another size than it was made at) or its rows moved
        /// (self-sizing rows measured once on screen, or measured again after an update). Not
        /// this cause: the focus went to another item while the view neither scrolled nor
        /// changed size (it was not scrolled to at all). Reported with a message that says so
        /// (see ``RandomInputKnownBugs``).
        case geometryChanged = "after the view's geometry changed (scrolling to the item now would show it)"
        /// Home focused the first item and scrolled to the top of the content, in a view too
        /// short to show both what is above the item and the item (see ``RandomInputKnownBugs``).
        case scrolledToTop = "with the content scrolled to its top, where the first item does not fit"
        /// A carousel revealing the item came to rest where the item is cut, although another
        /// of its resting offsets shows it (see ``RandomInputKnownBugs``).
        case carouselRestsCut = "in a carousel resting where the item is cut (another resting offset shows it)"
        /// A view one row tall with a header (a supplementary view above the items) next to its
        /// visible row (see ``RandomInputKnownBugs``).
        case oneRowWithHeader = "in a view one row tall beside a header"
    }

    /// The collection views whose focused item is out of view, with that item (``identity(of:in:)``)
    /// and why.
    private var offscreen: [ObjectIdentifier: (focus: AnyHashable, cause: OffscreenCause)] = [:]
    /// Each collection view's focused item, geometry and the items it showed, where, at its
    /// last check.
    private var lastChecked: [ObjectIdentifier: (focus: AnyHashable, geometry: Geometry, shownItems: [IndexPath: CGRect])] = [:]
    /// Whether a wheel event came since the last check.
    private var wheelTurned = false

    /// Notes a wheel event: a focused item out of view at the next check was scrolled away.
    func noteWheel() {
        wheelTurned = true
    }

    /// Checks every collection view in `collectionViews` (the screen shows the app and nothing
    /// moves).
    func violations(in collectionViews: [CollectionView]) -> [RandomInputChecker.Violation] {
        defer { wheelTurned = false }
        return collectionViews.compactMap(violation)
    }

    /// The focused item drawn less than fully where it could be (for an item larger than the
    /// view: less than the view), unless the wheel scrolled it away. A message names the known
    /// cause it shows (``OffscreenCause``), for ``RandomInputKnownBugs``.
    private func violation(_ collectionView: CollectionView) -> RandomInputChecker.Violation? {
        let key = ObjectIdentifier(collectionView)
        let bounds = collectionView.cellBounds
        guard let focus = collectionView.focusedIndexPath,
            let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
        else {
            offscreen[key] = nil
            return nil
        }
        let elements = collectionView.collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let visible = Self.unpinnedRect(of: bounds, elements: elements)
        let checksAcross = Self.canRestShowing(frame, of: focus, in: collectionView)
        let geometry = Geometry(size: bounds.size, contentSize: collectionView.cellContentSize, offset: collectionView.cellContentOffset)
        let item = Self.identity(of: focus, in: collectionView)
        let last = lastChecked[key]
        var shownItems: [IndexPath: CGRect] = [:]
        for element in elements where element.representedElementCategory == .cell { shownItems[element.indexPath] = element.frame }
        lastChecked[key] = (item, geometry, shownItems)
        if Self.isAsVisibleAsPossible(frame, in: visible, bounds: bounds, across: checksAcross) {
            offscreen[key] = nil
            return nil
        }
        // The focus went to another item, nothing moved or changed size, and the layout did not
        // move that item either (it was not on screen at the last check, or it was where it is):
        // it was not scrolled to at all.
        let movedWithoutScrolling = last.map { last in
            last.focus != item && last.geometry == geometry && (last.shownItems[focus] == nil || last.shownItems[focus] == frame)
        } ?? false
        var cause = offscreen[key].flatMap { $0.focus == item ? $0.cause : nil }
        if cause == nil {
            if wheelTurned {
                cause = .wheel
            } else if Self.isFirstItemBelowTop(frame, of: focus, visible: visible, in: collectionView) {
                cause = .scrolledToTop
            } else if checksAcross, !Self.isAsVisibleAsPossible(frame, in: visible, bounds: bounds, across: true, along: false),
                Self.carouselRestsCutting(frame, of: focus, in: collectionView)
            {
                cause = .carouselRestsCut
            } else if Self.isOneRowBesideHeader(collectionView) {
                cause = .oneRowWithHeader
            } else if !movedWithoutScrolling, Self.scrollingToItemShows(frame, visible: visible, across: checksAcross, in: collectionView) {
                cause = .geometryChanged
            }
        }
        offscreen[key] = cause.map { (item, $0) }
        if cause == .wheel { return nil }
        let name = String(describing: type(of: collectionView.superview ?? collectionView))
        return RandomInputChecker.Violation(invariant: .focusVisible,
                         message: "\(name): the focused item \(focus) at \(frame) is not fully inside \(visible) (bounds \(bounds))"
                            + (cause.map { " " + $0.rawValue } ?? ""))
    }

    /// The focused item as its data source knows it (an `Identifiable` item by its `id`, as
    /// the diffable data source matches items), so that a focus that follows its item to
    /// another index path in an update is still the same focus; the index path for other data
    /// sources.
    static func identity(of indexPath: IndexPath, in collectionView: CollectionView) -> AnyHashable {
        (collectionView.dataSource as? RandomInputItemNaming)?.itemName(at: indexPath) ?? AnyHashable(indexPath)
    }

    /// A collection view's size, content size and offset.
    private struct Geometry: Equatable {
        var size: CGSize
        var contentSize: CGSize
        var offset: CGPoint
    }

    /// Whether `frame`, in a view showing `bounds` of its content of which `visible` is not under
    /// a pinned header, is drawn as fully as it can be: inside `visible`, or for an item larger
    /// than it, covering it. Compared in cells, as drawn (both edges floored). `across`: whether
    /// the horizontal extent counts; `along`: whether the vertical one does.
    static func isAsVisibleAsPossible(_ frame: CGRect, in visible: CGRect, bounds: CGRect, across: Bool, along: Bool = true) -> Bool {
        func cells(_ minimum: CGFloat, _ maximum: CGFloat, _ origin: CGFloat) -> (Int, Int) {
            (Int((minimum - origin).rounded(.down)), Int((maximum - origin).rounded(.down)))
        }
        func fits(_ item: (Int, Int), _ area: (Int, Int)) -> Bool {
            let shown = max(0, min(item.1, area.1) - max(item.0, area.0))
            return shown >= min(item.1 - item.0, area.1 - area.0)
        }
        let horizontal = !across || fits(cells(frame.minX, frame.maxX, bounds.minX), cells(visible.minX, visible.maxX, bounds.minX))
        let vertical = !along || fits(cells(frame.minY, frame.maxY, bounds.minY), cells(visible.minY, visible.maxY, bounds.minY))
        return horizontal && vertical
    }

    /// Whether the collection view's own rule for scrolling an item into view
    /// (`scrollToItem(at:at:animated:)` with no position: as little as shows it, clamped to the
    /// scrollable range), applied now, would show `frame` as fully as it can be shown: the
    /// offset is stale, left from another geometry.
    static func scrollingToItemShows(_ frame: CGRect, visible: CGRect, across: Bool, in collectionView: CollectionView) -> Bool {
        let bounds = collectionView.cellBounds
        let insetTop = visible.minY - bounds.minY, insetBottom = bounds.maxY - visible.maxY
        var target = collectionView.cellContentOffset
        if frame.minY < visible.minY {
            target.y = frame.minY - insetTop
        } else if frame.maxY > visible.maxY {
            target.y = min(frame.maxY - bounds.height + insetBottom, frame.minY - insetTop)
        }
        let orthogonal = (collectionView.collectionViewLayout as? CollectionViewCompositionalLayout)
            .map { $0.orthogonalContentSize(forSection: collectionView.focusedIndexPath?.section ?? 0) != .zero } ?? false
        if !orthogonal {
            if frame.minX < bounds.minX {
                target.x = frame.minX
            } else if frame.maxX > bounds.maxX {
                target.x = min(frame.maxX - bounds.width, frame.minX)
            }
        }
        target = collectionView.clampedContentOffset(target)
        let shift = CGPoint(x: target.x - collectionView.cellContentOffset.x, y: target.y - collectionView.cellContentOffset.y)
        return isAsVisibleAsPossible(frame, in: visible.offsetBy(dx: shift.x, dy: shift.y), bounds: bounds.offsetBy(dx: shift.x, dy: shift.y),
                                     across: across && !orthogonal)
    }

    /// Whether `indexPath` is the first item, the view is scrolled to the top of its content,
    /// and from there the view is too short to show the item below what comes before it.
    static func isFirstItemBelowTop(_ frame: CGRect, of indexPath: IndexPath, visible: CGRect, in collectionView: CollectionView) -> Bool {
        guard indexPath.item == 0,
            let first = (0..<collectionView.numberOfSections).first(where: { collectionView.numberOfItems(inSection: $0) > 0 }),
            indexPath.section == first, abs(collectionView.cellContentOffset.y - collectionView.minimumContentOffset.y) < 0.001
        else { return false }
        return frame.maxY > visible.maxY
    }

    /// Whether the view is at most one row tall and a supplementary view drawn above the items
    /// (a section header, z index above 0) lies within a row of what it shows.
    static func isOneRowBesideHeader(_ collectionView: CollectionView) -> Bool {
        let bounds = collectionView.cellBounds
        guard bounds.height <= 1 else { return false }
        let nearby = bounds.insetBy(dx: 0, dy: -1)
        return (collectionView.collectionViewLayout.layoutAttributesForElements(in: nearby) ?? []).contains {
            $0.representedElementCategory == .supplementaryView && $0.zIndex > 0
        }
    }

    /// Whether the carousel of `indexPath` rests where the collection view's reveal of the item
    /// leaves it (the layout's resting offset for scrolling towards the item by as much as it
    /// is cut), and the item is cut there.
    static func carouselRestsCutting(_ frame: CGRect, of indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
        guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
            layout.orthogonalContentSize(forSection: indexPath.section) != .zero
        else { return false }
        let bounds = collectionView.cellBounds
        let current = collectionView.orthogonalContentOffset(forSection: indexPath.section).x
        let proposed: CGFloat
        if frame.minX < bounds.minX {
            proposed = current - (bounds.minX - frame.minX)
        } else if frame.maxX > bounds.maxX {
            proposed = current + (frame.maxX - bounds.maxX)
        } else {
            return false
        }
        let rest = layout.targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: proposed > current ? 1 : -1, y: 0),
            inSection: indexPath.section).x
        return abs(rest - current) < 0.5
    }

    /// Whether the item at `indexPath`, drawn at `frame`, can be shown as fully as its width
    /// allows: always, but in a carousel (an orthogonal section) only when one of the offsets the
    /// section rests at shows it so. A `.paging` carousel rests at multiples of the view's width,
    /// and an item across a page boundary is cut at every one of them, by design.
    static func canRestShowing(_ frame: CGRect, of indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
        guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
            layout.orthogonalContentSize(forSection: indexPath.section) != .zero
        else { return true }
        let bounds = collectionView.cellBounds
        let offset = collectionView.orthogonalContentOffset(forSection: indexPath.section).x
        // The section offsets that show the item fully (or, for one wider than the view, that
        // fill the view with it).
        let first = frame.maxX + offset - bounds.maxX, second = frame.minX + offset - bounds.minX
        let low = min(first, second), high = max(first, second)
        // Where the section comes to rest from either end of that range, and from its middle.
        let proposals: [(CGFloat, CGFloat)] = [(low, 1), (high, -1), ((low + high) / 2, 0)]
        return proposals.contains { proposal, velocity in
            let rest = layout.targetOrthogonalContentOffset(
                forProposedContentOffset: CGPoint(x: proposal, y: 0), withScrollingVelocity: CGPoint(x: velocity, y: 0),
                inSection: indexPath.section).x
            return rest >= low - 0.001 && rest <= high + 0.001
        }
    }

    /// The bounds less the rows that pinned headers cover at the top (as the collection view
    /// scrolls an item into view).
    static func unpinnedRect(of collectionView: CollectionView) -> CGRect {
        unpinnedRect(of: collectionView.cellBounds, elements: collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.cellBounds) ?? [])
    }

    /// `bounds` less the rows that the pinned headers among `elements` (those in `bounds`)
    /// cover at the top.
    static func unpinnedRect(of bounds: CGRect, elements: [CollectionViewLayoutAttributes]) -> CGRect {
        var rect = bounds
        for element in elements
        where element.representedElementCategory == .supplementaryView && element.zIndex > 0
            && element.frame.minY <= rect.minY && element.frame.maxY > rect.minY && element.frame.width >= rect.width / 2
        {
            let covered = element.frame.maxY - rect.minY
            rect.origin.y += covered
            rect.size.height = max(0, rect.height - covered)
        }
        return rect
    }
}

/// A data source that names the item at an index path.
@MainActor
protocol RandomInputItemNaming {
    /// The item at `indexPath` (an `Identifiable` one by its `id`), or `nil`.
    func itemName(at indexPath: IndexPath) -> AnyHashable?
}

extension CollectionViewDiffableDataSource: RandomInputItemNaming {
    func itemName(at indexPath: IndexPath) -> AnyHashable? {
        guard let item = itemIdentifier(for: indexPath) else { return nil }
        if let identifiable = item as? any Identifiable { return Self.name(of: identifiable) }
        return AnyHashable(item)
    }

    private static func name<Item: Identifiable>(of item: Item) -> AnyHashable {
        AnyHashable(item.id)
    }
}
