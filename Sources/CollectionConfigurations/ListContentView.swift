import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// The view that draws a ``ListContentConfiguration``, as `UIListContentView`.
///
/// It draws the image in its column on the first row of the content, the text and the
/// secondary text (below it, or beside it), each wrapped and cut with `…` by columns, and the
/// whole block centred vertically between the margins. Text is drawn over the cell's
/// background (see ``Canvas/style(_:onBackgroundAt:)``), so selection and focus show behind it.
public final class ListContentView: View, ContentView {
    /// The configuration shown, as a ``ListContentConfiguration``.
    public private(set) var listConfiguration: ListContentConfiguration

    /// The layout guides of the text, the secondary text and the image, made on first use (see
    /// ``textLayoutGuide``).
    var partGuides: [Part: LayoutGuide] = [:]

    /// Makes a view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting a configuration that is not a
    /// ``ListContentConfiguration`` is reported as a diagnostic and ignored.
    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? ListContentConfiguration else {
                Diagnostics.report(Diagnostic(
                    domain: "cell", kind: "unsupportedConfiguration",
                    message: "ListContentView cannot show a \(type(of: newValue)); kept its ListContentConfiguration."))
                return
            }
            guard configuration != listConfiguration else { return }
            listConfiguration = configuration
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            updatePartGuides()
        }
    }

    /// The content's natural size, as `UIListContentView`'s: its width on one line per text,
    /// and the rows it takes at that width. A list content view pinned with Auto Layout
    /// constraints (a custom cell's own) sizes to it, margins included. In points under a
    /// point scale, as every size a view reports.
    public override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    /// The size the content needs: its natural width, no wider than `size.width`, and the rows
    /// it needs at that width (wrapped text takes a row per line).
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = proposedSizeInCells(size).width
        let maximum = width.isFinite ? ListContentLayout.cells(width) : 1_000_000_000
        let fitting = ListContentLayout.fittingSize(listConfiguration, maximumWidth: maximum)
        return reportedSize(cells: CGSize(width: fitting.width, height: fitting.height))
    }

    /// Keeps the part guides (``textLayoutGuide``) on their parts at the new size.
    public override func layoutSubviews() {
        super.layoutSubviews()
        updatePartGuides()
    }

    /// Draws the image, the text and the secondary text inside `rect` (see the type).
    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let area = CellRect(rect)
        let layout = ListContentLayout(listConfiguration, width: area.width, height: area.height)
        let top = area.minY + layout.firstRow
        if let image = layout.image {
            let x = area.minX + image.x + TextAlignment.center.offset(lineWidth: image.line.width, in: image.width)
            let style = canvas.style(image.style, onBackgroundAt: CGPoint(x: CGFloat(x), y: CGFloat(top)))
            canvas.draw(image.line.string, x: x, y: top, style: style)
        }
        for block in layout.blocks {
            for (index, line) in block.lines.enumerated() {
                let y = top + block.row + index
                let x = area.minX + block.x + block.alignment.offset(lineWidth: line.width, in: block.width)
                let style = canvas.style(block.style, onBackgroundAt: CGPoint(x: CGFloat(x), y: CGFloat(y)))
                canvas.draw(line.string, x: x, y: y, style: style)
            }
        }
    }
}
