import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

extension CollectionViewCompositionalLayout {
    /// The size of an orthogonally scrolling section's scrolling content: in a vertical layout,
    /// its scrollable width (leading inset, groups and spacing, trailing inset) by the height of
    /// its band of groups. `.zero` for other sections.
    ///
    /// Item frames of the section at offset zero lie within `0..<width` of the band (plus the
    /// layout container's leading inset).
    public func orthogonalContentSize(forSection section: Int) -> CGSize {
        prepareIfNeeded()
        guard sections.indices.contains(section), sections[section].isOrthogonal else { return .zero }
        let geometry = sections[section]
        let bandLength = geometry.frames.isEmpty ? 0 : geometry.template.size.length(geometry.placementAxis.other)
        return CGSize(axis: geometry.placementAxis, main: geometry.scrollableLength, cross: bandLength)
    }

    /// The largest orthogonal offset of `section`: its scrollable length less the visible width
    /// (0 when everything fits, or for a section that does not scroll orthogonally).
    public func maximumOrthogonalContentOffset(forSection section: Int) -> CGFloat {
        prepareIfNeeded()
        guard sections.indices.contains(section), sections[section].isOrthogonal else { return 0 }
        return max(0, sections[section].scrollableLength - sections[section].bandLength)
    }

    /// The length of a page of a `paging` section: the visible width, less the scroll
    /// indicator's column while it is kept (the width the carousel shows).
    func pageLength(along axis: Axis) -> CGFloat {
        guard let host else { return visibleBounds.size.length(axis) }
        let viewport = host.contentViewport
        guard viewport.width.isFinite, viewport.height.isFinite else { return 0 }
        return viewport.size.length(axis)
    }

    /// Where a scroll of the orthogonal section `section` comes to rest when it would stop at
    /// `proposedContentOffset` moving with `velocity` (only the sign of the velocity along the
    /// section's axis counts: positive towards the trailing end).
    ///
    /// Every result is clamped to `0...maximumOrthogonalContentOffset(forSection:)`. By behaviour:
    /// - `continuous`: the proposal.
    /// - `continuousGroupLeadingBoundary`: the group leading boundary nearest the proposal — the
    ///   offset that puts a group's leading edge at the section's leading inset.
    /// - `paging`: a multiple of the collection view's width (less the scroll indicator's column
    ///   while it is kept): the next one up for a positive velocity, down for a negative one, the
    ///   nearest with none.
    /// - `groupPaging`: a group leading boundary, chosen like `paging`.
    /// - `groupPagingCentered`: the offset that centres a group in the visible width, chosen like
    ///   `paging` (the section's leading and trailing insets are set so each group can be centred).
    /// - `none` (or a section that does not exist): `.zero`.
    public func targetOrthogonalContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint,
        inSection section: Int
    ) -> CGPoint {
        prepareIfNeeded()
        guard sections.indices.contains(section), sections[section].isOrthogonal,
            let behavior = sections[section].spec?.orthogonalScrollingBehavior
        else { return .zero }
        let geometry = sections[section]
        let axis = geometry.placementAxis
        var proposed = proposedContentOffset.coordinate(axis)
        if !proposed.isFinite { proposed = 0 }
        var direction = velocity.coordinate(axis)
        if !direction.isFinite { direction = 0 }
        let maximum = max(0, geometry.scrollableLength - geometry.bandLength)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), maximum) }
        func point(_ value: CGFloat) -> CGPoint { CGPoint(axis: axis, main: clamp(value), cross: 0) }

        switch behavior {
        case .none:
            return .zero
        case .continuous:
            return point(proposed)
        case .paging:
            let page = pageLength(along: axis)
            guard page > 0 else { return point(proposed) }
            let pages = proposed / page
            let index = direction > 0 ? pages.rounded(.up) : direction < 0 ? pages.rounded(.down) : pages.rounded()
            return point(index * page)
        case .continuousGroupLeadingBoundary:
            return point(restingBoundary(in: geometry, proposed: proposed, direction: 0, centred: false))
        case .groupPaging:
            return point(restingBoundary(in: geometry, proposed: proposed, direction: direction, centred: false))
        case .groupPagingCentered:
            return point(restingBoundary(in: geometry, proposed: proposed, direction: direction, centred: true))
        }
    }

    /// The group boundary offset chosen for `proposed`: the first at or after it for a positive
    /// direction, the last at or before it for a negative one, the nearest otherwise.
    func restingBoundary(in geometry: SectionGeometry, proposed: CGFloat, direction: CGFloat, centred: Bool) -> CGFloat {
        guard geometry.groupCount > 0 else { return 0 }
        func boundary(_ group: Int) -> CGFloat {
            let start = geometry.groupOffset(group) - geometry.bandStart
            return centred
                ? start + geometry.groupLength(group) / 2 - geometry.bandLength / 2
                : start - geometry.leadingInsetAlongPlacement
        }
        // First group whose boundary is at or after the proposal (boundaries increase).
        var low = 0
        var high = geometry.groupCount
        while low < high {
            let mid = (low + high) / 2
            if boundary(mid) >= proposed { high = mid } else { low = mid + 1 }
        }
        let after = low < geometry.groupCount ? boundary(low) : nil
        let before = low > 0 ? boundary(low - 1) : nil
        if direction > 0 { return after ?? before ?? 0 }
        if direction < 0 { return (after == proposed ? after : before) ?? after ?? 0 }
        switch (before, after) {
        case let (before?, after?): return proposed - before <= after - proposed ? before : after
        case let (before?, nil): return before
        case let (nil, after?): return after
        case (nil, nil): return 0
        }
    }
}
