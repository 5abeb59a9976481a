import CollectionCanvas
import CollectionViews
import Foundation

/// Two buttons that step a value down and up, as `UIStepper`: ` − │ + `.
///
/// Left, Down and `-` step down; Right, Up and `+` step up (while the control gets keys); a
/// click on either half does the same. Each change sends ``Control/Event/valueChanged``; setting
/// ``value`` in code sends nothing, as in UIKit.
open class Stepper: Control {
    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Double = 0 {
        didSet {
            value = value.clamped(from: minimumValue, to: maximumValue)
            setNeedsDisplay()
        }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = value.clamped(from: minimumValue, to: maximumValue) } }
    /// The largest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = value.clamped(from: minimumValue, to: maximumValue) } }
    /// How much one step changes the value (1 by default; a value that is not positive counts as 1).
    open var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other.
    open var wraps = false
    /// Whether holding a button repeats (accepted; a terminal repeats keys itself).
    open var autorepeat = true
    /// Whether each step sends its event (always, here).
    open var isContinuous = true

    /// A stepper with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        if cellFrame.size == .zero { self.cellFrame.size = cellIntrinsicContentSize }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }


    /// The size the control draws at, in cells.
    open override var intrinsicContentSize: CGSize { reportedSize(cells: CGSize(width: 7, height: 1)) }
    /// The control's own size (``intrinsicContentSize``), whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the control in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let y = rect.middleRow
        let x = Int(rect.minX)
        let glyphs = traitCollection.glyphSet
        func style(_ enabled: Bool) -> CollectionCanvas.Style {
            var style = CollectionCanvas.Style(foreground: enabled ? .tint : .secondaryLabel)
            if !enabled || !isEnabled { style.attributes.insert(.dim) }
            return canvas.style(style, onBackgroundAt: CGPoint(x: x, y: y))
        }
        canvas.draw(glyphs == .unicode ? " − " : " - ", x: x, y: y, style: style(wraps || value > minimumValue))
        canvas.draw(glyphs.verticalLine, x: x + 3, y: y, style: canvas.style(CollectionCanvas.Style(foreground: .separator), onBackgroundAt: CGPoint(x: x + 3, y: y)))
        canvas.draw(" + ", x: x + 4, y: y, style: style(wraps || value < maximumValue))
    }

    /// The keys listed in the type's description; others are left to the views behind.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty || event.modifiers == .shift else { return false }
        switch event.key {
        case .left, .down, .character("-"): step(by: -1)
        case .right, .up, .character("+"): step(by: 1)
        default: return false
        }
        return true
    }

    /// A click (or, for a slider, a drag) as the type's description says.
    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.primary) = event.kind else { return false }
        step(by: event.location.x < cellBounds.width / 2 ? -1 : 1)
        return true
    }

    private func step(by direction: Double) {
        let step = stepValue > 0 && stepValue.isFinite ? stepValue : 1
        var next = value + direction * step
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }
}
