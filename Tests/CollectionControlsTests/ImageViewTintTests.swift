import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing

/// A symbol in an image view takes the tint set on the view or an ancestor, as a template image
/// does in UIKit; without one, the image's own tint or the label colour.
@Suite @MainActor struct ImageViewTintTests {
    private func symbolColor(in imageView: ImageView, root: View) -> Color {
        var canvas = Canvas(width: 3, height: 1)
        root.render(into: &canvas, at: .zero)
        return canvas[x: 0, y: 0].style.foreground
    }

    @Test func theNearestSetTintColoursTheSymbol() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        imageView.image = Image(systemName: "star.fill")
        root.addSubview(imageView)
        #expect(symbolColor(in: imageView, root: root) == .label, "no tint set anywhere")
        root.tintColor = .systemPink
        #expect(symbolColor(in: imageView, root: root) == .systemPink, "inherited")
        imageView.tintColor = .systemTeal
        #expect(symbolColor(in: imageView, root: root) == .systemTeal)
        imageView.tintColor = nil
        #expect(symbolColor(in: imageView, root: root) == .systemPink)
    }
}
