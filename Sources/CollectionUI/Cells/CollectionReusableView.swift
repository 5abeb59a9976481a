import CollectionCanvas
import CollectionModel
import Foundation

/// A view that a collection view reuses, as `UICollectionReusableView`: supplementary views
/// (headers, footers, badges), decoration views and, through ``CollectionViewCell``, cells.
///
/// The collection view sets its frame from the layout attributes (in screen coordinates of the
/// collection view's frame, already offset by scrolling), calls ``prepareForReuse()`` when it
/// takes the view from the reuse pool, and renders it with the rest of the view tree.
open class CollectionReusableView: View {
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The layout attributes last applied.
    public private(set) var layoutAttributes: CollectionViewLayoutAttributes?

    /// A view with `frame`. The collection view makes its reusable views with this initialiser, so
    /// a subclass that overrides it must keep it `required`.
    public required override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Resets state before the view is reused for another element. The base does nothing.
    open func prepareForReuse() {}

    /// Takes the attributes the layout computed for the element.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        self.layoutAttributes = layoutAttributes
    }

    /// For estimated sizes: the attributes the layout should use, given the view's content. The
    /// base answers the attributes unchanged; cells size themselves to their content.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }
}
