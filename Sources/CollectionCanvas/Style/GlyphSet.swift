import Foundation
import Synchronization

/// Which characters cells use for their symbols (accessories such as the disclosure chevron, the
/// checkmark, the outline triangle): Unicode symbols, or plain ASCII for terminals and locales
/// that cannot show them.
///
/// The setting is global (``current``); the front end sets it once from the locale, for example
/// with ``init(environment:)``. Tests and previews can draw with another set on one task only,
/// with ``withGlyphSet(_:_:)``, without disturbing code running in parallel.
///
/// ```swift
/// GlyphSet.current = GlyphSet(environment: ProcessInfo.processInfo.environment)
/// GlyphSet.current.checkmark           // "✓", or "*" in a non-UTF-8 locale or with
///                                      // TERMINAL_COLLECTION_VIEW_ASCII=1
/// GlyphSet.withGlyphSet(.ascii) { GlyphSet.current.outlineExpanded }  // "v"
/// ```
public enum GlyphSet: Hashable, Sendable, CaseIterable {
    /// Unicode symbols: `›`, `▸`, `▾`, `✓`, `⊖`, `⊕`, `≡`, `☐`, `☑`, `ⓘ`.
    case unicode
    /// ASCII only: `>`, `>`, `v`, `*`, `-`, `+`, `=`, `[ ]`, `[x]`, `i`.
    case ascii

    private static let global = Mutex<GlyphSet>(.unicode)

    @TaskLocal private static var override: GlyphSet?

    /// The glyph set cells draw with: the one ``withGlyphSet(_:_:)`` chose for this task, or
    /// else the global setting (``unicode`` until the front end changes it). Thread-safe.
    public static var current: GlyphSet {
        get { override ?? global.withLock { $0 } }
        set { global.withLock { $0 = newValue } }
    }

    /// Runs `body` with ``current`` answering `glyphSet` on this task (and tasks it creates),
    /// leaving the global setting alone.
    public static func withGlyphSet<Result>(_ glyphSet: GlyphSet, _ body: () throws -> Result) rethrows -> Result {
        try $override.withValue(glyphSet) { try body() }
    }

    /// The set to draw with in `environment` (the one rule; the curses front end applies it to
    /// the process's environment when it starts):
    /// - ``ascii`` when `TERMINAL_COLLECTION_VIEW_ASCII` is `1` (a switch for terminals or
    ///   fonts that cannot show the symbols);
    /// - else ``ascii`` when the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not
    ///   empty names a character set other than UTF-8 (`en_US.ISO-8859-1`);
    /// - else ``unicode``, also for a locale with no character set (`C`, `POSIX`, `en_US`) or
    ///   no locale at all, since the front end then drives the terminal in UTF-8 anyway.
    public init(environment: [String: String]) {
        if environment["TERMINAL_COLLECTION_VIEW_ASCII"] == "1" {
            self = .ascii
            return
        }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let dot = locale.firstIndex(of: ".") else {
            self = .unicode
            return
        }
        let codeset = locale[locale.index(after: dot)...].lowercased().replacingOccurrences(of: "-", with: "")
        self = codeset.hasPrefix("utf8") ? .unicode : .ascii
    }

    /// A chevron pointing to the trailing edge (``CellAccessory/disclosureIndicator(displayed:options:)``).
    public var disclosureIndicator: String { self == .unicode ? "›" : ">" }
    /// The outline disclosure of a collapsed item.
    public var outlineCollapsed: String { self == .unicode ? "▸" : ">" }
    /// The outline disclosure of an expanded item.
    public var outlineExpanded: String { self == .unicode ? "▾" : "v" }
    /// A checkmark.
    public var checkmark: String { self == .unicode ? "✓" : "*" }
    /// The delete control.
    public var delete: String { self == .unicode ? "⊖" : "-" }
    /// The insert control.
    public var insert: String { self == .unicode ? "⊕" : "+" }
    /// The reorder grip.
    public var reorder: String { self == .unicode ? "≡" : "=" }
    /// The multiselect circle of an unselected cell.
    public var multiselectOff: String { self == .unicode ? "☐" : "[ ]" }
    /// The multiselect circle of a selected cell.
    public var multiselectOn: String { self == .unicode ? "☑" : "[x]" }
    /// The detail (info) button.
    public var detail: String { self == .unicode ? "ⓘ" : "i" }
    /// The sign before the title of the screen a navigation stack goes back to.
    public var backIndicator: String { self == .unicode ? "‹" : "<" }
    /// The sign that ends truncated text: `…`, or `~` in ASCII.
    public var ellipsis: Character { self == .unicode ? "…" : "~" }
    /// What a C1 control character in text is shown as: U+FFFD, or `?` in ASCII.
    public var replacement: Character { self == .unicode ? "\u{FFFD}" : "?" }

    /// `character` as a canvas draws it in this set: the ellipsis and the replacement sign
    /// become this set's (``ellipsis``, ``replacement``); every other character is kept.
    package func sign(for character: Character) -> Character {
        switch character {
        case "…": return ellipsis
        case "\u{FFFD}": return replacement
        default: return character
        }
    }

    /// The symbols an interface writes itself (arrows in key hints, angle quotes, middle dots,
    /// dashes, stars, diamonds, checkmarks, box lines, the multiplication sign, curly quotes,
    /// a lock) and their ASCII forms.
    static let asciiSymbols: [Character: String] = [
        "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "<>", "↕": "^v", "⏎": "Enter", "↵": "Enter",
        "‹": "<", "›": ">", "«": "<<", "»": ">>", "·": "-", "•": "*", "—": "-", "–": "-", "…": "~",
        "★": "*", "☆": ".", "◆": "#", "◇": "o", "◈": "@", "●": "o", "○": ".", "✓": "*", "✔": "*",
        "─": "-", "│": "|", "┃": "#", "▸": ">", "▾": "v", "⊕": "+", "⊖": "-", "≡": "=",
        "×": "x", "“": "\"", "”": "\"", "‘": "'", "’": "'", "🔒": "#",
    ]

    /// `text` as an interface should write it with this set: unchanged with ``unicode``; with
    /// ``ascii``, each symbol that the toolkit or an app draws itself (arrows such as `↑↓←→` in
    /// key hints, `‹ ›`, `·`, `—`, `…`, `★☆◆◇◈`, box lines, the accessories' symbols) becomes
    /// plain ASCII (`^v<>`, `< >`, `-`, `-`, `~`, `*.#o@`, `-|`), so that an ASCII terminal shows
    /// none of them. Use it for an interface's own words, never for data: a product's name
    /// or a user's text is shown as it is.
    public func symbols(_ text: some StringProtocol) -> String {
        guard self == .ascii else { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let replacement = Self.asciiSymbols[character] {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
