import Foundation

extension CollectionView {
    func drawContent(_ rect: CGRect, in canvas: inout Canvas) {
        updateVisibleElementsIfNeeded()
        let orthogonal = collectionViewLayout as? OrthogonalScrollingLayout
        var bands: [Int: CGRect] = [:]
        for element in drawingOrder {
            let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
            let view: CollectionReusableView?
            switch element.representedElementCategory {
            case .cell: view = visibleCellViews[element.indexPath]
            case .supplementaryView: view = visibleSupplementaryViews[key]
            case .decorationView: view = visibleDecorationViews[key]
            }
            guard let view else { continue }
            let origin = CGPoint(x: rect.minX + element.frame.minX - bounds.minX, y: rect.minY + element.frame.minY - bounds.minY)
            var clip = rect
            let section = element.indexPath.section
            if element.representedElementCategory != .decorationView, let orthogonal, orthogonal.isOrthogonal(section: section) {
                if bands[section] == nil, let band = orthogonal.orthogonalBand(section: section) {
                    bands[section] = band.frame.offsetBy(dx: rect.minX - bounds.minX, dy: rect.minY - bounds.minY)
                }
                if let band = bands[section], element.representedElementCategory == .cell { clip = clip.intersection(band) }
            }
            canvas.withClip(clip) { canvas in
                view.render(into: &canvas, at: origin)
                // A cell without a background configuration shows focus in reverse video, so
                // focus is visible on every cell and in monochrome too.
                if let cell = view as? CollectionViewCell, cell.configurationState.isFocused, cell.backgroundConfiguration == nil {
                    canvas.addAttributes(.reverse, in: CGRect(origin: origin, size: element.frame.size))
                }
            }
        }
        drawCarouselSigns(rect, bands: bands, in: &canvas)
        drawScrollIndicator(rect, in: &canvas)
    }

    /// A vertical bar in the last column when the content is taller than the view.
    func drawScrollIndicator(_ rect: CGRect, in canvas: inout Canvas) {
        let height = Int(rect.height)
        let content = contentSize.height + contentInset.top + contentInset.bottom
        guard height > 1, content > bounds.height, rect.width >= 2 else { return }
        let column = Int(rect.maxX) - 1
        let thumb = max(1, Int((CGFloat(height) * bounds.height / content).rounded()))
        let range = max(1, maximumContentOffset.y - minimumContentOffset.y)
        let progress = (contentOffset.y - minimumContentOffset.y) / range
        let start = Int((CGFloat(height - thumb) * min(max(progress, 0), 1)).rounded())
        let glyphs = ScrollIndicatorGlyphs.current
        for row in 0..<height {
            let inThumb = row >= start && row < start + thumb
            canvas.draw(inThumb ? glyphs.thumb : glyphs.track, x: column, y: Int(rect.minY) + row,
                        style: inThumb ? .tint : .separator)
        }
    }

    /// `‹` and `›` at the edges of carousels that have more content to the left or right.
    func drawCarouselSigns(_ rect: CGRect, bands: [Int: CGRect], in canvas: inout Canvas) {
        guard let orthogonal = collectionViewLayout as? OrthogonalScrollingLayout else { return }
        let glyphs = ScrollIndicatorGlyphs.current
        for (section, screenBand) in bands {
            guard let band = orthogonal.orthogonalBand(section: section) else { continue }
            let visible = screenBand.intersection(rect)
            guard !visible.isNull, visible.height >= 1 else { continue }
            let offset = orthogonalContentOffset(forSection: section).x
            let row = Int(visible.minY + (visible.height - 1) / 2)
            if offset > 0.5 { canvas.draw(glyphs.moreLeft, x: Int(rect.minX), y: row, style: .tint) }
            if offset < band.scrollableWidth - 0.5 {
                canvas.draw(glyphs.moreRight, x: Int(rect.maxX) - 1, y: row, style: .tint)
            }
        }
    }
}

/// Glyphs of the scroll indicator and the carousels' more-content signs, with an ASCII set for
/// terminals that cannot show box drawing.
struct ScrollIndicatorGlyphs {
    var track: String
    var thumb: String
    var moreLeft: String
    var moreRight: String

    static let unicode = ScrollIndicatorGlyphs(track: "│", thumb: "┃", moreLeft: "‹", moreRight: "›")
    static let ascii = ScrollIndicatorGlyphs(track: "|", thumb: "#", moreLeft: "<", moreRight: ">")

    static var current: ScrollIndicatorGlyphs { GlyphSet.current == .unicode ? unicode : ascii }
}
