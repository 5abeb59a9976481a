import CollectionCanvas
import CollectionViews
import Foundation

/// A bar that shows how far a task has come, as `UIProgressView`: one row, filled from the
/// leading edge in the tint colour, with eighths of a cell (`▏▎▍▌▋▊▉█`) where the font has
/// them, and `#` over `-` in ASCII.
///
/// ```swift
/// let progress = ProgressView(progressViewStyle: .default)
/// progress.setProgress(0.4, animated: true)
/// ```
open class ProgressView: View {
    /// How the bar looks, as `UIProgressView.Style`; both are one row here.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// A bar in a toolbar.
        case bar
    }

    /// The style.
    public var progressViewStyle: Style

    /// The progress, from 0 to 1 (clamped; a value that is not a number counts as 0).
    open var progress: Float = 0 {
        didSet {
            if progress.isNaN { progress = 0 } else if progress < 0 { progress = 0 } else if progress > 1 { progress = 1 }
            setNeedsDisplay()
        }
    }

    /// The colour of the filled part (the tint colour when `nil`).
    open var progressTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of the rest of the track (the separator colour when `nil`).
    open var trackTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A progress view of `style`, as `UIProgressView(progressViewStyle:)`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        cellFrame = CGRect(x: 0, y: 0, width: 20, height: 1)
    }

    /// A progress view with `frame`.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress``; a terminal draws the new value at once, whatever `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No width of its own (it takes what it is given), one row high.
    open override var intrinsicContentSize: CGSize { reportedSize(cells: CGSize(width: View.noIntrinsicMetric, height: 1)) }

    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Draws the control in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let width = Int(rect.width)
        guard width > 0, rect.height >= 1 else { return }
        let y = rect.middleRow
        let glyphs = traitCollection.glyphSet
        let fill = CollectionCanvas.Style(foreground: progressTintColor ?? .tint)
        let track = CollectionCanvas.Style(foreground: trackTintColor ?? .separator)
        let total = Int((Double(progress) * Double(width * 8)).rounded())
        let full = total / 8
        var text = ""
        var trackText = ""
        if glyphs == .unicode {
            text = String(repeating: "█", count: full)
            if full < width, total % 8 > 0 { text.append(Self.eighths[total % 8 - 1]) }
        } else {
            text = String(repeating: "#", count: Int((Double(progress) * Double(width)).rounded()))
        }
        trackText = String(repeating: glyphs.horizontalLine, count: max(0, width - TerminalText.width(of: text)))
        let x = Int(rect.minX)
        canvas.draw(text, x: x, y: y, style: canvas.style(fill, onBackgroundAt: CGPoint(x: x, y: y)))
        let trackX = x + TerminalText.width(of: text)
        canvas.draw(trackText, x: trackX, y: y, style: canvas.style(track, onBackgroundAt: CGPoint(x: trackX, y: y)))
    }
}
