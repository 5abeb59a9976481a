import CollectionCore
import Foundation

/// A root view for the loop's tests: it shows ``text`` on its first row, handles the keys in
/// ``handledKeys`` and records every key and mouse event it is sent.
final class ProbeView: View {
    /// Shown on the first row; setting it asks for a frame.
    var text = "probe" {
        didSet { setNeedsDisplay() }
    }
    /// The keys this view handles; others it passes on (returns `false`).
    var handledKeys: Set<KeyEvent> = []
    /// Every key sent, handled or not.
    private(set) var keys: [KeyEvent] = []
    /// Every mouse event sent.
    private(set) var mouseEvents: [MouseEvent] = []
    /// Called with each key before it is handled.
    var onKey: ((KeyEvent) -> Void)?

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(text, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        keys.append(event)
        onKey?(event)
        return handledKeys.contains(event)
    }

    override func handle(_ event: MouseEvent) -> Bool {
        mouseEvents.append(event)
        return true
    }
}
