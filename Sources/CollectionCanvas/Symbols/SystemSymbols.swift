/// The SF Symbols names that ``Image/init(systemName:)`` knows, each with a Unicode glyph one
/// column wide and an ASCII fallback (``GlyphSet/ascii``). Names ending in `.fill`, `.circle`,
/// `.square` or `.fill` variants not listed fall back to their base name.
package enum SystemSymbols {
    package static let table: [String: (unicode: String, ascii: String)] = [
        "star": ("☆", "*"), "star.fill": ("★", "*"),
        "heart": ("♡", "<3"), "heart.fill": ("♥", "<3"),
        "folder": ("▭", "[]"), "folder.fill": ("▬", "[]"),
        "doc": ("▯", "D"), "doc.fill": ("▮", "D"), "doc.text": ("≣", "D"),
        "trash": ("⌫", "x"), "trash.fill": ("⌫", "x"),
        "gear": ("⚙", "@"), "gearshape": ("⚙", "@"),
        "wifi": ("≋", "~"),
        "lock": ("⊡", "#"), "lock.fill": ("▣", "#"), "lock.open": ("⊔", "u"),
        "person": ("☺", "@"), "person.fill": ("☻", "@"), "person.2": ("⚇", "@@"),
        "checkmark": ("✓", "*"), "checkmark.circle": ("✓", "*"), "checkmark.circle.fill": ("✔", "*"),
        "xmark": ("✕", "x"), "xmark.circle": ("⊗", "x"), "xmark.circle.fill": ("⊗", "x"),
        "chevron.right": ("›", ">"), "chevron.left": ("‹", "<"), "chevron.up": ("˄", "^"), "chevron.down": ("˅", "v"),
        "plus": ("+", "+"), "minus": ("−", "-"), "plus.circle": ("⊕", "+"), "minus.circle": ("⊖", "-"),
        "circle": ("○", "o"), "circle.fill": ("●", "o"), "square": ("□", "[]"), "square.fill": ("■", "#"),
        "info.circle": ("ⓘ", "i"), "exclamationmark.triangle": ("⚠", "!"), "questionmark.circle": ("?", "?"),
        "bell": ("♫", "!"), "envelope": ("✉", "@"), "paperplane": ("➢", ">"), "magnifyingglass": ("⌕", "/"),
        "house": ("⌂", "^"), "calendar": ("▦", "#"), "clock": ("◷", "o"), "photo": ("▨", "#"),
        "music.note": ("♪", "#"), "play": ("▷", ">"), "play.fill": ("▶", ">"), "pause": ("‖", "||"),
        "stop": ("□", "#"), "stop.fill": ("■", "#"),
        "arrow.right": ("→", "->"), "arrow.left": ("←", "<-"), "arrow.up": ("↑", "^"), "arrow.down": ("↓", "v"),
        "arrow.clockwise": ("↻", "@"), "square.and.arrow.up": ("⇪", "^"), "pencil": ("✎", "/"),
        "bookmark": ("⚐", "B"), "bookmark.fill": ("⚑", "B"), "flag": ("⚐", "F"), "flag.fill": ("⚑", "F"),
        "cloud": ("☁", "~"), "sun.max": ("☀", "*"), "moon": ("☾", "C"), "bolt": ("ϟ", "!"), "tag": ("⌗", "#"),
        "ellipsis": ("…", "..."), "ellipsis.circle": ("⋯", "..."), "line.3.horizontal": ("≡", "="),
        "list.bullet": ("≔", "="), "globe": ("◍", "O"), "link": ("∞", "&"), "phone": ("✆", "T"),
        "airplane": ("✈", ">"), "hand.thumbsup": ("☝", "+"), "cart": ("⊻", "U"), "sparkles": ("✧", "*"),
        "eye": ("◉", "o"), "eye.slash": ("⊘", "-"), "eyeglasses": ("∞", "oo"), "cube.box": ("▣", "#"), "cube": ("◈", "#"), "mappin": ("⚲", "v"), "location": ("➤", ">"),
        "battery.100": ("▰", "#"), "antenna.radiowaves.left.and.right": ("≋", "~"),
    ]

    /// The glyphs for `name`: the name itself, else the name without a trailing `.fill`,
    /// `.circle` or `.square` (repeatedly), else `nil`.
    package static func glyphs(for name: String) -> (unicode: String, ascii: String)? {
        var candidate = name
        while true {
            if let found = table[candidate] ?? common[candidate] { return found }
            guard let dot = candidate.lastIndex(of: "."),
                ["fill", "circle", "square", "badge", "slash"].contains(String(candidate[candidate.index(after: dot)...]))
            else { return nil }
            candidate = String(candidate[..<dot])
        }
    }
}
