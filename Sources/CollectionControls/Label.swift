import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Read-only text, as `UILabel`: ``text`` or ``attributedText`` drawn with a ``font`` (its
/// bold, italic or dim look), a ``textColor`` and an alignment, on one line or wrapped on
/// ``numberOfLines``.
///
/// Its ``intrinsicContentSize`` is the text's columns by its rows. A label with
/// ``numberOfLines`` other than 1 wraps at ``preferredMaxLayoutWidth`` or, when that is 0, at
/// the width Auto Layout gave it (the solver asks again once the width is known), which is how
/// a multi-line label gives a self-sizing cell its height. As in UIKit, the lines are centred
/// vertically in a label taller than its text. Text is sanitised as it is drawn.
open class Label: View {
    // The properties a measure reads skip the run-time exclusivity check
    // (`@exclusivity(unchecked)`): a label is read and changed on the main actor, never in
    // overlapping accesses, and Auto Layout measures it several times a pass.

    /// The text; setting it replaces ``attributedText``.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            storedAttributedText = nil
            textDidChange()
        }
    }

    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?

    /// Text with runs of their own font (bold, italic), colour, background and underline
    /// (`NSAttributedString.Key.font`, `.foregroundColor`, `.backgroundColor`,
    /// `.underlineStyle`). Setting it sets ``text`` to its string.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }

    /// The font: its attributes are added to the text's style.
    open var font: Font = .preferredFont(forTextStyle: .body) { didSet { setNeedsDisplay() } }
    /// The colour of the text; `nil` is the label colour.
    open var textColor: Color? { didSet { setNeedsDisplay() } }
    /// How lines are placed across the label.
    open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines drawn; 0 is as many as the text needs.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text is wrapped and cut.
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 is the width Auto
    /// Layout gives it.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    /// Accepted for ported code; a terminal's text has one size.
    public var adjustsFontForContentSizeCategory = false
    /// A disabled label draws dim.
    public var isEnabled = true { didSet { setNeedsDisplay() } }

    /// An empty label with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The last measurements, the most recent last: the width measured at and the size found.
    /// Auto Layout asks several times a pass, at any width and then at the width it gives, and
    /// a cell laid out at two widths in turn asks at both, so a wrapping label is measured at
    /// three widths in turn; measuring lays the whole text out.
    @exclusivity(unchecked) private var measurements: [(width: Int, size: CGSize)] = []
    private static let rememberedMeasurements = 4

    private func textDidChange() {
        measurements.removeAll(keepingCapacity: true)
        // Measured afresh at any width first: the width the old text was given says nothing
        // about the new one's.
        layoutStateStorage?.solvedWidth = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The plain string drawn.
    private var string: String { text ?? "" }

    private func lines(columns: Int, rows: Int) -> [TextLine] {
        let limit = numberOfLines > 0 ? min(numberOfLines, rows) : rows
        return TextLayout.layout(string, columns: columns, maximumNumberOfLines: limit, lineBreakMode: lineBreakMode)
    }

    /// The width the label wraps at when it measures itself.
    private var measuringWidth: Int {
        if preferredMaxLayoutWidth > 0 { return max(1, Int(preferredMaxLayoutWidth)) }
        if numberOfLines != 1, let width = layoutState.solvedWidth, width > 0 { return Int(width) }
        return 100_000
    }

    /// The text's widest line by its number of lines (0 by 0 without text).
    open override var intrinsicContentSize: CGSize { reportedSize(cells: measuredSize) }

    /// The text's widest line by its number of lines, in cells.
    private var measuredSize: CGSize {
        guard !string.isEmpty else { return .zero }
        let width = measuringWidth
        for index in measurements.indices.reversed() where measurements[index].width == width {
            let found = measurements[index]
            if index < measurements.count - 1 {
                measurements.remove(at: index)
                measurements.append(found)
            }
            return found.size
        }
        let size = measure(columns: width)
        if measurements.isEmpty { measurements.reserveCapacity(Self.rememberedMeasurements) }
        if measurements.count == Self.rememberedMeasurements { measurements.removeFirst() }
        measurements.append((width, size))
        return size
    }

    /// The text's size wrapped within `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let width = proposedSizeInCells(size).width
        let columns = width.isFinite && width >= 1 ? Int(min(width, 100_000)) : 100_000
        return reportedSize(cells: measure(columns: columns))
    }

    /// The widest line by the number of lines of the text laid out in `columns`, without
    /// making the lines where the text allows (``TextLayout/size(of:columns:maximumNumberOfLines:lineBreakMode:)``).
    private func measure(columns: Int) -> CGSize {
        let size = TextLayout.size(
            of: string, columns: columns, maximumNumberOfLines: numberOfLines > 0 ? numberOfLines : Int.max,
            lineBreakMode: lineBreakMode)
        return CGSize(width: CGFloat(size.width), height: CGFloat(size.lines))
    }

    /// The first line of text sits on the first row: its baseline is row 1.
    override open var firstBaselineOffsetFromTop: CGFloat? { 1 }

    /// The style of the whole text: the colour, the font's attributes, dim when disabled.
    var baseStyle: Style {
        var style = Style(foreground: textColor ?? .label)
        style.attributes.formUnion(font.attributes)
        if !isEnabled { style.attributes.insert(.dim) }
        return style
    }

    /// Draws the lines, centred vertically, each in its runs' styles.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let area = CellRect(rect)
        guard !area.isEmpty, !string.isEmpty else { return }
        let laidOut = lines(columns: area.width, rows: area.height)
        let top = area.minY + max(0, (area.height - laidOut.count) / 2)
        let runs = characterStyles()
        var cursor = 0
        for (row, line) in laidOut.enumerated() {
            var x = area.minX + textAlignment.offset(lineWidth: line.width, in: area.width)
            for glyph in line.glyphs {
                var style = baseStyle
                if let runs {
                    // Follow the glyphs back to the characters they came from (wrapping drops
                    // spaces, truncation adds an ellipsis that takes the style before it).
                    var probe = cursor
                    while probe < runs.count && probe < cursor + 8 && runs[probe].character != glyph.character { probe += 1 }
                    if probe < runs.count && runs[probe].character == glyph.character {
                        cursor = probe + 1
                        style = runs[probe].style
                    } else if cursor > 0 {
                        style = runs[min(cursor, runs.count) - 1].style
                    }
                }
                let point = CGPoint(x: CGFloat(x), y: CGFloat(top + row))
                canvas.put(glyph, x: x, y: top + row, style: canvas.style(style, onBackgroundAt: point))
                x += glyph.width
            }
        }
    }

    /// Each character of the attributed text with its style; `nil` for plain text.
    private func characterStyles() -> [(character: Character, style: Style)]? {
        guard let attributed = storedAttributedText else { return nil }
        let base = baseStyle
        var result: [(Character, Style)] = []
        let whole = NSRange(location: 0, length: attributed.length)
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var style = base
            if let font = attributes[.font] as? Font { style.attributes.formUnion(font.attributes) }
            if let color = attributes[.foregroundColor] as? Color { style.foreground = color }
            if let color = attributes[.backgroundColor] as? Color { style.background = color }
            if let underline = attributes[.underlineStyle] as? Int, underline != 0 { style.attributes.insert(.underline) }
            if let underline = attributes[.underlineStyle] as? NSUnderlineStyle, !underline.isEmpty {
                style.attributes.insert(.underline)
            }
            for character in string.substring(with: range) { result.append((character, style)) }
        }
        return result
    }
}
