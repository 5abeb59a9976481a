import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing

/// Raster pictures in an image view: content modes, half blocks, placements for graphics
/// protocols, placeholders and clipping.
@Suite @MainActor struct ImageViewPictureTests {
    /// 4 × 4 pixels: red and blue above, green and white below, each quarter 2 × 2 pixels; the
    /// bottom-right pixel transparent.
    static let quarters = makeQuarters()

    /// A new bitmap of the pixels of ``quarters`` (a picture of its own for the caches).
    static func makeQuarters() -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                switch (x < 2, y < 2) {
                case (true, true): pixels += [255, 0, 0, 255]
                case (false, true): pixels += [0, 0, 255, 255]
                case (true, false): pixels += [0, 255, 0, 255]
                case (false, false): pixels += (x, y) == (3, 3) ? [0, 0, 0, 0] : [255, 255, 255, 255]
                }
            }
        }
        return Bitmap(width: 4, height: 4, pixels: pixels)!
    }

    private func view(_ mode: ImageView.ContentMode, width: Int, height: Int) -> ImageView {
        let view = ImageView(image: Image(bitmap: Self.quarters, accessibilityLabel: "Quarters"))
        view.contentMode = mode
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return view
    }

    private func render(_ view: View, mode: PictureMode, glyphs: GlyphSet = .unicode, at origin: CGPoint = .zero,
                        size: CGSize? = nil) -> Canvas {
        let size = size ?? view.frame.size
        var canvas = Canvas(width: Int(size.width), height: Int(size.height))
        PictureMode.withMode(mode) {
            GlyphSet.withGlyphSet(glyphs) { view.render(into: &canvas, at: origin) }
        }
        return canvas
    }

    static func expectPictureFixture(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = ScreenFixture.path(name, folder: "Pictures", testFile: #filePath)
        let mismatch = ScreenFixture.mismatch(canvas.fixtureText, fixtureAt: path)
        #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
    }

    @Test func halfBlocksShowTwoPixelsACellInTheirColours() {
        // A square picture fits 8 × 4 cells exactly: a cell is twice as tall as wide.
        let canvas = render(view(.scaleAspectFit, width: 8, height: 4), mode: .blocks)
        Self.expectPictureFixture(canvas, "blocks-fit-8x4")
        #expect(canvas.pictures == [PicturePlacement(
            bitmap: Self.quarters, frame: CGRect(x: 0, y: 0, width: 8, height: 4), visible: CGRect(x: 0, y: 0, width: 8, height: 4))])
    }

    @Test func aspectFitCentresAndAspectFillOverflows() {
        let fit = render(view(.scaleAspectFit, width: 20, height: 4), mode: .blocks)
        Self.expectPictureFixture(fit, "blocks-fit-20x4")
        #expect(fit.pictures.map(\.frame) == [CGRect(x: 6, y: 0, width: 8, height: 4)])
        let fill = render(view(.scaleAspectFill, width: 8, height: 8), mode: .blocks)
        Self.expectPictureFixture(fill, "blocks-fill-8x8")
        #expect(fill.pictures.map(\.frame) == [CGRect(x: -4, y: 0, width: 16, height: 8)])
        #expect(fill.pictures.map(\.visible) == [CGRect(x: 0, y: 0, width: 8, height: 8)])
        let stretched = render(view(.scaleToFill, width: 12, height: 2), mode: .blocks)
        Self.expectPictureFixture(stretched, "blocks-stretch-12x2")
        // The natural size: 4 × 4 pixels are less than a cell of 8 × 16 points: one cell.
        let centred = render(view(.center, width: 5, height: 3), mode: .blocks)
        #expect(centred.pictures.map(\.frame) == [CGRect(x: 2, y: 1, width: 1, height: 1)])
    }

    @Test func aGraphicsProtocolGetsThePlacementAndBlankCells() {
        let canvas = render(view(.scaleAspectFit, width: 12, height: 4), mode: .kitty)
        #expect(canvas.lines == Array(repeating: String(repeating: " ", count: 12), count: 4))
        #expect(canvas.pictures.map(\.frame) == [CGRect(x: 2, y: 0, width: 8, height: 4)])
    }

    @Test func placeholdersFrameTheLabelInPlaceholderModeAndInASCII() {
        let boxed = render(view(.scaleToFill, width: 12, height: 3), mode: .placeholder)
        #expect(boxed.lines == ["┌──────────┐", "│ Quarters │", "└──────────┘"])
        #expect(boxed.pictures.isEmpty)
        let ascii = render(view(.scaleToFill, width: 12, height: 3), mode: .blocks, glyphs: .ascii)
        #expect(ascii.lines == ["+----------+", "| Quarters |", "+----------+"])
        // Aspect fit: the frame is where the square picture would be (8 × 4 of 16 × 4).
        let fitted = render(view(.scaleAspectFit, width: 16, height: 4), mode: .placeholder)
        #expect(fitted.lines == ["    ┌──────┐    ", "    │Quart…│    ", "    │      │    ", "    └──────┘    "])
        let oneRow = render(view(.scaleToFill, width: 12, height: 1), mode: .placeholder)
        #expect(oneRow.lines == [" [Quarters] "])
    }

    @Test func aPictureScrolledHalfOutPlacesAndDrawsOnlyItsVisiblePart() {
        let image = view(.scaleToFill, width: 8, height: 4)
        // Drawn two rows above the canvas: only its lower half shows.
        let canvas = render(image, mode: .blocks, at: CGPoint(x: 0, y: -2), size: CGSize(width: 8, height: 4))
        #expect(canvas.pictures == [PicturePlacement(
            bitmap: Self.quarters, frame: CGRect(x: 0, y: -2, width: 8, height: 4), visible: CGRect(x: 0, y: 0, width: 8, height: 2))])
        Self.expectPictureFixture(canvas, "blocks-scrolled-half-out")
    }

    @Test func aReusedViewWithoutAPictureLeavesNoPlacement() {
        let image = view(.scaleAspectFit, width: 8, height: 4)
        #expect(render(image, mode: .kitty).pictures.count == 1)
        image.image = Image(systemName: "star")
        let reused = render(image, mode: .kitty)
        #expect(reused.pictures.isEmpty)
        #expect(reused.lines[1] == "   ☆    ")
    }

    @Test func aPictureInADimmedViewShowsBothHalvesOfEachCellAtHalfBrightness() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        container.addSubview(view(.scaleAspectFit, width: 8, height: 4))
        let bright = render(container, mode: .blocks)
        container.alpha = 0.3
        let dimmed = render(container, mode: .blocks)
        #expect(dimmed.pictures.map(\.isDimmed) == [true])
        func half(_ color: Color) -> Color {
            guard case let .rgb(red, green, blue, alpha) = color else { return color }
            return .rgb(red: red / 2, green: green / 2, blue: blue / 2, alpha: alpha)
        }
        // The reviewed fixture's red, blue, green and white, each at half.
        #expect(bright[x: 0, y: 0].style.foreground == .rgb(red: 255, green: 0, blue: 0, alpha: 255))
        for y in 0..<4 {
            for x in 0..<8 {
                let cell = dimmed[x: x, y: y], original = bright[x: x, y: y]
                #expect(cell.character == original.character)
                #expect(cell.style.foreground == half(original.style.foreground))
                #expect(cell.style.background == half(original.style.background))
            }
        }
        #expect(dimmed[x: 0, y: 0].style.foreground == .rgb(red: 127, green: 0, blue: 0, alpha: 255))
    }

    @Test func theTraitCollectionCarriesThePictureMode() {
        let image = view(.scaleAspectFit, width: 8, height: 4)
        #expect(PictureMode.withMode(.sixel) { image.traitCollection.pictureMode } == .sixel)
        #expect(PictureMode.withMode(.blocks) { image.traitCollection.pictureMode } == .blocks)
    }

    @Test func aRasterImageSizesItsViewInCellsOfEightBySixteenPoints() throws {
        let big = try #require(Bitmap(width: 128, height: 64, pixels: [UInt8](repeating: 255, count: 128 * 64 * 4)))
        #expect(ImageView(image: Image(bitmap: big)).intrinsicContentSize == CGSize(width: 16, height: 4))
        #expect(ImageView(image: Image(bitmap: big, scale: 2)).intrinsicContentSize == CGSize(width: 8, height: 2))
    }
}
