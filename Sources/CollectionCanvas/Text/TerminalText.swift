/// Measuring, sanitising, truncating and wrapping text for a terminal, by columns.
///
/// Widths are per grapheme cluster and never depend on the process locale: East Asian Wide and
/// Fullwidth characters (Hangul, CJK, fullwidth forms) and emoji presentation sequences (flags,
/// skin tones, ZWJ sequences, VS16) take 2 columns, combining marks and zero-width joiners 0,
/// everything else 1. Text from data is sanitised: C0 controls and DEL are shown in caret
/// notation (`^[` for ESC), C1 controls as `�` (U+FFFD), so text can never move the cursor or
/// recolour the terminal.
///
/// ```swift
/// TerminalText.width(of: "한국어")                    // 6
/// TerminalText.sanitized("a\u{1B}[2Jb")               // "a^[[2Jb"
/// TerminalText.truncated("Hello, world", toColumns: 8) // "Hello, …"
/// ```
public enum TerminalText {
    /// The Unicode version of the width table.
    public static var unicodeVersion: String { unicodeWidthTableVersion }

    /// The width of one code point on its own, as the table says: 0, 1 or 2 (0 for controls).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        UnicodeWidth.width(scalar.value)
    }

    /// The width of a grapheme cluster as it is drawn, sanitised: a control character counts
    /// the width of its visible replacement (2 for `^[`), a lone combining mark 0.
    public static func width(of character: Character) -> Int {
        var width = 0
        Glyph.forEach(of: character) { width += $0.width }
        return width
    }

    /// The width of `text` in columns as it is drawn on one line, sanitised.
    public static func width(of text: some StringProtocol) -> Int {
        var width = 0
        Glyph.forEach(in: text.asString) { width += $0.width }
        return width
    }

    /// `text` with every control character replaced by its visible replacement and lone
    /// zero-width clusters removed: exactly what is drawn on one line (a C1 control becomes
    /// U+FFFD, which a canvas in ASCII draws as `?`; see ``Canvas/glyphSet``).
    public static func sanitized(_ text: some StringProtocol) -> String {
        var result = ""
                Glyph.forEach(in: text.asString) { result.append($0.character) }
        return result
    }

    /// `text` sanitised and shortened to at most `columns` columns, with `…` where text was
    /// cut (a canvas in ASCII draws it as `~`; see ``Canvas/glyphSet``) (at the end unless `lineBreakMode` is ``LineBreakMode/byTruncatingHead`` or
    /// ``LineBreakMode/byTruncatingMiddle``). Text that fits is returned whole.
    public static func truncated(_ text: some StringProtocol, toColumns columns: Int,
                                 lineBreakMode: LineBreakMode = .byTruncatingTail) -> String {
        TextLayout.truncate(Glyph.glyphs(of: text.asString), toColumns: columns, mode: lineBreakMode).string
    }

    /// `text` sanitised and laid out in lines of at most `columns` columns, honouring line
    /// breaks, at most `numberOfLines` of them (0: no limit), as ``LineBreakMode`` describes.
    public static func wrapped(_ text: some StringProtocol, toColumns columns: Int, numberOfLines: Int = 0,
                               lineBreakMode: LineBreakMode = .byWordWrapping) -> [String] {
        TextLayout.layout(text.asString, columns: columns, maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            .map(\.string)
    }
}
