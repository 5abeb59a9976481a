import CollectionCanvas
import CollectionViews
import Foundation

/// A view that draws an ``Image``, as `UIImageView`: the image's glyph centred in the view, in
/// its ``tintColor`` (or the image's own tint, or the label colour). Its
/// ``intrinsicContentSize`` is the image's size (the glyph's columns by one row), or none
/// without an image.
open class ImageView: View {
    /// The image drawn.
    open var image: Image? { didSet { imageDidChange() } }
    /// The image drawn while ``isHighlighted``.
    public var highlightedImage: Image? { didSet { imageDidChange() } }
    /// Whether ``highlightedImage`` is drawn instead.
    public var isHighlighted = false { didSet { imageDidChange() } }
    /// The colour of the glyph; `nil` uses the image's tint or the label colour.
    open var tintColor: Color? { didSet { setNeedsDisplay() } }
    /// How the image fills the view; accepted, a glyph is always centred.
    public var contentMode: ContentMode = .scaleToFill

    /// How UIKit scales an image in its view; accepted for ported code.
    public enum ContentMode: Sendable {
        /// UIKit's `scaleToFill`.
        case scaleToFill
        /// UIKit's `scaleAspectFit`.
        case scaleAspectFit
        /// UIKit's `scaleAspectFill`.
        case scaleAspectFill
        /// UIKit's `center`.
        case center
        /// UIKit's `top`.
        case top
        /// UIKit's `bottom`.
        case bottom
        /// UIKit's `left`.
        case left
        /// UIKit's `right`.
        case right
    }

    /// An image view drawing `image`, sized to it.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    private var shownImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image's size, or ``View/noIntrinsicMetric`` on both sides without one.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// A glyph image sits on the first row (its baseline is row 1); without an image, none.
    override open var firstBaselineOffsetFromTop: CGFloat? { shownImage == nil ? nil : 1 }

    /// Draws the glyph centred.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard let image = shownImage else { return }
        let glyph = image.glyph(in: traitCollection.glyphSet)
        let area = CellRect(rect)
        guard !area.isEmpty else { return }
        let width = TerminalText.width(of: TerminalText.sanitized(glyph))
        let x = area.minX + max(0, (area.width - width) / 2)
        let y = area.minY + max(0, (area.height - 1) / 2)
        let color = tintColor ?? image.tintColor ?? .label
        let point = CGPoint(x: CGFloat(x), y: CGFloat(y))
        canvas.draw(glyph, x: x, y: y, style: canvas.style(Style(foreground: color), onBackgroundAt: point))
    }
}
