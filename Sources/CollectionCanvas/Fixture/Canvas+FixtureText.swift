extension Canvas {
    /// The canvas as the one fixture format the project's screen tests compare with
    /// (``ScreenFixture``): every row between `|` marks (so trailing spaces show), a line `~~~`,
    /// the style rows with one letter per distinct style in order of first appearance (row by
    /// row; `?` after 52 styles), another `~~~`, and the legend that names each letter's style
    /// (``describe(_:)``).
    ///
    /// ```
    /// |> Row  |
    /// ~~~
    /// |aabbbbb|
    /// ~~~
    /// a = tint bold
    /// b = label
    /// ```
    ///
    /// - Complexity: O(*width* × *height*).
    public var fixtureText: String {
        let map = fixtureStyleMap
        let text = lines.map { "|\($0)|" } + ["~~~"] + map.rows.map { "|\($0)|" } + ["~~~"] + map.legend
        return text.joined(separator: "\n") + "\n"
    }

    /// The style rows of ``fixtureText``, one letter per distinct style in order of first
    /// appearance, and the legend that names them.
    public var fixtureStyleMap: (rows: [String], legend: [String]) {
        var letters: [Style: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for cell in cells where letters[cell.style] == nil {
            let letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
            letters[cell.style] = letter
            legend.append("\(letter) = \(Self.describe(cell.style))")
        }
        return (styleMap(legend: letters), legend)
    }

    /// A short description of a style, as fixture legends write it: the foreground, the
    /// background when it is not the default (`on …`), and the attributes.
    public static func describe(_ style: Style) -> String {
        var parts = ["\(style.foreground)"]
        if style.background != .background { parts.append("on \(style.background)") }
        let attributes: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        for (attribute, name) in attributes where style.attributes.contains(attribute) { parts.append(name) }
        return parts.joined(separator: " ")
    }
}
