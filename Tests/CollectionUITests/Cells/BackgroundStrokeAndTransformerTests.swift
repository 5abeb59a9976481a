import CollectionCore
import Foundation
import Testing

/// UIKit's `strokeColor`, `strokeWidth` and `backgroundColorTransformer` on a background
/// configuration, drawn in cells.
@MainActor
@Suite struct BackgroundStrokeAndTransformerTests {
    private func render(_ background: BackgroundConfiguration, width: Int = 6, height: Int = 3) -> Canvas {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: width, height: height))
        cell.backgroundConfiguration = background
        var canvas = Canvas(width: width, height: height)
        cell.render(into: &canvas, at: .zero)
        return canvas
    }

    @Test func aStrokeDrawsABoxOfLineGlyphsOnTheBackground() {
        var background = BackgroundConfiguration(backgroundColor: .groupedBackground)
        background.strokeColor = .separator
        background.strokeWidth = 1
        let canvas = render(background)
        #expect(canvas.lines == ["┌────┐", "│    │", "└────┘"])
        #expect(canvas[x: 0, y: 0].style == Style(foreground: .separator, background: .groupedBackground))
        #expect(canvas[x: 2, y: 1].style.background == .groupedBackground)
    }

    @Test func aStrokeWiderThanOneDrawsBoldLinesAndLeavesTheInsidePlain() {
        var background = BackgroundConfiguration(backgroundColor: .focus)
        background.strokeColor = .tint
        background.strokeWidth = 2
        let canvas = render(background)
        #expect(canvas.lines == ["┌────┐", "│    │", "└────┘"])
        for (x, y) in [(0, 0), (3, 0), (5, 0), (0, 1), (5, 1), (0, 2), (2, 2), (5, 2)] {
            #expect(canvas[x: x, y: y].style == Style(foreground: .tint, background: .focus, attributes: .bold), "line at \(x), \(y)")
        }
        #expect(canvas[x: 2, y: 1].style.attributes.isEmpty, "the inside keeps the background's attributes")
        background.strokeWidth = 1
        #expect(render(background)[x: 0, y: 1].style.attributes.isEmpty, "a 1-point line is plain")
        background.strokeWidth = 1.5
        #expect(render(background)[x: 0, y: 1].style.attributes == .bold)
    }

    @Test func aCornerRadiusRoundsTheBoxCornersAndASCIIKeepsPlusSigns() {
        var background = BackgroundConfiguration(backgroundColor: .groupedBackground)
        background.strokeColor = .separator
        background.strokeWidth = 1
        background.cornerRadius = 8
        #expect(render(background).lines == ["╭────╮", "│    │", "╰────╯"])
        let ascii = GlyphSet.withGlyphSet(.ascii) { render(background) }
        #expect(ascii.lines == ["+----+", "|    |", "+----+"])
        background.strokeWidth = 0
        #expect(render(background).lines == ["      ", "      ", "      "], "a radius alone draws no outline")
    }

    @Test func noStrokeWithoutAColourOrAPositiveWidth() {
        var background = BackgroundConfiguration(backgroundColor: .background)
        background.strokeWidth = 2
        #expect(render(background).lines == ["      ", "      ", "      "])
        background.strokeColor = .tint
        background.strokeWidth = 0
        #expect(background.resolvedStrokeColor() == nil)
        #expect(render(background).lines == ["      ", "      ", "      "])
    }

    @Test func aOneRowStrokeIsALine() {
        var background = BackgroundConfiguration(backgroundColor: nil)
        background.strokeColor = .tint
        background.strokeWidth = 1
        #expect(render(background, width: 4, height: 1).lines == ["────"])
    }

    @Test func theTransformerChangesTheDrawnColourInEveryState() {
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColorTransformer = .preferredTint
        #expect(background.resolvedBackgroundColor() == .tint)
        #expect(background.resolvedStyle()?.background == .tint)
        var focused = CellConfigurationState()
        focused.isFocused = true
        #expect(background.updated(for: focused).resolvedBackgroundColor() == .tint)
        let custom = ConfigurationColorTransformer { _ in .indexed(3) }
        background.backgroundColorTransformer = custom
        #expect(background.resolvedBackgroundColor() == .indexed(3))
        #expect(custom == custom)
        #expect(custom != ConfigurationColorTransformer { _ in .indexed(3) })
    }

    @Test func grayscaleTurnsFixedColoursGreyAndKeepsSemanticOnes() {
        #expect(ConfigurationColorTransformer.grayscale(.indexed(196)) == .indexed(239))  // red (255, 0, 0): lightness 76, grey 78
        #expect(ConfigurationColorTransformer.grayscale(.indexed(15)) == .indexed(255))
        #expect(ConfigurationColorTransformer.grayscale(.indexed(0)) == .indexed(232))
        #expect(ConfigurationColorTransformer.grayscale(.label) == .label)
    }
}
