import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Sections with an ``CollectionLayoutSection/orthogonalScrollingBehavior`` scroll on their own,
/// along the section's own axis (x in a vertical layout, y in a horizontal one).
extension CollectionViewCompositionalLayout: CollectionViewOrthogonalScrollingLayout {
    /// Whether `section`'s ``CollectionLayoutSection/orthogonalScrollingBehavior`` is other than
    /// `.none`.
    public func scrollsOrthogonally(section: Int) -> Bool {
        prepareIfNeeded()
        return sections.indices.contains(section) && sections[section].isOrthogonal
    }

    /// The cross-axis extent of the section's groups, in the section's coordinates: computed
    /// once per layout pass, then O(1).
    private func crossExtent(ofSection section: Int) -> (start: CGFloat, end: CGFloat)? {
        if let cached = orthogonalBandCache[section] { return cached }
        let geometry = sections[section]
        let cross = geometry.placementAxis.other
        guard let start = geometry.frames.lazy.map({ $0.minimum(cross) }).min(),
            let end = geometry.frames.lazy.map({ $0.maximum(cross) }).max()
        else { return nil }
        orthogonalBandCache[section] = (start, end)
        return (start, end)
    }

    /// The band of the section's groups: as long as the visible bounds along the section's axis.
    public func orthogonalScrollingFrame(forSection section: Int) -> CGRect? {
        guard scrollsOrthogonally(section: section), let host, let extent = crossExtent(ofSection: section) else {
            return nil
        }
        let axis = sections[section].placementAxis
        let origin = sectionOrigin(section).coordinate(axis.other)
        let visible = host.contentViewport
        return CGRect(
            origin: CGPoint(axis: axis, main: visible.minimum(axis), cross: origin + extent.start),
            size: CGSize(axis: axis, main: visible.size.length(axis), cross: extent.end - extent.start))
    }

    /// The section's band and how far it scrolls (``orthogonalScrollingFrame(forSection:)`` and
    /// ``maximumOrthogonalContentOffset(forSection:)`` at once).
    func orthogonalBand(section: Int) -> (frame: CGRect, scrollableWidth: CGFloat)? {
        orthogonalScrollingFrame(forSection: section).map { ($0, maximumOrthogonalContentOffset(forSection: section)) }
    }

    /// The offset that shows the item, along the section's axis, resting as the section's
    /// behaviour says. A section that rests on group boundaries (`continuousGroupLeadingBoundary`,
    /// `groupPaging`, `groupPagingCentered`) rests on one that shows the whole item, when one
    /// does (the nearest one may cut it, and the section would then not move); a `paging`
    /// section rests on a page that shows the whole item, or where the item shows when no page
    /// does; an item wider than the view shows its leading edge.
    public func orthogonalContentOffset(revealingItemAt indexPath: IndexPath) -> CGPoint? {
        guard scrollsOrthogonally(section: indexPath.section), let host,
            let shown = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        let axis = sections[indexPath.section].placementAxis
        let current = host.orthogonalContentOffset(forSection: indexPath.section).coordinate(axis)
        let visible = revealingViewport(section: indexPath.section, axis: axis, in: host)
        let proposed: CGFloat
        if shown.minimum(axis) < visible.minimum(axis) {
            proposed = current - (visible.minimum(axis) - shown.minimum(axis))
        } else if shown.maximum(axis) > visible.maximum(axis) {
            proposed = current + (shown.maximum(axis) - visible.maximum(axis))
        } else {
            return nil
        }
        let direction: CGFloat = proposed > current ? 1 : -1
        let rest = targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(axis: axis, main: proposed, cross: 0),
            withScrollingVelocity: CGPoint(axis: axis, main: direction, cross: 0), inSection: indexPath.section)
        guard let behavior = sections[indexPath.section].spec?.orthogonalScrollingBehavior,
            [.continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered, .paging].contains(behavior)
        else { return rest }
        // The offsets at which the whole item shows (or, wider than the view, its leading part).
        let length = shown.size.length(axis), visibleLength = visible.size.length(axis)
        let showsFrom = current + shown.maximum(axis) - visible.maximum(axis)
        let showsTo = current + shown.minimum(axis) - visible.minimum(axis)
        func shows(_ offset: CGFloat) -> Bool {
            length > visibleLength ? abs(offset - showsTo) < 0.5 : offset >= showsFrom - 0.001 && offset <= showsTo + 0.001
        }
        if shows(rest.coordinate(axis)) { return rest }
        let geometry = sections[indexPath.section]
        let maximum = maximumOrthogonalContentOffset(forSection: indexPath.section)
        if behavior == .paging {
            // A page that shows the whole item, when one does; else the item shown where it is,
            // as a continuous section would: the focus is never left cut.
            let page = pageLength(along: axis)
            if page > 0 {
                let first = Int((min(showsFrom, showsTo) / page).rounded(.down))
                let last = Int((max(showsFrom, showsTo) / page).rounded(.up))
                if first <= last {
                    for index in first...last {
                        let offset = min(max(CGFloat(index) * page, 0), maximum)
                        if shows(offset) { return CGPoint(axis: axis, main: offset, cross: 0) }
                    }
                }
            }
            let target = length > visibleLength ? showsTo : (direction > 0 ? showsFrom : showsTo)
            return CGPoint(axis: axis, main: min(max(target, 0), maximum), cross: 0)
        }
        let centred = behavior == .groupPagingCentered
        for proposal in [proposed, showsFrom, showsTo, (showsFrom + showsTo) / 2] {
            for way in [direction, 0, -direction] {
                let boundary = min(max(restingBoundary(in: geometry, proposed: proposal, direction: way, centred: centred), 0), maximum)
                if shows(boundary) { return CGPoint(axis: axis, main: boundary, cross: 0) }
            }
        }
        // No boundary shows it: a leading-boundary section rests where it shows, as a continuous
        // one would; a paging one stays on its boundary.
        guard behavior == .continuousGroupLeadingBoundary else { return rest }
        let target = length > visibleLength ? showsTo : (direction > 0 ? showsFrom : showsTo)
        return CGPoint(axis: axis, main: min(max(target, 0), maximum), cross: 0)
    }

    /// Where an item of `section` counts as shown: the collection view's content viewport (the
    /// bounds less the scroll indicator's column), less along the section's axis the first and
    /// last columns when the section scrolls at all, since those are the more-content signs'
    /// own columns (`‹` and `›`), which hide what lies under them.
    private func revealingViewport(section: Int, axis: Axis, in host: any CollectionLayoutHost) -> CGRect {
        let viewport = host.contentViewport
        let length = viewport.size.length(axis)
        guard maximumOrthogonalContentOffset(forSection: section) > 0, length > 2 else { return viewport }
        return CGRect(
            origin: CGPoint(axis: axis, main: viewport.minimum(axis) + 1, cross: viewport.minimum(axis.other)),
            size: CGSize(axis: axis, main: length - 2, cross: viewport.size.length(axis.other)))
    }

    /// The offset after scrolling by `distance` along the section's axis, resting as the
    /// section's behaviour says.
    public func orthogonalContentOffset(scrollingSection section: Int, by distance: CGFloat) -> CGPoint? {
        guard scrollsOrthogonally(section: section), let host else { return nil }
        let axis = sections[section].placementAxis
        let current = host.orthogonalContentOffset(forSection: section).coordinate(axis)
        return targetOrthogonalContentOffset(
            forProposedContentOffset: CGPoint(axis: axis, main: current + distance, cross: 0),
            withScrollingVelocity: CGPoint(axis: axis, main: distance > 0 ? 1 : -1, cross: 0), inSection: section)
    }
}
