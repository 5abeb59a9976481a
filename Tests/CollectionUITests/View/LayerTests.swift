import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport

/// `view.layer` as UIKit code writes it: the border drawn in the view's outermost cells, over
/// its content, with the rules for views too small for a box.
@MainActor
@Suite struct LayerTests {
    /// A view of `width` x `height` filled with `x` by a subview, with the given layer lines,
    /// rendered on a canvas one cell larger on every side.
    private func render(
        width: Int, height: Int, glyphs: GlyphSet = .unicode, _ configure: (View) -> Void
    ) -> (lines: [String], canvas: Canvas) {
        GlyphSet.withGlyphSet(glyphs) {
            let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
            view.backgroundColor = .systemBlue
            let content = FilledView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            view.addSubview(content)
            configure(view)
            var canvas = Canvas(width: width + 2, height: height + 2)
            view.render(into: &canvas, at: CGPoint(x: 1, y: 1))
            return (canvas.lines, canvas)
        }
    }

    @Test func theSamplesLinesCompileAndDrawABoxOverTheContent() {
        let (lines, canvas) = render(width: 5, height: 3) { view in
            view.layer.borderColor = Color.black.cgColor
            view.layer.borderWidth = 1
        }
        #expect(lines == ["       ", " ┌───┐ ", " │xxx│ ", " └───┘ ", "       "])
        // The line is in the border colour on the view's own background.
        #expect(canvas[x: 1, y: 1].style.foreground == .black)
        #expect(canvas[x: 1, y: 1].style.background == .systemBlue)
        #expect(canvas[x: 3, y: 2].style.background == .systemBlue)
    }

    @Test func aBorderWiderThanOneIsBoldOnEveryShape() {
        for (width, height, line) in [(5, 3, (1, 2)), (5, 2, (1, 1)), (5, 1, (1, 1))] {
            let thick = render(width: width, height: height) { view in
                view.layer.borderWidth = 2
            }.canvas
            #expect(thick[x: line.0, y: line.1].style.attributes == .bold, "\(width) x \(height)")
            #expect(thick[x: 3, y: height == 1 ? 1 : 2].style.attributes.isEmpty, "the content stays plain")
            let thin = render(width: width, height: height) { view in
                view.layer.borderWidth = 1
            }.canvas
            #expect(thin[x: line.0, y: line.1].style.attributes.isEmpty, "\(width) x \(height)")
        }
    }

    @Test func aCornerRadiusRoundsTheCornersAndASCIIUsesPlusSigns() {
        let rounded = render(width: 4, height: 3) { view in
            view.layer.borderWidth = 1
            view.layer.cornerRadius = 8
        }.lines
        #expect(rounded == ["      ", " ╭──╮ ", " │xx│ ", " ╰──╯ ", "      "])
        let ascii = render(width: 4, height: 3, glyphs: .ascii) { view in
            view.layer.borderWidth = 1
            view.layer.cornerRadius = 8
        }.lines
        #expect(ascii == ["      ", " +--+ ", " |xx| ", " +--+ ", "      "])
    }

    @Test func smallViewsGetSidesOrEndCapsOrNothing() {
        // Two rows: the sides only, so that the content still shows.
        #expect(render(width: 4, height: 2) { $0.layer.borderWidth = 1 }.lines
            == ["      ", " │xx│ ", " │xx│ ", "      "])
        // One row: end caps, round with a corner radius (the sample's circular badge).
        #expect(render(width: 3, height: 1) { $0.layer.borderWidth = 1 }.lines == ["     ", " [x] ", "     "])
        #expect(render(width: 3, height: 1) {
            $0.layer.borderWidth = 1
            $0.layer.cornerRadius = 10
        }.lines == ["     ", " (x) ", "     "])
        // Too narrow for any frame.
        #expect(render(width: 2, height: 1) { $0.layer.borderWidth = 1 }.lines == ["    ", " xx ", "    "])
        #expect(render(width: 2, height: 4) { $0.layer.borderWidth = 1 }.lines[2] == " xx ")
    }

    @Test func noWidthOrAClearColourDrawsNoBorder() {
        #expect(render(width: 3, height: 3) { $0.layer.borderColor = Color.red.cgColor }.lines[1] == " xxx ")
        #expect(render(width: 3, height: 3) {
            $0.layer.borderWidth = 2
            $0.layer.borderColor = nil
        }.lines[1] == " xxx ")
        #expect(render(width: 3, height: 3) {
            $0.layer.borderWidth = 0.5
            $0.layer.borderColor = Color.clear.cgColor
        }.lines[1] == " xxx ")
    }

    @Test func theBorderLeavesTheLayoutAlone() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
        let content = View(frame: CGRect(x: 0, y: 0, width: 6, height: 4))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        view.layer.borderWidth = 1
        view.layer.cornerRadius = 4
        view.layer.masksToBounds = true
        var canvas = Canvas(width: 6, height: 4)
        view.render(into: &canvas, at: .zero)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 6, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 6, height: 4))
    }

    @Test func badValuesAreReportedAndIgnored() {
        let view = View()
        view.layer.borderWidth = 1
        let (_, diagnostics) = Diagnostics.collect {
            view.layer.borderWidth = -1
            view.layer.cornerRadius = .nan
        }
        #expect(diagnostics.map(\.kind) == ["invalidLayerValue", "invalidLayerValue"])
        #expect(view.layer.borderWidth == 1)
        #expect(view.layer.cornerRadius == 0)
    }

    @Test func theLayersBackgroundColourIsTheViews() {
        let view = View()
        view.layer.backgroundColor = Color.green.cgColor
        #expect(view.backgroundColor == .green)
        view.backgroundColor = .lightGray
        #expect(view.layer.backgroundColor == .lightGray)
        #expect(Color(cgColor: view.layer.borderColor ?? .clear) == .black)
    }

    @Test func settingABorderRedrawsTheView() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        var canvas = Canvas(width: 3, height: 3)
        view.render(into: &canvas, at: .zero)
        #expect(!view.needsDisplay)
        view.layer.borderWidth = 1
        #expect(view.needsDisplay)
    }

    @Test func aCellsContentViewBorderFramesEachItemOfAGrid() {
        // Two touching items of the same colour read as two cards.
        let layout = CollectionViewCompositionalLayout(section: {
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
                subitems: [item])
            return CollectionLayoutSection(group: group)
        }())
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        collectionView.isKeyView = false
        let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
            cell.contentView.layer.borderColor = Color.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
        }
        let dataSource = numberedListDataSource([1, 2], in: collectionView, using: registration)
        defer { withExtendedLifetime(dataSource) {} }
        let screen = HeadlessScreen(root: collectionView, width: 10, height: 3)
        _ = GlyphSet.withGlyphSet(.unicode) { screen.render() }
        #expect(screen.lines == ["╭───╮╭───╮", "│   ││   │", "╰───╯╰───╯"])
    }
}

/// Fills its frame with `x`.
@MainActor
private final class FilledView: View {
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.fill(rect, with: "x", style: Style(foreground: .label, background: .systemBlue))
    }
}
