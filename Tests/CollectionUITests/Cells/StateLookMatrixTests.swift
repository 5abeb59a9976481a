import CollectionCore
import CollectionTesting
import Foundation
import Testing
import ViewTestSupport

/// Every state a cell can be in has a look of its own on every depth of terminal: in 256
/// colours, in 8 colours and without colour (NO_COLOR, monochrome), where only attributes and
/// glyphs are left. A look is the row's text with each cell's style as the palette resolves it.
@Suite @MainActor struct StateLookMatrixTests {
    nonisolated static let depths: [ColorDepth] = [.colors256, .colors8, .monochrome]

    /// The states, by name, as the collection view sets them on a cell.
    nonisolated static let states: [(name: String, change: @Sendable (inout CellConfigurationState) -> Void)] = [
        ("normal", { _ in }),
        ("focused", { $0.isFocused = true; $0.isHighlighted = true }),
        ("selected", { $0.isSelected = true }),
        ("focused+selected", { $0.isFocused = true; $0.isHighlighted = true; $0.isSelected = true }),
        ("carried", { $0.isFocused = true; $0.isHighlighted = true; $0.isReordering = true }),
        ("disabled", { $0.isDisabled = true }),
        ("editing", { $0.isEditing = true }),
        // Editing shows the delete and reorder accessories (as in UIKit, where editing changes the
        // accessories, not the cell's style); each state keeps its own look while editing too.
        ("editing+focused", { $0.isEditing = true; $0.isFocused = true; $0.isHighlighted = true }),
        ("editing+selected", { $0.isEditing = true; $0.isSelected = true }),
        ("editing+focused+selected", { $0.isEditing = true; $0.isFocused = true; $0.isHighlighted = true; $0.isSelected = true }),
        ("editing+carried", { $0.isEditing = true; $0.isFocused = true; $0.isHighlighted = true; $0.isReordering = true }),
        ("editing+disabled", { $0.isEditing = true; $0.isDisabled = true }),
    ]

    /// A list cell as the demo's lists make them, in `state`.
    private func cell(in change: (inout CellConfigurationState) -> Void) -> CollectionViewListCell {
        let cell = CollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Espresso"
        content.secondaryText = "$3.50"
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        cell.changeState(change)
        return cell
    }

    /// One look: each column's character and resolved style.
    private struct Look: Hashable {
        var text: String
        var styles: [ResolvedStyle]
    }

    private func look(of canvas: Canvas, palette: Palette) -> Look {
        Look(text: canvas.lines[0], styles: (0..<canvas.width).map { palette.resolve(canvas[x: $0, y: 0].style) })
    }

    private func render(_ change: (inout CellConfigurationState) -> Void, glyphs: GlyphSet = .unicode) -> Canvas {
        CellFixtures.render(cell(in: change), width: 30, height: 1, glyphs: glyphs)
    }

    @Test("every state looks different from every other, per palette", arguments: depths)
    func statesAreDistinct(depth: ColorDepth) {
        let palette = Palette.standard(for: depth)
        var seen: [Look: String] = [:]
        for state in Self.states {
            let look = look(of: render(state.change), palette: palette)
            #expect(seen[look] == nil, "\(depth): \(state.name) looks like \(seen[look] ?? "")")
            seen[look] = state.name
        }
        #expect(seen.count == Self.states.count)
    }

    @Test("in ASCII mode too, every state looks different from every other, per palette", arguments: depths)
    func statesAreDistinctInASCII(depth: ColorDepth) {
        let palette = Palette.standard(for: depth)
        let looks = Self.states.map { look(of: render($0.change, glyphs: .ascii), palette: palette) }
        var seen: [Look: String] = [:]
        for (state, look) in zip(Self.states, looks) {
            let ascii = look.text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(state.name): \(look.text)")
            #expect(seen[look] == nil, "\(depth), ASCII: \(state.name) looks like \(seen[look] ?? "")")
            seen[look] = state.name
        }
    }

    @Test("editing shows in the row's glyphs, whatever the other states", arguments: depths)
    func editingShowsInGlyphs(depth: ColorDepth) {
        let palette = Palette.standard(for: depth)
        for state in Self.states where !state.name.hasPrefix("editing") {
            let plain = look(of: render(state.change), palette: palette)
            let editing = look(of: render { state.change(&$0); $0.isEditing = true }, palette: palette)
            // The text itself differs (delete and reorder controls), not only a style.
            #expect(plain.text != editing.text, "\(depth): \(state.name) editing: \(editing.text)")
        }
    }

    @Test("selection and focus differ in attributes, not only in colour, with and without colour", arguments: depths)
    func selectionAndFocusDifferWithoutColour(depth: ColorDepth) {
        let palette = Palette.standard(for: depth)
        let selected = palette.resolve(.selection)
        let focused = palette.resolve(Style.focus.adding(.bold))
        #expect(selected.attributes != focused.attributes || depth != .monochrome)
        #expect(selected != focused)
        // In monochrome nothing but attributes is left: they must differ there.
        if depth == .monochrome {
            #expect(selected.attributes.contains(.underline) && !selected.attributes.contains(.reverse))
            #expect(focused.attributes.contains(.reverse))
        }
    }

    @Test("a sale price or a favourite star keeps a cue without colour")
    func vividColoursKeepACueInMonochrome() {
        let palette = Palette.standard(for: .monochrome)
        let sale = palette.resolve(Style(foreground: .systemRed))
        let star = palette.resolve(Style(foreground: .rgb(red: 255, green: 204, blue: 0, alpha: 255)))
        let plain = palette.resolve(.label)
        let grey = palette.resolve(Style(foreground: .rgb(red: 128, green: 128, blue: 128, alpha: 255)))
        #expect(sale.attributes.contains(.bold))
        #expect(star.attributes.contains(.bold))
        #expect(sale != plain && star != plain)
        #expect(!grey.attributes.contains(.bold))
    }

    /// The matrix as text: per palette, each state's row and its runs of resolved styles.
    @Test("the matrix of states and palettes matches its reviewed fixture")
    func matrixFixture() {
        var lines: [String] = []
        for depth in Self.depths {
            let palette = Palette.standard(for: depth)
            lines.append("## \(depth)")
            for state in Self.states {
                let look = look(of: render(state.change), palette: palette)
                // Names longer than the column are written whole.
                let name = state.name.count < 17 ? state.name.padding(toLength: 17, withPad: " ", startingAt: 0) : state.name
                lines.append("\(name)|\(look.text)|")
                lines.append("\(String(repeating: " ", count: 17)) \(Self.runs(look.styles))")
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        let path = ScreenFixture.path("state-looks", folder: "Cells", testFile: #filePath)
        let mismatch = ScreenFixture.mismatch(text, fixtureAt: path)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Runs of equal resolved styles: `count x fg/bg attributes`.
    private static func runs(_ styles: [ResolvedStyle]) -> String {
        var parts: [String] = []
        var index = 0
        while index < styles.count {
            var end = index
            while end + 1 < styles.count, styles[end + 1] == styles[index] { end += 1 }
            parts.append("\(end - index + 1)x \(describe(styles[index]))")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ style: ResolvedStyle) -> String {
        let names: [(Style.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        let attributes = names.filter { style.attributes.contains($0.0) }.map(\.1)
        return (["\(style.foreground)/\(style.background)"] + attributes).joined(separator: " ")
    }
}
