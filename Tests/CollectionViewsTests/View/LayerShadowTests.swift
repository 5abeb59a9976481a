import CollectionCanvas
import CollectionDiagnostics
import CollectionTesting
import CollectionViews
import Foundation
import Testing

/// `layer.shadowOpacity` and the other shadow properties as UIKit code sets them: a one-cell
/// shadow beside the view, in its superview's area, on every depth and glyph set.
@MainActor
@Suite struct LayerShadowTests {
    nonisolated static let depths: [ColorDepth] = [.colors256, .colors8, .monochrome]

    /// A view that fills its area with `.`, so that what a shadow keeps shows.
    private final class Dotted: View {
        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            canvas.fill(rect, with: ".", style: .label)
        }
    }

    /// A 12 x 6 superview, dotted on its left half and blank on its right, with a 4 x 2 card at
    /// (2, 1) (or `cardFrame`) whose layer `configure` sets up.
    private func render(
        glyphs: GlyphSet = .unicode, cardFrame: CGRect = CGRect(x: 2, y: 1, width: 4, height: 2),
        _ configure: (View) -> Void
    ) -> (lines: [String], canvas: Canvas, card: View) {
        GlyphSet.withGlyphSet(glyphs) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
            root.addSubview(Dotted(frame: CGRect(x: 0, y: 0, width: 6, height: 6)))
            let card = View(frame: cardFrame)
            card.backgroundColor = .systemBlue
            root.addSubview(card)
            configure(card)
            var canvas = Canvas(width: 12, height: 6)
            root.render(into: &canvas, at: .zero)
            return (canvas.lines, canvas, card)
        }
    }

    @Test func theSamplesShadowDrawsAnLBelowAndRightOfTheViewKeepingWhatIsUnderIt() {
        let (lines, canvas, _) = render { card in
            card.layer.shadowColor = Color.black.cgColor
            card.layer.shadowOpacity = 0.3
            card.layer.shadowOffset = CGSize(width: 0, height: 2)
            card.layer.shadowRadius = 4
        }
        // The row below starts one column in and ends one past the right edge, keeping the dots
        // under it; the column on the right starts one row down.
        #expect(lines == [
            "......      ",
            "..          ",
            "..    ░     ",
            "......░     ",
            "......      ",
            "......      ",
        ])
        // The shadow row keeps the dots (dim, on the shadow colour); the card is not covered.
        let dot = canvas[x: 3, y: 3].style
        #expect(dot.attributes.contains(.dim))
        #expect(dot.background == Color.black.withAlphaComponent(0.3))
        #expect(canvas[x: 2, y: 3].style.background == .background)
        #expect(canvas[x: 5, y: 2].style.background == .systemBlue)
        #expect(!canvas[x: 5, y: 2].style.attributes.contains(.dim))
    }

    @Test func theOffsetsSignsChooseTheSidesAndUIKitsDefaultOffsetCastsItAbove() {
        let aboveLeft = render(cardFrame: CGRect(x: 7, y: 2, width: 3, height: 2)) { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: -3, height: -3)
        }.lines
        #expect(aboveLeft == [
            "......      ",
            "......░░░   ",
            "......░     ",
            "......      ",
            "......      ",
            "......      ",
        ])
        // CALayer's default offset is (0, -3): above, on the right.
        let standard = render(cardFrame: CGRect(x: 7, y: 2, width: 3, height: 2)) { card in
            card.layer.shadowOpacity = 1
        }.lines
        #expect(standard == [
            "......      ",
            "......  ░░░ ",
            "......    ░ ",
            "......      ",
            "......      ",
            "......      ",
        ])
    }

    @Test func noShadowWithoutOpacityOrColourAndBadValuesAreReported() {
        let plain = render { _ in }.lines
        #expect(render { $0.layer.shadowOffset = CGSize(width: 2, height: 2) }.lines == plain)
        #expect(render { $0.layer.shadowOpacity = 1; $0.layer.shadowColor = nil }.lines == plain)
        #expect(render { $0.layer.shadowOpacity = 1; $0.layer.shadowColor = Color.clear.cgColor }.lines == plain)
        #expect(render { $0.layer.shadowOpacity = 1; $0.isHidden = true }.lines == render { $0.isHidden = true }.lines)
        // A transparent view casts no shadow either (alpha under 0.01 is not drawn).
        #expect(render { $0.layer.shadowOpacity = 1; $0.alpha = 0 }.lines == render { $0.alpha = 0 }.lines)
        let layer = View().layer
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOpacity == 0)
        let reported = Diagnostics.collect {
            layer.shadowOpacity = .nan
            layer.shadowRadius = -1
            layer.shadowOffset = CGSize(width: CGFloat.infinity, height: 0)
            layer.shadowOpacity = 7
        }
        #expect(reported.diagnostics.map(\.kind) == ["invalidLayerValue", "invalidLayerValue", "invalidLayerValue"])
        #expect(layer.shadowOpacity == 1)
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test func aViewFadingInCastsItsShadowOnlyOnceItIsDrawn() {
        let saved = AnimationSettings.standard
        AnimationSettings.standard = AnimationSettings()
        defer { AnimationSettings.standard = saved }
        let clock = TestAnimationClock()
        let runLoop = MainRunLoop(clock: clock)
        let root = View(frame: CGRect(x: 0, y: 0, width: 12, height: 6))
        let card = View(frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 1, height: 1)
        card.alpha = 0
        root.addSubview(card)
        runLoop.withCurrent {
            View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { card.alpha = 1 })
        }
        func shadowShows() -> Bool {
            _ = root.advanceAnimations()
            var canvas = Canvas(width: 12, height: 6)
            GlyphSet.withGlyphSet(.unicode) { root.render(into: &canvas, at: .zero) }
            return canvas.lines[3].contains("░")
        }
        // The model's alpha is 1 at once, but nothing of the card is drawn yet: nor its shadow.
        #expect(!shadowShows())
        clock.advance(by: .milliseconds(100))
        #expect(shadowShows())
        root.finishAnimations()
    }

    @Test func theShadowIsClippedToTheSuperview() {
        GlyphSet.withGlyphSet(.unicode) {
            let screen = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
            screen.addSubview(Dotted(frame: CGRect(x: 0, y: 0, width: 10, height: 5)))
            let panel = View(frame: CGRect(x: 1, y: 1, width: 5, height: 3))
            screen.addSubview(panel)
            // A card near the panel's right edge: the end of its shadow row and its column fall
            // outside the panel (which draws nothing, so the dots show through it).
            let card = View(frame: CGRect(x: 2, y: 0, width: 3, height: 2))
            card.backgroundColor = .systemBlue
            card.layer.shadowOpacity = 0.5
            card.layer.shadowOffset = CGSize(width: 1, height: 1)
            panel.addSubview(card)
            var canvas = Canvas(width: 10, height: 5)
            screen.render(into: &canvas, at: .zero)
            // The card covers x 3...5, y 1...2; the row below is x 4...6 at y 3, the column x 6.
            #expect(canvas.lines == ["..........", "...   ....", "...   ....", "..........", ".........."])
            #expect(canvas[x: 4, y: 3].style.attributes.contains(.dim))
            #expect(canvas[x: 5, y: 3].style.attributes.contains(.dim))
            // The panel ends at x 5: nothing outside it is shadowed.
            #expect(!canvas[x: 6, y: 3].style.attributes.contains(.dim))
            #expect(!canvas[x: 6, y: 2].style.attributes.contains(.dim))
            #expect(!canvas[x: 3, y: 3].style.attributes.contains(.dim))
        }
    }

    @Test func aShadowPathChoosesTheShapeButNeverCoversTheView() {
        let lines = render { card in
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            // UIKit code's rounded rect, here one column wider than the card.
            card.layer.shadowPath = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 5, height: 2), cornerRadius: 8).cgPath
        }.lines
        // The shape is x 2...6: the row runs x 3...7, the column is x 7; x 6 beside the card is
        // inside the shape and stays as it is.
        #expect(lines == [
            "......      ",
            "..          ",
            "..     ░    ",
            "......░░    ",
            "......      ",
            "......      ",
        ])
        #expect(BezierPath(rect: CGRect(x: 4, y: 4, width: -2, height: 2)).cgPath.boundingBox == CGRect(x: 2, y: 4, width: 2, height: 2))
    }

    @Test func inASCIITheShadeIsAColon() {
        let lines = render(glyphs: .ascii) { card in
            card.layer.shadowOpacity = 0.3
            card.layer.shadowOffset = CGSize(width: 2, height: 2)
        }.lines
        #expect(lines[2] == "..    :     ")
        #expect(lines[3] == "......:     ")
        #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("the shadow shows on every depth, blank cells and cells with text alike", arguments: depths)
    func theShadowShowsOnEveryDepth(depth: ColorDepth) {
        let palette = Palette.standard(for: depth)
        let shadowed = render { card in
            card.layer.shadowOpacity = 0.3
            card.layer.shadowOffset = CGSize(width: 0, height: 2)
        }
        let plain = render { _ in }
        // A dotted cell and a blank cell under the shadow each look different from the same cell
        // without it: by colour where there is colour, by the dim attribute and the shade glyph
        // without.
        for (x, y) in [(3, 3), (6, 3), (6, 2)] {
            let before = (plain.canvas[x: x, y: y].character, palette.resolve(plain.canvas[x: x, y: y].style))
            let after = (shadowed.canvas[x: x, y: y].character, palette.resolve(shadowed.canvas[x: x, y: y].style))
            #expect(before != after, "\(depth) at \(x), \(y)")
            #expect(after.1.attributes.contains(.dim), "\(depth) at \(x), \(y)")
        }
        // The card itself looks the same with and without its shadow.
        for x in 2..<6 {
            #expect(palette.resolve(shadowed.canvas[x: x, y: 1].style) == palette.resolve(plain.canvas[x: x, y: 1].style))
        }
    }
}
