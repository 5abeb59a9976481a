import CollectionViews
import Foundation

@MainActor
/// A view with a fixed intrinsic size in cells (reported in points under a point scale),
/// standing in for a label.
package final class SizedBox: View {
    package var size: CGSize
    package init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override package var intrinsicContentSize: CGSize { reportedSize(cells: size) }
    required init?(coder: NSCoder) {
        return nil
    }

}
