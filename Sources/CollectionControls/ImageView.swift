import CollectionCanvas
import CollectionPictures
import CollectionViews
import Foundation

/// A view that draws an ``Image``, as `UIImageView`: a glyph image centred in the view, in its
/// ``View/tintColor`` when it was set on the view or an ancestor (else the image's own tint, or
/// the label colour), and a raster picture scaled
/// by ``contentMode``. Its ``intrinsicContentSize`` is the image's size (a glyph's columns by
/// one row; a picture's points as cells of 8 × 16 points), or none without an image.
///
/// A raster picture is drawn as the trait collection's ``TraitCollection/pictureMode`` says
/// (see ``PictureMode``): it is always placed on the canvas (``Canvas/place(_:in:)``) so that a
/// front end with a graphics protocol shows its pixels, and the cells beneath are
/// - with a graphics protocol, left blank in the background colour;
/// - in ``PictureMode/blocks``, upper half blocks (`▀`) in 24-bit colour, two pixels a cell,
///   area-averaged and alpha blended over the view's background (``BlockPicture``), made once
///   per picture, size and background and kept in ``PictureCache/shared``; in a running
///   application they are made on a worker (``PictureRendering``), the cells staying blank
///   until they arrive and the view drawing again then;
/// - in ``PictureMode/placeholder``, and whenever the glyph set is ASCII, a frame where the
///   picture would be, with the image's ``Image/accessibilityLabel``.
///
/// Content modes assume a cell twice as tall as wide (a picture's square pixels cover half a
/// cell's height each), so a square picture fitted into 20 × 10 cells fills them.
open class ImageView: View {
    /// The image drawn.
    open var image: Image? { didSet { imageDidChange() } }
    /// The image drawn while ``isHighlighted``.
    public var highlightedImage: Image? { didSet { imageDidChange() } }
    /// Whether ``highlightedImage`` is drawn instead.
    public var isHighlighted = false { didSet { imageDidChange() } }
    /// The symbol configuration applied over the image's own when a symbol is drawn, as
    /// `UIImageView.preferredSymbolConfiguration` (its values win): a weight of semibold or
    /// heavier draws the glyph bold, a hierarchical or palette colour tints it (over
    /// the tint colour); sizes and scales do not change a one-cell glyph.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? { didSet { setNeedsDisplay() } }
    /// How a raster picture fills the view (a glyph is always centred): UIKit's default,
    /// ``ContentMode/scaleToFill``.
    public var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

    /// How a picture is scaled in its view, as `UIView.ContentMode`.
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

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var shownImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image's size in cells (in points under a point scale), or ``View/noIntrinsicMetric`` on both sides without one.
    open override var intrinsicContentSize: CGSize {
        reportedSize(cells: shownImage.map(Self.cellSize) ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    /// The image's size in cells (in points under a point scale).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { reportedSize(cells: shownImage.map(Self.cellSize) ?? .zero) }

    /// A glyph image sits on the first row (its baseline is row 1); without an image, none.
    override open var firstBaselineOffsetFromTop: CGFloat? { shownImage == nil ? nil : 1 }

    /// Draws the glyph centred, or the picture by ``contentMode`` and the picture mode.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard let image = shownImage else { return }
        if let bitmap = image.bitmap {
            drawPicture(bitmap, of: image, in: rect, on: &canvas)
            return
        }
        let glyph = image.glyph(in: traitCollection.glyphSet)
        let area = CellRect(rect)
        guard !area.isEmpty else { return }
        let width = TerminalText.width(of: TerminalText.sanitized(glyph))
        let x = area.minX + max(0, (area.width - width) / 2)
        let y = area.minY + max(0, (area.height - 1) / 2)
        let symbol = preferredSymbolConfiguration
        // A symbol configuration's colour, else the tint set on the view or an ancestor, else
        // the image's own, else the label colour (``View/tintColor`` itself answers the default
        // tint when none was set).
        let color = image.symbolColor(preferring: symbol) ?? explicitTintColor ?? image.tintColor ?? .label
        let point = CGPoint(x: CGFloat(x), y: CGFloat(y))
        let style = Style(foreground: color, attributes: image.symbolAttributes(preferring: symbol))
        canvas.draw(glyph, x: x, y: y, style: canvas.style(style, onBackgroundAt: point))
    }
}
