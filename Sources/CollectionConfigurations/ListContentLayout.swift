import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// Where the parts of a ``ListContentConfiguration`` go in a view of a given size, in cells;
/// shared by drawing and by measuring so that a view sized by its fitting size shows
/// everything.
package struct ListContentLayout {
    /// Lines of one text placed in a column.
    package struct Block {
        var lines: [TextLine]
        var x: Int
        var width: Int
        var row: Int
        var alignment: TextAlignment
        var style: Style
        /// Whether the block is the secondary text.
        var isSecondary = false
    }

    package var blocks: [Block] = []
    /// The image (already cut to its column), its column and width.
    package var image: (line: TextLine, x: Int, width: Int, style: Style)?
    /// The rows the content takes, margins excluded.
    package var rows = 0
    /// The first row of the content.
    package var firstRow = 0

    /// A length in whole cells: floored, never negative, never huge.
    static package func cells(_ value: CGFloat) -> Int {
        value.isFinite ? max(0, CellRect.cell(value)) : 0
    }

    /// `text` with its transform applied, or `nil` when it is missing or empty.
    static package func resolved(_ text: String?, _ properties: ListContentConfiguration.TextProperties) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return properties.transformed(text)
    }

    /// Whether `text` may hold a line break (`\n`, `\r`, U+2028, U+2029), found from its
    /// bytes without breaking it into graphemes.
    static package func mayHaveLineBreaks(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x0D { return true }
            if beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// The width of the widest paragraph of `text`.
    static package func naturalWidth(_ text: String?) -> Int {
        guard let text else { return 0 }
        guard mayHaveLineBreaks(text) else { return TerminalText.width(of: text) }
        return TextLayout.paragraphs(of: text).map { TextLine($0).width }.max() ?? 0
    }

    static package func lines(_ text: String?, columns: Int, properties: ListContentConfiguration.TextProperties,
                      rows: Int) -> [TextLine] {
        guard let text, columns > 0, rows > 0 else { return [] }
        let wanted = properties.numberOfLines > 0 ? properties.numberOfLines : Int.max
        let limit = min(wanted, rows)
        if limit == 1, !mayHaveLineBreaks(text) {
            // One line of one paragraph: cut it straight from its glyphs, when that gives what
            // the full text layout (which measuring uses) would: trailing spaces dropped, and
            // text starting with spaces left to the layout, which drops indentation that
            // does not fit.
            var glyphs = Glyph.glyphs(of: text)
            while glyphs.last?.character == " " { glyphs.removeLast() }
            if glyphs.first?.character != " " {
                if TextLine(glyphs).width <= columns { return [TextLine(glyphs)] }
                switch properties.lineBreakMode {
                case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
                    return [TextLayout.truncate(glyphs, toColumns: columns, mode: properties.lineBreakMode)]
                case .byClipping:
                    return [TextLayout.prefix(glyphs, columns: columns)]
                case .byWordWrapping, .byCharWrapping:
                    break
                }
            }
        }
        return TextLayout.layout(text, columns: columns, maximumNumberOfLines: limit == Int.max ? 0 : limit,
                                 lineBreakMode: properties.lineBreakMode)
    }

    /// The natural size of `configuration`, no wider than `maximumWidth` columns: its widest
    /// line (margins, image column and texts on one line each), then the rows it needs at that
    /// width.
    static package func fittingSize(_ configuration: ListContentConfiguration, maximumWidth: Int) -> (width: Int, height: Int) {
        let margins = configuration.directionalLayoutMargins
        let text = resolved(configuration.text, configuration.textProperties)
        let secondary = resolved(configuration.secondaryText, configuration.secondaryTextProperties)
        let textWidth = naturalWidth(text)
        let secondaryWidth = naturalWidth(secondary)
        let content: Int
        if text != nil && secondary != nil && configuration.prefersSideBySideTextAndSecondaryText {
            content = textWidth + cells(configuration.textToSecondaryTextHorizontalPadding) + secondaryWidth
        } else {
            content = max(textWidth, secondaryWidth)
        }
        let natural = cells(margins.leading) + imageColumn(configuration) + content + cells(margins.trailing)
        let width = max(0, min(natural, maximumWidth))
        let layout = ListContentLayout(configuration, width: width, height: nil)
        // A grouped header's blank row above its text shows only when the header is taller than
        // its text: the list's section padding already leaves a row above each section, so the
        // header does not ask for a second one (a larger top margin set by hand still counts).
        let top = configuration.preset == .groupedHeader ? max(0, cells(margins.top) - 1) : cells(margins.top)
        return (width, top + max(1, layout.rows) + cells(margins.bottom))
    }

    /// The columns of the image and the padding after it; 0 without an image.
    static package func imageColumn(_ configuration: ListContentConfiguration) -> Int {
        guard let image = configuration.image?.glyph(), !image.isEmpty else { return 0 }
        let reserved = cells(configuration.imageProperties.reservedLayoutWidth)
        return (reserved > 0 ? reserved : TerminalText.width(of: image)) + cells(configuration.imageToTextPadding)
    }

    /// Lays `configuration` out in `width` columns and `height` rows (`nil`: as many as
    /// needed).
    package init(_ configuration: ListContentConfiguration, width: Int, height: Int?) {
        let margins = configuration.directionalLayoutMargins
        let leading = Self.cells(margins.leading)
        let trailing = Self.cells(margins.trailing)
        var top = Self.cells(margins.top)
        var bottom = Self.cells(margins.bottom)
        if let height {
            // Keep a row for the text: the margins give way.
            top = min(top, max(0, height - 1))
            bottom = min(bottom, max(0, height - 1 - top))
        }
        let innerWidth = width - leading - trailing
        let available = height.map { max(0, $0 - top - bottom) } ?? Int.max
        guard innerWidth > 0, available > 0 else { return }

        let textProperties = configuration.textProperties
        let secondaryProperties = configuration.secondaryTextProperties
        let text = Self.resolved(configuration.text, textProperties)
        let secondary = Self.resolved(configuration.secondaryText, secondaryProperties)
        let textStyle = textProperties.resolvedStyle()
        let secondaryStyle = secondaryProperties.resolvedStyle()

        var x = leading
        var columns = innerWidth
        if let symbol = configuration.image, case let image = symbol.glyph(), !image.isEmpty {
            let reserved = Self.cells(configuration.imageProperties.reservedLayoutWidth)
            let imageWidth = min(reserved > 0 ? reserved : TerminalText.width(of: image), innerWidth)
            let line = TextLayout.truncate(Glyph.glyphs(of: image), toColumns: imageWidth)
            let properties = configuration.imageProperties
            let preferred = properties.preferredSymbolConfiguration
            var style = properties.resolvedStyle(textColor: textProperties.color)
            if let color = symbol.symbolColor(preferring: preferred) { style.foreground = color }
            style.attributes.formUnion(symbol.symbolAttributes(preferring: preferred))
            self.image = (line, leading, imageWidth, style)
            let column = imageWidth + Self.cells(configuration.imageToTextPadding)
            x += column
            columns -= column
            rows = 1
        }

        if columns > 0 {
            let horizontalPadding = Self.cells(configuration.textToSecondaryTextHorizontalPadding)
            let verticalPadding = Self.cells(configuration.textToSecondaryTextVerticalPadding)
            let textWidth = Self.naturalWidth(text)
            let secondaryWidth = Self.naturalWidth(secondary)
            let both = text != nil && secondary != nil
            let sideBySide = both && configuration.prefersSideBySideTextAndSecondaryText
            let split: (text: Int, secondary: Int)?
            if sideBySide && textWidth + horizontalPadding + secondaryWidth <= columns {
                split = (textWidth, columns - textWidth - horizontalPadding)
            } else if sideBySide && available < 2 && columns - horizontalPadding >= 2 {
                // One row for both: share it, each shortened with an ellipsis.
                let shared = columns - horizontalPadding
                let half = shared / 2
                if textWidth <= half {
                    split = (textWidth, shared - textWidth)
                } else if secondaryWidth <= half {
                    split = (shared - secondaryWidth, secondaryWidth)
                } else {
                    split = (shared - half, half)
                }
            } else {
                split = nil
            }
            if let split {
                let textLines = Self.lines(text, columns: split.text, properties: textProperties, rows: available)
                let secondaryLines = Self.lines(secondary, columns: split.secondary, properties: secondaryProperties,
                                                rows: available)
                blocks.append(Block(lines: textLines, x: x, width: split.text, row: 0,
                                    alignment: textProperties.alignment, style: textStyle))
                blocks.append(Block(lines: secondaryLines, x: x + split.text + horizontalPadding,
                                    width: split.secondary, row: 0, alignment: secondaryProperties.alignment,
                                    style: secondaryStyle, isSecondary: true))
                rows = max(rows, textLines.count, secondaryLines.count)
            } else {
                let textLines = Self.lines(text, columns: columns, properties: textProperties, rows: available)
                var row = textLines.count
                if !textLines.isEmpty {
                    blocks.append(Block(lines: textLines, x: x, width: columns, row: 0,
                                        alignment: textProperties.alignment, style: textStyle))
                }
                if secondary != nil {
                    let gap = textLines.isEmpty ? 0 : verticalPadding
                    let remaining = available == Int.max ? Int.max : available - row - gap
                    let secondaryLines = Self.lines(secondary, columns: columns, properties: secondaryProperties,
                                                    rows: remaining)
                    if !secondaryLines.isEmpty {
                        blocks.append(Block(lines: secondaryLines, x: x, width: columns, row: row + gap,
                                            alignment: secondaryProperties.alignment, style: secondaryStyle,
                                            isSecondary: true))
                        row += gap + secondaryLines.count
                    }
                }
                rows = max(rows, row)
            }
        }
        firstRow = top + (available == Int.max ? 0 : max(0, (available - rows) / 2))
    }
}
