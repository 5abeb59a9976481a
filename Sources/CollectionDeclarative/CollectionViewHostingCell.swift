import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// A cell that hosts a view that is not a cell, filling its ``CollectionViewCell/contentView``:
/// what a declarative registration's view closure gets wrapped in when it returns a plain
/// ``View``.
public final class CollectionViewHostingCell: CollectionViewCell {
    /// The hosted view.
    public private(set) var hostedView: View?

    /// An empty hosting cell filling `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell hosting `view`.
    public convenience init(hosting view: View) {
        self.init(frame: .zero)
        host(view)
    }

    /// Makes `view` the hosted view (removing the one before).
    public func host(_ view: View) {
        hostedView?.removeFromSuperview()
        contentView.addSubview(view)
        hostedView = view
        setNeedsLayout()
    }

    /// Makes the content view and the hosted view fill the cell.
    public override func layoutSubviews() {
        super.layoutSubviews()
        hostedView?.cellFrame = CGRect(origin: .zero, size: contentView.cellBounds.size)
    }
}

/// The cell shown for an item that no registration accepts: it names the item's type, so the
/// gap is visible instead of a crash.
final class UnregisteredItemCell: CollectionViewCell {
    /// The name of the item's type.
    var typeName = ""

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let style = Style(foreground: .secondaryLabel, attributes: configurationState.isFocused ? [.reverse, .bold] : .reverse)
        let text = "! no registration for \(typeName)"
        canvas.draw(text, in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)), style: style)
    }
}
