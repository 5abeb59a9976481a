import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// Draws one frame: the still content, or the running update animation's frame, then what
    /// editing adds above the items.
    func drawFrame(_ rect: CGRect, in canvas: inout Canvas) {
        if animator.runningUpdate != nil {
            drawAnimatedContent(rect, in: &canvas)
        } else {
            drawContent(rect, in: &canvas)
        }
        drawEditingOverlays(rect, in: &canvas)
    }

    /// Draws the visible elements' views as the last layout pass left them.
    private func drawContent(_ rect: CGRect, in canvas: inout Canvas) {
        var bands: [Int: CGRect] = [:]
        for element in visibleElements.drawingOrder {
            guard let view = visibleElements.view(for: element) else { continue }
            let origin = CGPoint(x: rect.minX + element.frame.minX - cellBounds.minX, y: rect.minY + element.frame.minY - cellBounds.minY)
            let clip = clip(for: element, in: rect, bands: &bands)
            drawElement(view, size: element.frame.size, at: origin, clip: clip, fill: nil, dim: false, in: &canvas)
        }
        drawCarouselSigns(rect, bands: bands, in: &canvas)
        drawScrollIndicator(rect, in: &canvas)
    }

    /// Draws a frame of the running update animation: decorations in their new places, deleted
    /// elements fading, elements that stay, then moving ones above them.
    private func drawAnimatedContent(_ rect: CGRect, in canvas: inout Canvas) {
        guard let animation = animator.runningUpdate else {
            drawContent(rect, in: &canvas)
            return
        }
        let progress = animation.timing.progress(at: animationClock.now)
        let t = AnimationTiming.eased(progress)
        let fill = backgroundStyle ?? .background
        var bands: [Int: CGRect] = [:]
        var staying: [(CollectionReusableView, CollectionViewLayoutAttributes, CGPoint, CGRect)] = []
        var moving: [(CollectionReusableView, CollectionViewLayoutAttributes, CGPoint, CGFloat)] = []
        for element in visibleElements.drawingOrder {
            guard let view = visibleElements.view(for: element) else { continue }
            let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
            let live = CGPoint(x: element.frame.minX - cellBounds.minX, y: element.frame.minY - cellBounds.minY)
            let origin = CGPoint(x: rect.minX + live.x, y: rect.minY + live.y)
            if element.representedElementCategory == .decorationView {
                view.displayHost = self
                canvas.withClip(rect) { view.render(into: &$0, at: origin) }
                continue
            }
            if let from = animation.origins[key], from != live {
                let presented = AnimationTiming.interpolate(from, live, t)
                let distance = abs(from.x - live.x) + abs(from.y - live.y)
                moving.append((view, element, CGPoint(x: rect.minX + presented.x, y: rect.minY + presented.y), distance))
                continue
            }
            staying.append((view, element, origin, clip(for: element, in: rect, bands: &bands)))
        }
        for ghost in animation.ghosts where ghost.to == nil && progress < UpdateAnimation.fadeOutEnd {
            canvas.withClip(rect) {
                $0.draw(ghost.image, at: CGPoint(x: rect.minX + ghost.from.x, y: rect.minY + ghost.from.y), adding: .dim)
            }
        }
        for (view, element, origin, clip) in staying {
            let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
            let appearing = animation.isInserted(key) && progress < UpdateAnimation.fadeInEnd
            drawElement(view, size: element.frame.size, at: origin, clip: clip, fill: appearing ? fill : nil, dim: appearing, in: &canvas)
        }
        for ghost in animation.ghosts {
            guard let to = ghost.to else { continue }
            let presented = AnimationTiming.interpolate(ghost.from, to, t)
            canvas.withClip(rect) { $0.draw(ghost.image, at: CGPoint(x: rect.minX + presented.x, y: rect.minY + presented.y)) }
        }
        // Items that travel farther (the ones that were moved, rather than pushed aside) pass
        // above the others.
        moving.sort { $0.3 < $1.3 }
        for (view, element, origin, _) in moving {
            drawElement(view, size: element.frame.size, at: origin, clip: rect, fill: fill, dim: false, in: &canvas)
        }
        drawCarouselSigns(rect, bands: bands, in: &canvas)
        drawScrollIndicator(rect, in: &canvas)
    }

    /// Where `element` may draw on the canvas: `rect`, narrowed for cells of an orthogonal
    /// section to that section's band. Each such section's band, in canvas coordinates, is
    /// collected in `bands` (for the more-content signs).
    private func clip(for element: CollectionViewLayoutAttributes, in rect: CGRect, bands: inout [Int: CGRect]) -> CGRect {
        let section = element.indexPath.section
        guard element.representedElementCategory != .decorationView,
            let orthogonal = orthogonalScrollingLayout, orthogonal.scrollsOrthogonally(section: section)
        else { return rect }
        if bands[section] == nil, let band = orthogonal.orthogonalScrollingFrame(forSection: section) {
            bands[section] = band.offsetBy(dx: rect.minX - cellBounds.minX, dy: rect.minY - cellBounds.minY)
        }
        guard element.representedElementCategory == .cell, let band = bands[section] else { return rect }
        return rect.intersection(carouselClip(band, section: section, orthogonal: orthogonal))
    }

    /// A carousel's band less the columns of the more-content signs that show: each sign has its
    /// own column at the band's edge, so it never covers half a character or a card's corner.
    private func carouselClip(_ band: CGRect, section: Int, orthogonal: CollectionViewOrthogonalScrollingLayout) -> CGRect {
        let signs = carouselSigns(section: section, orthogonal: orthogonal)
        var clip = band
        if signs.left && clip.width > 1 { clip.origin.x += 1; clip.size.width -= 1 }
        if signs.right && clip.width > 1 { clip.size.width -= 1 }
        return clip
    }

    /// Which more-content signs a carousel shows: `‹` when it is scrolled from its start, `›`
    /// when there is more content past its end.
    func carouselSigns(section: Int, orthogonal: CollectionViewOrthogonalScrollingLayout) -> (left: Bool, right: Bool) {
        let offset = orthogonalContentOffset(forSection: section).x
        return (offset > 0.5, offset < orthogonal.maximumOrthogonalContentOffset(forSection: section) - 0.5)
    }

    /// Draws one element's view at `origin`, clipped to `clip`: over `fill` when given, dimmed
    /// when `dim`. A focused cell whose background does not show the focus (no background
    /// configuration, or a clear one when the cell drew no focus itself) shows it in reverse
    /// video, so focus is visible on every cell and in monochrome too, as UIKit's focus effect
    /// shows over any background.
    private func drawElement(
        _ view: CollectionReusableView, size: CGSize, at origin: CGPoint, clip: CGRect, fill: Style?, dim: Bool,
        in canvas: inout Canvas
    ) {
        let area = CGRect(origin: origin, size: size)
        canvas.withClip(clip) { canvas in
            if let fill { canvas.fill(area, style: fill) }
            view.displayHost = self
            view.render(into: &canvas, at: origin)
            if let cell = view as? CollectionViewCell, cell.showsFocusInReverseVideo(on: canvas, in: area.intersection(clip)) {
                canvas.addAttributes(.reverse, in: area)
            }
            if dim { canvas.addAttributes(.dim, in: area) }
        }
    }

    /// A vertical bar in the last column when the content is taller than the view (and
    /// ``ScrollView/showsVerticalScrollIndicator`` is on): the column the layout left free for it
    /// (``ScrollView/adjustedContentInset``).
    private func drawScrollIndicator(_ rect: CGRect, in canvas: inout Canvas) {
        guard verticalScrollIndicatorShows(contentHeight: cellContentSize.height) else { return }
        let height = Int(rect.height)
        let content = cellContentSize.height + cellContentInset.top + cellContentInset.bottom
        guard height > 1, rect.width >= 2 else { return }
        let column = Int(rect.maxX) - 1
        let thumb = max(1, Int((CGFloat(height) * cellBounds.height / content).rounded()))
        let range = max(1, cellMaximumContentOffset.y - cellMinimumContentOffset.y)
        let progress = (cellContentOffset.y - cellMinimumContentOffset.y) / range
        let start = Int((CGFloat(height - thumb) * min(max(progress, 0), 1)).rounded())
        let glyphs = traitCollection.glyphSet
        for row in 0..<height {
            let inThumb = row >= start && row < start + thumb
            canvas.draw(inThumb ? glyphs.heavyVerticalLine : glyphs.verticalLine, x: column, y: Int(rect.minY) + row,
                        style: inThumb ? .tint : .separator)
        }
    }

    /// `‹` and `›` at the edges of carousels that have more content to the left or right, each in
    /// its own column (the carousel's cells are clipped out of it).
    private func drawCarouselSigns(_ rect: CGRect, bands: [Int: CGRect], in canvas: inout Canvas) {
        guard let orthogonal = orthogonalScrollingLayout else { return }
        let glyphs = traitCollection.glyphSet
        for (section, screenBand) in bands {
            let visible = screenBand.intersection(rect)
            guard !visible.isNull, visible.height >= 1 else { continue }
            let signs = carouselSigns(section: section, orthogonal: orthogonal)
            let row = Int(visible.minY + (visible.height - 1) / 2)
            if signs.left { canvas.draw(glyphs.moreLeading, x: Int(visible.minX), y: row, style: .tint) }
            if signs.right { canvas.draw(glyphs.moreTrailing, x: Int(visible.maxX) - 1, y: row, style: .tint) }
        }
    }

    // MARK: Editing overlays

    /// Draws what editing adds above the items: the item being reordered underlined in bold,
    /// and the swipe action buttons of the row that shows them.
    private func drawEditingOverlays(_ rect: CGRect, in canvas: inout Canvas) {
        if let carried = reordering.carriedIndexPath, let frame = presentedFrame(forItemAt: carried) {
            let area = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            canvas.withClip(rect) { $0.addAttributes([.bold, .underline], in: area) }
        }
        swipeActions.draw(rect, in: &canvas)
    }
}
