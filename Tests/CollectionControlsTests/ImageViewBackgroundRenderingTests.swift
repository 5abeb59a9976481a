import CollectionCanvas
import CollectionControls
import CollectionPictures
import CollectionViews
import Dispatch
import Foundation
import Testing

/// Block pictures made on the worker, as in a running application: blank cells until the
/// blocks arrive, the view marked for display when they do, and never another picture's blocks
/// in a view that changed its image meanwhile (a reused cell).
@Suite @MainActor struct ImageViewBackgroundRenderingTests {
    private func render(_ view: View) -> Canvas {
        var canvas = Canvas(width: Int(view.frame.width), height: Int(view.frame.height))
        PictureRendering.withRendering(.background) {
            PictureMode.withMode(.blocks) { view.render(into: &canvas, at: .zero) }
        }
        return canvas
    }

    /// Waits until the worker is idle and the main queue has run the announcements it queued.
    private func settle() async {
        PictureWorker.shared.waitUntilIdle()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    private func plain(red: UInt8, green: UInt8, blue: UInt8) -> Bitmap {
        Bitmap(width: 8, height: 8, pixels: (0..<64).flatMap { _ in [red, green, blue, 255] })!
    }

    /// The colours of the cells' foregrounds and backgrounds.
    private func colors(_ canvas: Canvas) -> Set<Color> {
        Set(canvas.cells.flatMap { [$0.style.foreground, $0.style.background] })
    }

    @Test func theCellsStayBlankUntilTheBlocksArriveAndTheViewIsThenMarkedForDisplay() async {
        let view = ImageView(image: Image(bitmap: ImageViewPictureTests.makeQuarters(), accessibilityLabel: "Quarters"))
        view.contentMode = .scaleAspectFit
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        let before = render(view)
        #expect(before.lines == Array(repeating: String(repeating: " ", count: 8), count: 4))
        #expect(before.pictures.map(\.frame) == [CGRect(x: 0, y: 0, width: 8, height: 4)])
        #expect(!view.needsDisplay)
        await settle()
        #expect(view.needsDisplay)
        // What drawing at once shows (the reviewed fixture).
        ImageViewPictureTests.expectPictureFixture(render(view), "blocks-fit-8x4")
    }

    @Test func aViewGivenAnotherPictureBeforeTheFirstArrivesNeverShowsTheFirst() async {
        let red = Color.rgb(red: 250, green: 0, blue: 0, alpha: 255)
        let blue = Color.rgb(red: 0, green: 0, blue: 250, alpha: 255)
        let view = ImageView(image: Image(bitmap: plain(red: 250, green: 0, blue: 0)))
        view.frame = CGRect(x: 0, y: 0, width: 6, height: 3)
        _ = render(view)
        // Reused for another item before the first picture's blocks arrive.
        view.image = Image(bitmap: plain(red: 0, green: 0, blue: 250))
        await settle()
        let reused = render(view)
        #expect(!colors(reused).contains(red))
        await settle()
        let arrived = render(view)
        #expect(!colors(arrived).contains(red))
        #expect(colors(arrived).contains(blue))
        #expect(arrived.lines == Array(repeating: "▀▀▀▀▀▀", count: 3))
    }
}
