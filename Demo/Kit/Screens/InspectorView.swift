import CollectionCore
import Foundation

/// The detail of one product, drawn in a rounded box: its picture large (when it has one and
/// the box is tall enough; see `InspectorView+Picture.swift`), emoji and full name (wrapped,
/// never cut), category, rating, stock, description and the price, "was $x, now $y (-20%)" with a
/// SALE badge when on sale. The Products screen shows it beside its grids at 100 columns and
/// wider, following the focus; ``ProductDetailScreen`` shows it as a screen.
final class InspectorView: View {
    /// The product shown, read each time the view draws (so it follows the focus live);
    /// `nil` shows a hint instead.
    var product: () -> Product? = { nil } { didSet { setNeedsDisplay() } }
    /// The title in the frame.
    var title = "Details"

    /// The focused product's picture, above the text.
    let pictureView = ImageView()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
        pictureView.contentMode = .scaleAspectFit
        pictureView.isHidden = true
        addSubview(pictureView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.drawBox(rect, style: .separator)
        canvas.draw(" " + title + " ", x: Int(rect.minX) + 2, y: Int(rect.minY), style: Style(foreground: .label, attributes: .bold))
        var inner = rect.insetBy(dx: 2, dy: 1)
        let product = inner.width >= 4 && inner.height >= 1 ? product() : nil
        let pictureRows = showPicture(of: product)
        guard inner.width >= 4, inner.height >= 1 else { return }
        guard let product else {
            canvas.draw("Nothing to show", in: CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: 1), style: .secondaryLabel)
            return
        }
        // The text goes under the picture, a row apart.
        if pictureRows > 0 { inner = CGRect(x: inner.minX, y: inner.minY + pictureRows + 1, width: inner.width, height: inner.height - pictureRows - 1) }
        var writer = LineWriter(area: inner)
        for line in Self.lines(for: product, width: Int(inner.width), glyphs: traitCollection.glyphSet) {
            writer.write(line, into: &canvas)
        }
    }

    /// A line of the detail: runs of text, each with its style.
    struct Line {
        var runs: [(String, Style)]
        init(_ runs: [(String, Style)]) { self.runs = runs }
        init(_ text: String, _ style: Style) { runs = [(text, style)] }
        static let blank = Line([])
    }

    /// Draws lines from the top of an area down, dropping what does not fit.
    private struct LineWriter {
        let area: CGRect
        var y: CGFloat

        init(area: CGRect) {
            self.area = area
            y = area.minY
        }

        mutating func write(_ line: Line, into canvas: inout Canvas) {
            guard y < area.maxY else { return }
            var x = Int(area.minX)
            for (text, style) in line.runs {
                let room = Int(area.maxX) - x
                guard room > 0 else { break }
                x += canvas.draw(TerminalText.truncated(text, toColumns: room), x: x, y: Int(y), style: style)
            }
            y += 1
        }
    }

    /// The lines of `product`'s detail for `width` columns, with the signs of `glyphs`.
    static func lines(for product: Product, width: Int, glyphs: GlyphSet) -> [Line] {
        let bold = Style(foreground: .label, attributes: .bold)
        var lines: [Line] = []
        // Emoji and the full name, wrapped, the continuation lines under the name.
        let emoji = TerminalText.sanitized(product.emoji)
        let indent = TerminalText.width(of: emoji) + 1
        let nameLines = TerminalText.wrapped(product.name, toColumns: max(1, width - indent))
        for (index, line) in nameLines.enumerated() {
            let lead = index == 0 ? emoji + " " : String(repeating: " ", count: indent)
            lines.append(Line([(lead, .label), (line, bold)]))
        }
        var facts = [TerminalText.sanitized(product.category), "#" + NumberFormat.grouped(product.id)]
        if product.isFeatured { facts.append("Featured") }
        lines.append(Line(glyphs.symbols(facts.joined(separator: " · ")), .secondaryLabel))
        lines.append(.blank)
        // Rating and stock.
        let rating = String(format: "%.1f", product.rating)
        lines.append(Line([(product.stars(in: glyphs), DemoTheme.stars()), (" " + rating + " of 5", .secondaryLabel)]))
        lines.append(stockLine(product, glyphs: glyphs))
        if product.isFavorite {
            lines.append(Line([(glyphs.starFilled, DemoTheme.stars().adding(.bold)), (" Favourite", .label)]))
        }
        lines.append(.blank)
        // Price.
        lines += priceLines(product, width: width, glyphs: glyphs)
        // Description.
        if !product.summary.isEmpty {
            lines.append(.blank)
            lines += TerminalText.wrapped(product.summary, toColumns: width).map { Line($0, .label) }
        }
        return lines
    }

    static func stockLine(_ product: Product, glyphs: GlyphSet) -> Line {
        switch product.stock {
        case 0: Line([(glyphs.symbols("○") + " Sold out", Style(foreground: DemoTheme.sale, attributes: .bold))])
        case 1...5: Line([(glyphs.symbols("●") + " Only " + NumberFormat.grouped(product.stock) + " left",
                           Style(foreground: DemoTheme.warning, attributes: .bold))])
        default: Line([(glyphs.symbols("●") + " " + NumberFormat.grouped(product.stock) + " in stock",
                        Style(foreground: DemoTheme.good))])
        }
    }

    /// "SALE -40%" then "was $59.75, now $35.85 (-40%)" wrapped, or the price alone.
    static func priceLines(_ product: Product, width: Int, glyphs: GlyphSet) -> [Line] {
        let price = Product.formatted(product.currentPrice)
        guard product.isOnSale else { return [Line(price, Style(foreground: .tint, attributes: .bold))] }
        let old = Product.formatted(product.price)
        let percent = "(-\(product.discountPercent)%)"
        var lines = [Line([(" SALE ", DemoTheme.badge(DemoTheme.sale)), ("  " + price, Style(foreground: DemoTheme.sale, attributes: .bold))])]
        let secondary = Style.secondaryLabel
        let runs: [(String, Style)] = [
            ("was ", secondary), (DemoTheme.struckThrough(old, in: glyphs), secondary), (", now ", secondary),
            (price, Style(foreground: DemoTheme.sale, attributes: .bold)), (" " + percent, secondary),
        ]
        let total = runs.reduce(0) { $0 + TerminalText.width(of: $1.0) }
        if total <= width {
            lines.append(Line(runs))
        } else {
            lines.append(Line(Array(runs[0...1]) + [(",", secondary)]))
            lines.append(Line([("now ", secondary)] + Array(runs[3...4])))
        }
        return lines
    }
}
