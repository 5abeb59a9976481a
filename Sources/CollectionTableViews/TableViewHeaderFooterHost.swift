import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// The supplementary view that shows a view of the app's own as a section header or footer, or
/// as the table header or footer view: UIKit takes any view there, the collection view's layout
/// places reusable views.
final class TableViewHeaderFooterHost: CollectionReusableView {
    /// The element kind of the table header view (a boundary item of the layout).
    static let tableHeaderKind = "TableViewTableHeaderView"
    /// The element kind of the table footer view.
    static let tableFooterKind = "TableViewTableFooterView"
    /// Every kind a host is registered for.
    static let kinds = [
        CollectionLayoutListConfiguration.elementKindSectionHeader, CollectionLayoutListConfiguration.elementKindSectionFooter,
        tableHeaderKind, tableFooterKind,
    ]
    /// The reuse identifier of hosts.
    static let reuseIdentifier = "TableViewHeaderFooterHost"

    /// The view shown, filling the host.
    private(set) var hosted: View?
    /// The height the table asks for, in rows; `nil` sizes the host to the view.
    private var fixedHeight: CGFloat?

    /// Shows `view` (taking it from where it was) at `fixedHeight` rows, or at its own height.
    func host(_ view: View, fixedHeight: CGFloat?) {
        if hosted !== view {
            hosted?.removeFromSuperview()
            addSubview(view)
            hosted = view
        }
        self.fixedHeight = fixedHeight
        view.cellFrame = CGRect(origin: .zero, size: CGSize(width: cellFrame.width, height: view.cellFrame.height))
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        hosted?.removeFromSuperview()
        hosted = nil
        fixedHeight = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hosted?.cellFrame = CGRect(origin: .zero, size: cellFrame.size)
    }

    /// The table's height, else the height the view's constraints give it at the layout's
    /// width, else its intrinsic height or its frame's; at least one row.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        guard let hosted else { return layoutAttributes }
        let width = layoutAttributes.frame.width
        var height: CGFloat
        if let fixedHeight {
            height = fixedHeight
        } else {
            // At the table's width, as UIKit measures a header view.
            height = hosted.cellSystemLayoutSizeFitting(
                CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel
            ).height
            if !(height.isFinite && height > 0) { height = hosted.cellIntrinsicContentSize.height }
            if !(height.isFinite && height > 0) { height = hosted.cellFrame.height }
        }
        let attributes = layoutAttributes.copy()
        attributes.frame.size = CGSize(width: width, height: max(1, height.isFinite ? height.rounded(.up) : 1))
        return attributes
    }
}
