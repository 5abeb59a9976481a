import CollectionCanvas
import CollectionModel
import Foundation

/// The drawing properties of a view that UIKit keeps on its Core Animation layer, as `CALayer`
/// (Core Animation's `CA` prefix dropped, as `UI` and `NS` are): a border, its colour and
/// corner radius, a shadow (see ``shadowOpacity``), and whether content is clipped to the
/// bounds.
///
/// Every ``View`` has one, made on first use (``View/layer``), so UIKit's lines compile and
/// draw as they are:
///
/// ```swift
/// cell.contentView.layer.borderColor = Color.black.cgColor
/// cell.contentView.layer.borderWidth = 1
/// cell.contentView.layer.cornerRadius = 8
/// ```
///
/// A terminal has no line finer than a cell, so the border is drawn in the view's outermost
/// cells, whatever its width:
///
/// - A positive ``borderWidth`` draws a box of line glyphs (`┌─┐│└─┘`, `+-|` in ASCII) along
///   the view's edges, inside them, in ``borderColor``, over the view's content and subviews (a
///   layer's border lies above its sublayers). The background under each line is kept, and the
///   view's layout is not changed: content placed in the outermost cells is covered, as a thick
///   border covers it in UIKit.
/// - A width over 1 draws the lines bold: a terminal's heavier line.
/// - A positive ``cornerRadius`` rounds the box's corners (`╭╮╰╯`); a cell has no finer corner,
///   so the radius's size does not matter and the fill stays square.
/// - A view one row tall has no room for a box: it gets end caps in its first and last columns
///   instead (`[` and `]`, or `(` and `)` with a corner radius) when it is at least three
///   columns wide. A view two rows tall has no inside: its box would cover all of its content,
///   so it gets only the two sides (`│`), which still separate it from its neighbours. A view
///   narrower than that (one or two columns) gets no border.
///
/// Bad input (a negative or non-finite width or radius) is reported and ignored.
@MainActor
public final class Layer {
    /// The view whose layer this is (UIKit's layer delegate).
    weak var owner: View?

    init(owner: View) {
        self.owner = owner
    }

    /// The colour of the border (`CALayer.borderColor`), opaque black by default as in UIKit;
    /// `nil` or a clear colour draws no border.
    public var borderColor: CGColor? = Color.black {
        didSet { owner?.setNeedsDisplay() }
    }

    /// The width of the border (`CALayer.borderWidth`), `0` by default. Any positive width draws
    /// a line one cell wide, bold when wider than 1 (see ``Layer``). A negative or non-finite width is reported and
    /// ignored.
    public var borderWidth: CGFloat = 0 {
        didSet {
            guard check(borderWidth, "borderWidth") else { borderWidth = oldValue; return }
            owner?.setNeedsDisplay()
        }
    }

    /// The radius of the corners (`CALayer.cornerRadius`), `0` by default. Any positive radius
    /// draws the border's corners rounded; the background stays square. A negative or
    /// non-finite radius is reported and ignored.
    public var cornerRadius: CGFloat = 0 {
        didSet {
            guard check(cornerRadius, "cornerRadius") else { cornerRadius = oldValue; return }
            owner?.setNeedsDisplay()
        }
    }

    /// The colour of the shadow (`CALayer.shadowColor`), opaque black by default as in UIKit;
    /// `nil` or a clear colour draws none. See ``shadowOpacity`` for how a shadow is drawn.
    public var shadowColor: CGColor? = Color.black {
        didSet { owner?.superview?.setNeedsDisplay() }
    }

    /// The opacity of the shadow (`CALayer.shadowOpacity`), from 0 (the default: no shadow) to 1;
    /// values outside are clamped, a non-finite one is reported and ignored.
    ///
    /// A terminal has no blur and no partial cell, so any positive opacity draws a shadow one
    /// cell wide in the superview's area, beside the view as classic terminal windows have it: a
    /// row along the bottom edge (the top edge when ``shadowOffset``'s height is negative) and a
    /// column along the right edge (the left edge when its width is negative), each starting
    /// one cell along from the corner, as a light from the top left casts it. The view itself is
    /// never covered, and the shadow is clipped to the superview (and its clips) like a subview.
    /// What lies under the shadow keeps its characters, drawn dim on the shadow colour (the
    /// colour with the opacity, mixed over black); blank cells show a light shade (`░`, `:` in
    /// ASCII), since a dark cell does not show on a dark terminal nor any colour in monochrome.
    /// ``shadowRadius`` is ignored.
    public var shadowOpacity: Float = 0 {
        didSet {
            guard shadowOpacity.isFinite else {
                report(String(describing: shadowOpacity), "shadowOpacity", "a finite opacity")
                shadowOpacity = oldValue
                return
            }
            if shadowOpacity < 0 || shadowOpacity > 1 { shadowOpacity = min(max(shadowOpacity, 0), 1) }
            owner?.superview?.setNeedsDisplay()
        }
    }

    /// The offset of the shadow (`CALayer.shadowOffset`), `(0, -3)` by default as in UIKit.
    /// Only the signs count here: a negative width puts the shadow's column on the left, a
    /// negative height puts its row above (as UIKit's default does; ported code usually sets a
    /// positive height). A non-finite offset is reported and ignored.
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            guard shadowOffset.width.isFinite && shadowOffset.height.isFinite else {
                report("\(shadowOffset)", "shadowOffset", "a finite offset")
                shadowOffset = oldValue
                return
            }
            owner?.superview?.setNeedsDisplay()
        }
    }

    /// The blur radius of the shadow (`CALayer.shadowRadius`), `3` by default as in UIKit. It is
    /// kept but not drawn: a terminal cell has no blur. A negative or non-finite radius is
    /// reported and ignored.
    public var shadowRadius: CGFloat = 3 {
        didSet { if !check(shadowRadius, "shadowRadius") { shadowRadius = oldValue } }
    }

    /// The shape of the shadow (`CALayer.shadowPath`), in the layer's coordinates; `nil` (the
    /// default) follows the view's bounds. The shadow is drawn beside the path's bounding box
    /// (``CGPath/boundingBox``) where it passes the view's edges, and never over the view.
    public var shadowPath: CGPath? {
        didSet { owner?.superview?.setNeedsDisplay() }
    }

    /// Whether content is clipped to the layer's bounds (`CALayer.masksToBounds`). It is kept,
    /// but a view always clips its content and subviews to its frame here (a terminal cell
    /// belongs to one view), so it changes nothing.
    public var masksToBounds = false

    /// The layer's opacity (`CALayer.opacity`): the view's ``View/alpha``, as in UIKit, where
    /// the view keeps its alpha in its layer (see there for how it is drawn).
    public var opacity: Float {
        get { Float(owner?.alpha ?? 1) }
        set { owner?.alpha = CGFloat(newValue) }
    }

    /// The layer's background colour (`CALayer.backgroundColor`): the view's
    /// ``View/backgroundColor``, as in UIKit, where the view keeps its colour in its layer.
    public var backgroundColor: CGColor? {
        get { owner?.backgroundColor }
        set { owner?.backgroundColor = newValue }
    }

    private func check(_ value: CGFloat, _ name: String) -> Bool {
        if value.isFinite && value >= 0 { return true }
        report("\(value)", name, "a finite width of zero or more")
        return false
    }

    private func report(_ value: String, _ name: String, _ expected: String) {
        Diagnostics.report(Diagnostic(
            domain: "view", kind: "invalidLayerValue",
            message: "layer.\(name): \(value) is not \(expected); ignored."))
    }

    /// Whether a border is drawn: a positive width and a colour that is not clear.
    var drawsBorder: Bool {
        guard borderWidth > 0, let borderColor, !borderColor.isClear else { return false }
        return true
    }

    /// Draws the border in `rect` (the view's area on `canvas`) by the rules above, with the
    /// lines of `glyphs` (the view's trait collection's).
    func drawBorder(in rect: CGRect, glyphs: GlyphSet, on canvas: inout Canvas) {
        guard drawsBorder, let color = borderColor else { return }
        let area = CellRect(rect)
        let rounded = cornerRadius > 0
        let attributes = Canvas.lineAttributes(width: borderWidth)
        if area.height == 1 {
            guard area.width >= 3 else { return }
            canvas.putLine(rounded ? "(" : "[", x: area.minX, y: area.minY, color: color, attributes: attributes)
            canvas.putLine(rounded ? ")" : "]", x: area.maxX - 1, y: area.minY, color: color, attributes: attributes)
        } else if area.height == 2 {
            guard area.width >= 3 else { return }
            for y in area.minY..<area.maxY {
                canvas.putLine(glyphs.verticalLine, x: area.minX, y: y, color: color, attributes: attributes)
                canvas.putLine(glyphs.verticalLine, x: area.maxX - 1, y: y, color: color, attributes: attributes)
            }
        } else if area.width >= 3 {
            canvas.strokeOutline(rect, color: color, glyphs: glyphs, rounded: rounded, width: borderWidth)
        }
    }
}

extension View {
    /// The view's layer, as `UIView.layer`: its border, corner radius and clipping (see
    /// ``Layer``). Made on first use; a view whose layer is never asked for carries nothing more.
    public var layer: Layer {
        if let layer = layerStorage { return layer }
        let layer = Layer(owner: self)
        layerStorage = layer
        return layer
    }
}
