import CollectionLayouts
import CollectionViews
import Foundation

// A resize changes the width of a carousel's groups (fractional widths follow the collection
// view), so an offset kept in cells would rest between two groups and cut the one it showed.
// The carousel is paged again to the item it rested on.
extension CollectionView {
    /// Notes, before a change of size, the item each carousel scrolled away from its start rests
    /// on: the focused item when the focus is in that carousel, else its item that shows most.
    /// A second change of size before the next layout keeps the first note.
    func recordOrthogonalResizeAnchors() {
        guard let layout = orthogonalScrollingLayout,
            orthogonalContentOffsets.values.contains(where: { $0 != .zero })
        else { return }
        let viewport = contentViewport
        var shown: [CollectionViewLayoutAttributes]?
        for (section, offset) in orthogonalContentOffsets
        where offset != .zero && orthogonalResizeAnchors[section] == nil && layout.scrollsOrthogonally(section: section) {
            if let focus = focusedIndexPath, focus.section == section, isValid(focus) {
                orthogonalResizeAnchors[section] = focus
                continue
            }
            if shown == nil { shown = collectionViewLayout.cellAttributesForElements(in: viewport) ?? [] }
            var best: (indexPath: IndexPath, area: CGFloat)?
            for attributes in shown ?? [] where attributes.representedElementCategory == .cell && attributes.indexPath.section == section {
                let visible = attributes.frame.intersection(viewport)
                guard !visible.isNull else { continue }
                let area = visible.width * visible.height
                if area > best?.area ?? 0 { best = (attributes.indexPath, area) }
            }
            if let best { orthogonalResizeAnchors[section] = best.indexPath }
        }
    }

    /// After the layout is prepared for a new size: pages each noted carousel, from its start,
    /// to where its noted item shows whole, resting as the section's behaviour says (a group
    /// boundary, a centred group, a page).
    func repageOrthogonalSectionsAfterResize() {
        guard !orthogonalResizeAnchors.isEmpty else { return }
        let anchors = orthogonalResizeAnchors
        orthogonalResizeAnchors = [:]
        guard let layout = orthogonalScrollingLayout else { return }
        for (section, anchor) in anchors where isValid(anchor) && layout.scrollsOrthogonally(section: section) {
            orthogonalContentOffsets[section] = .zero
            if let offset = layout.orthogonalContentOffset(revealingItemAt: anchor) {
                orthogonalContentOffsets[section] = offset
            }
        }
        visibleElements.setNeedsUpdate()
    }
}
