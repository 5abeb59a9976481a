import CollectionCanvas
import CollectionViews
import Foundation

/// An on/off switch, as `UISwitch`: drawn two columns wide, `━●` in the tint colour when on
/// and a dim `○━` when off (`-o` and `o-` with the ASCII glyph set). Triggering it (Enter,
/// Space or a click) flips ``isOn`` and sends ``Control/Event/valueChanged``.
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false { didSet { setNeedsDisplay() } }
    /// The colour of the on state; `nil` is the tint colour.
    public var onTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A switch with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``isOn`` (no animation in a terminal); sends no event, as in UIKit.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Two columns by one row.
    open override var intrinsicContentSize: CGSize { reportedSize(cells: CGSize(width: 2, height: 1)) }

    /// Two columns by one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The switch is drawn on one row: its baseline is row 1.
    override open var firstBaselineOffsetFromTop: CGFloat? { 1 }

    override package func trigger() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Draws the switch at the view's leading edge, centred vertically.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let glyphs = traitCollection.glyphSet
        let text = isOn ? glyphs.switchOn : glyphs.switchOff
        var style = isOn ? Style(foreground: onTintColor ?? .tint) : Style(foreground: .secondaryLabel, attributes: .dim)
        if !isEnabled { style.attributes.insert(.dim) }
        let y = rect.middleRow
        let point = CGPoint(x: rect.minX, y: CGFloat(y))
        canvas.draw(text, x: Int(rect.minX), y: y, style: canvas.style(style, onBackgroundAt: point))
    }
}
