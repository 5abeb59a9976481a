import CollectionCanvas
import CollectionViews
import Foundation

/// A row of segments of which one is selected, as `UISegmentedControl`: ` All │ Open │ Done `,
/// the selected segment reversed in the tint colour.
///
/// Left and Right (while the control gets keys) and a click select a segment and send
/// ``Control/Event/valueChanged``; setting ``selectedSegmentIndex`` in code sends nothing, as in
/// UIKit.
///
/// ```swift
/// let filter = SegmentedControl(items: ["All", "Open", "Done"])
/// filter.selectedSegmentIndex = 0
/// filter.addAction(Action { [weak self] action in
///     self?.show((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? 0)
/// }, for: .valueChanged)
/// ```
open class SegmentedControl: Control {
    /// The index of no segment, as `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    private var titles: [String]

    /// The selected segment, or ``noSegment``. Setting it sends no action.
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            setNeedsDisplay()
        }
    }

    /// The colour of the selected segment (the tint colour when `nil`).
    open var selectedSegmentTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A control of one segment per item, as `UISegmentedControl(items:)`: a string is a title,
    /// an ``Image`` shows its glyph; other items show their description.
    public init(items: [Any]?) {
        titles = (items ?? []).map(Self.title(of:))
        super.init(frame: .zero)
        cellFrame.size = cellsNeeded
    }

    /// A control with no segments and `frame`.
    public override init(frame: CGRect) {
        titles = []
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    private static func title(of item: Any) -> String {
        if let text = item as? String { return text }
        if let image = item as? Image { return image.glyph() }
        return "\(item)"
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// The title of the segment at `segment`, or `nil` out of range.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets the title of the segment at `segment` (ignored out of range).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title ?? "", at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes the segment at `segment` (ignored out of range).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// One row: each title with a space on both sides, the segments one column apart.
    open override var intrinsicContentSize: CGSize {
        reportedSize(cells: cellsNeeded)
    }

    /// One row: each title with a space on both sides, the segments one column apart, in cells.
    private var cellsNeeded: CGSize {
        let width = titles.reduce(0) { $0 + TerminalText.width(of: $1) + 2 } + max(0, titles.count - 1)
        return CGSize(width: CGFloat(width), height: 1)
    }

    /// The control's own size (``intrinsicContentSize``), whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The columns of each segment, from the view's leading edge.
    private var segmentColumns: [Range<Int>] {
        var x = 0
        return titles.map { title in
            let width = TerminalText.width(of: title) + 2
            defer { x += width + 1 }
            return x..<(x + width)
        }
    }

    /// Draws the control in `rect` on `canvas`.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let y = rect.middleRow
        let glyphs = traitCollection.glyphSet
        for (index, columns) in segmentColumns.enumerated() {
            let x = Int(rect.minX) + columns.lowerBound
            var style = Style(foreground: .label)
            if index == selectedSegmentIndex {
                style = Style(foreground: selectedSegmentTintColor ?? .tint, attributes: [.reverse, .bold])
            }
            if !isEnabled { style.attributes.insert(.dim) }
            canvas.draw(" " + titles[index] + " ", x: x, y: y, style: canvas.style(style, onBackgroundAt: CGPoint(x: x, y: y)))
            if index + 1 < titles.count {
                let separator = Style(foreground: .separator)
                canvas.draw(glyphs.verticalLine, x: x + columns.count, y: y, style: canvas.style(separator, onBackgroundAt: CGPoint(x: x + columns.count, y: y)))
            }
        }
    }

    /// Left and Right select the segment before or after the selected one and send
    /// ``Control/Event/valueChanged``.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty, !titles.isEmpty else { return false }
        switch event.key {
        case .left:
            select(selectedSegmentIndex == Self.noSegment ? 0 : max(0, selectedSegmentIndex - 1))
        case .right:
            select(selectedSegmentIndex == Self.noSegment ? 0 : min(titles.count - 1, selectedSegmentIndex + 1))
        default:
            return false
        }
        return true
    }

    /// A click selects the segment under it and sends ``Control/Event/valueChanged``.
    open override func handle(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.primary) = event.kind else { return false }
        let x = Int(event.location.x.rounded(.down))
        guard let index = segmentColumns.firstIndex(where: { $0.contains(x) }) else { return false }
        select(index)
        return true
    }

    private func select(_ index: Int) {
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
