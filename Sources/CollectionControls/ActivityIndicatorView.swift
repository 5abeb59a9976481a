import CollectionCanvas
import CollectionViews
import Foundation

/// A spinner that shows that work is under way, as `UIActivityIndicatorView`: a braille dot
/// going round (`⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, `|/-\` in ASCII), ten steps a second on the main run loop
/// while it animates.
open class ActivityIndicatorView: View {
    /// The size of the spinner, as `UIActivityIndicatorView.Style`; both are one cell here.
    public enum Style: Int, Sendable {
        /// The small spinner.
        case medium
        /// The large spinner.
        case large
    }

    /// The style.
    public var style: Style
    /// Whether the view hides itself while it does not animate (`true` by default, as UIKit's).
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    /// The spinner's colour (the secondary label colour when `nil`).
    open var color: Color? { didSet { setNeedsDisplay() } }
    /// Whether the spinner turns.
    public private(set) var isAnimating = false

    private var frameIndex = 0
    private var timer: RunLoopTimer?

    /// A spinner of `style`, as `UIActivityIndicatorView(style:)`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        cellFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
        updateHidden()
    }

    /// A medium spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        updateHidden()
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    isolated deinit {
        timer?.invalidate()
    }

    /// Starts turning (on the current main run loop) and shows the view.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        timer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            guard let self else { return }
            frameIndex &+= 1
            setNeedsDisplay()
        }
    }

    /// Stops turning; hides the view when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.invalidate()
        timer = nil
        updateHidden()
        setNeedsDisplay()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    /// One cell.
    open override var intrinsicContentSize: CGSize { reportedSize(cells: CGSize(width: 1, height: 1)) }
    /// The view's own size (``intrinsicContentSize``), whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private static let unicodeFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private static let asciiFrames: [String] = ["|", "/", "-", "\\"]

    /// Draws the spinner's current step in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard rect.width >= 1, rect.height >= 1 else { return }
        let frames = traitCollection.glyphSet == .unicode ? Self.unicodeFrames : Self.asciiFrames
        let x = Int(rect.minX) + max(0, (Int(rect.width) - 1) / 2)
        let y = rect.middleRow
        let style = CollectionCanvas.Style(foreground: color ?? .secondaryLabel)
        canvas.draw(frames[frameIndex % frames.count], x: x, y: y, style: canvas.style(style, onBackgroundAt: CGPoint(x: x, y: y)))
    }
}
