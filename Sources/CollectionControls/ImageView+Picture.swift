import CollectionCanvas
import CollectionPictures
import CollectionViews
import Foundation

extension ImageView {
    /// Points per column and per row of a raster picture's natural size: a cell of 8 × 16
    /// points, twice as tall as wide.
    static let pointsPerCell = CGSize(width: 8, height: 16)

    /// An image's size in cells: a glyph's as it is, a picture's points in cells of
    /// ``pointsPerCell`` (at least one cell each way).
    static func cellSize(_ image: Image) -> CGSize {
        guard image.bitmap != nil else { return image.size }
        return CGSize(
            width: max(1, (image.size.width / pointsPerCell.width).rounded()),
            height: max(1, (image.size.height / pointsPerCell.height).rounded()))
    }

    /// Where the whole picture lies for ``contentMode`` in a view of `size` cells, in whole
    /// cells relative to the view (it may reach outside: aspect fill, or a large picture
    /// centred). A cell is taken to be twice as tall as wide.
    func pictureFrame(for image: Image, in size: CGSize) -> CGRect {
        let natural = Self.cellSize(image)
        guard let bitmap = image.bitmap, size.width > 0, size.height > 0 else { return .zero }
        // The picture's aspect in cells: a pixel is half a cell tall.
        let aspect = Double(bitmap.width) / (Double(bitmap.height) / 2)
        var frame: CGSize
        switch contentMode {
        case .scaleToFill:
            return CGRect(origin: .zero, size: size)
        case .scaleAspectFit, .scaleAspectFill:
            let wide = size.width / size.height < aspect
            let byWidth = CGSize(width: size.width, height: (size.width / aspect).rounded())
            let byHeight = CGSize(width: (size.height * aspect).rounded(), height: size.height)
            frame = (wide == (contentMode == .scaleAspectFit)) ? byWidth : byHeight
            frame = CGSize(width: max(1, frame.width), height: max(1, frame.height))
        case .center, .top, .bottom, .left, .right:
            frame = natural
        }
        var x = ((size.width - frame.width) / 2).rounded(.down)
        var y = ((size.height - frame.height) / 2).rounded(.down)
        switch contentMode {
        case .top: y = 0
        case .bottom: y = size.height - frame.height
        case .left: x = 0
        case .right: x = size.width - frame.width
        default: break
        }
        return CGRect(x: x, y: y, width: frame.width, height: frame.height)
    }

    /// Places the picture on the canvas and draws its cells for the picture mode.
    func drawPicture(_ bitmap: Bitmap, of image: Image, in rect: CGRect, on canvas: inout Canvas) {
        let area = CellRect(rect)
        guard !area.isEmpty else { return }
        let traits = traitCollection
        let mode = traits.glyphSet == .ascii ? .placeholder : traits.pictureMode
        let background = canvas.style(Style(), onBackgroundAt: rect.origin).background
        let local = pictureFrame(for: image, in: area.cgRect.size)
        let frame = local.offsetBy(dx: CGFloat(area.minX), dy: CGFloat(area.minY))
        if mode == .placeholder {
            // Where the picture would be, inside the view.
            let box = frame.intersection(area.cgRect)
            drawPlaceholder(for: image, in: box.isNull ? area.cgRect : box, on: &canvas, glyphs: traits.glyphSet)
            return
        }
        // Only what lies in the view shows, as the view is clipped to its frame.
        canvas.withClip(area.cgRect) { canvas in
            canvas.place(bitmap, in: frame)
            let shown = frame.intersection(area.cgRect)
            guard !shown.isNull, !shown.isEmpty else { return }
            guard !mode.usesGraphicsProtocol else {
                canvas.fill(shown, style: Style(background: background))
                return
            }
            let part = CellRect(shown.offsetBy(dx: -frame.minX, dy: -frame.minY))
            // Made on a worker in a running application: until it arrives the cells stay blank,
            // and its arrival marks this view for display. The key is the picture itself, so
            // what arrives for a picture this view no longer shows (a reused cell) draws nothing.
            guard let blocks = BlockPicture.rendered(
                bitmap, frame: (Int(frame.width), Int(frame.height)), showing: part, background: background,
                whenReady: { [weak self] in self?.setNeedsDisplay() })
            else {
                canvas.fill(shown, style: Style(background: background))
                return
            }
            let origin = CellRect(shown)
            for row in 0..<part.height {
                for column in 0..<part.width {
                    let cell = blocks.cell(x: part.minX - blocks.crop.minX + column, y: part.minY - blocks.crop.minY + row)
                    let place = CGRect(x: origin.minX + column, y: origin.minY + row, width: 1, height: 1)
                    switch (cell.top, cell.bottom) {
                    case let (top?, bottom?): canvas.fill(place, with: "▀", style: Style(foreground: top, background: bottom))
                    case let (top?, nil): canvas.fill(place, with: "▀", style: Style(foreground: top, background: background))
                    case let (nil, bottom?): canvas.fill(place, with: "▄", style: Style(foreground: bottom, background: background))
                    case (nil, nil): canvas.fill(place, style: Style(background: background))
                    }
                }
            }
        }
    }

    /// A frame around the view with the picture's label inside (the label alone when the view
    /// is under three rows or columns).
    private func drawPlaceholder(for image: Image, in rect: CGRect, on canvas: inout Canvas, glyphs: GlyphSet) {
        let label = TerminalText.sanitized(image.accessibilityLabel ?? "picture")
        let style = canvas.style(Style(foreground: .secondaryLabel), onBackgroundAt: rect.origin)
        let area = CellRect(rect)
        if area.width >= 3, area.height >= 3 {
            canvas.strokeOutline(rect, color: .secondaryLabel, glyphs: glyphs)
            let inner = rect.insetBy(dx: 1, dy: 1)
            let y = CellRect(inner).minY + (CellRect(inner).height - 1) / 2
            canvas.draw(label, in: CGRect(x: inner.minX, y: CGFloat(y), width: inner.width, height: 1),
                        style: style, alignment: .center)
        } else {
            let y = area.minY + (area.height - 1) / 2
            canvas.draw("[\(label)]", in: CGRect(x: rect.minX, y: CGFloat(y), width: rect.width, height: 1),
                        style: style, alignment: .center)
        }
    }
}
