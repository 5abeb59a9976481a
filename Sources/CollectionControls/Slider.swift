import CollectionCanvas
import CollectionViews
import Foundation

/// A value chosen along a track, as `UISlider`: `━━━━●────`.
///
/// Left and Right move the value by a twentieth of the range, Home and End to the ends (while
/// the control gets keys); a click or a drag puts the thumb under the pointer. Each change sends
/// ``Control/Event/valueChanged``; setting ``value`` in code sends nothing, as in UIKit.
open class Slider: Control {
    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Float = 0 {
        didSet {
            value = value.clamped(from: minimumValue, to: maximumValue)
            setNeedsDisplay()
        }
    }
    /// The value at the leading end (0 by default).
    open var minimumValue: Float = 0 { didSet { value = value.clamped(from: minimumValue, to: maximumValue) } }
    /// The value at the trailing end (1 by default).
    open var maximumValue: Float = 1 { didSet { value = value.clamped(from: minimumValue, to: maximumValue) } }
    /// Whether a drag sends an event for each move (`true`) or only at its end.
    open var isContinuous = true
    /// The colour of the track before the thumb (the tint colour when `nil`).
    open var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of the track after the thumb (the separator colour when `nil`).
    open var maximumTrackTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A slider with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        if frame.size == .zero { self.cellFrame.size = CGSize(width: 20, height: 1) }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``value``; a terminal draws it at once, whatever `animated`.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }


    /// The size the control draws at, in cells.
    open override var intrinsicContentSize: CGSize { reportedSize(cells: CGSize(width: View.noIntrinsicMetric, height: 1)) }

    /// The column of the thumb within `width` columns.
    private func thumbColumn(width: Int) -> Int {
        let range = maximumValue - minimumValue
        guard width > 1, range > 0 else { return 0 }
        return Int((Float(width - 1) * (value - minimumValue) / range).rounded())
    }

    /// Draws the control in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let width = Int(rect.width)
        guard width > 0, rect.height >= 1 else { return }
        let y = rect.middleRow
        let x = Int(rect.minX)
        let glyphs = traitCollection.glyphSet
        let thumb = thumbColumn(width: width)
        let filled = glyphs == .unicode ? "━" : "="
        var before = CollectionCanvas.Style(foreground: minimumTrackTintColor ?? .tint)
        var after = CollectionCanvas.Style(foreground: maximumTrackTintColor ?? .separator)
        var knob = CollectionCanvas.Style(foreground: .label, attributes: .bold)
        if !isEnabled {
            before = before.adding(.dim)
            after = after.adding(.dim)
            knob = knob.adding(.dim)
        }
        canvas.draw(String(repeating: filled, count: thumb), x: x, y: y, style: canvas.style(before, onBackgroundAt: CGPoint(x: x, y: y)))
        canvas.draw(glyphs == .unicode ? "●" : "O", x: x + thumb, y: y, style: canvas.style(knob, onBackgroundAt: CGPoint(x: x + thumb, y: y)))
        canvas.draw(
            String(repeating: glyphs.horizontalLine, count: max(0, width - thumb - 1)), x: x + thumb + 1, y: y,
            style: canvas.style(after, onBackgroundAt: CGPoint(x: x + thumb + 1, y: y)))
    }

    /// The keys listed in the type's description; others are left to the views behind.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        let step = (maximumValue - minimumValue) / 20
        switch event.key {
        case .left: change(to: value - step)
        case .right: change(to: value + step)
        case .home: change(to: minimumValue)
        case .end: change(to: maximumValue)
        default: return false
        }
        return true
    }

    /// A click (or, for a slider, a drag) as the type's description says.
    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.primary), .drag(.primary):
            let width = Int(cellBounds.width)
            guard width > 1 else { return true }
            let column = min(max(0, Int(event.location.x.rounded(.down))), width - 1)
            let target = minimumValue + (maximumValue - minimumValue) * Float(column) / Float(width - 1)
            if isContinuous || event.kind == .press(.primary) { change(to: target) } else { value = target }
            return true
        case .release(.primary):
            if !isContinuous { sendActions(for: .valueChanged) }
            return true
        default:
            return false
        }
    }

    private func change(to newValue: Float) {
        let old = value
        value = newValue
        if value != old { sendActions(for: .valueChanged) }
    }
}
