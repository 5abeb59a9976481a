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

    /// A view with `frame`. Subclasses override it as UIKit code does, together with
    /// ``init(coder:)``:
    ///
    /// ```swift
    /// final class BadgeView: CollectionReusableView {
    ///     let label = ListContentView(configuration: ListContentConfiguration.cell())
    ///     override init(frame: CGRect) {
    ///         super.init(frame: frame)
    ///         addSubview(label)
    ///     }
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// }
    /// ```
    ///
    /// The collection view makes the views it registers by class through
    /// ``init(reusableViewFrame:)``, which calls this initialiser of the registered class.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's initialiser from an archive (a storyboard or a nib). There are no archives here:
    /// it answers `nil`. It is `required` as in UIKit, so a subclass that declares its own
    /// designated initialiser writes `required init?(coder:)` as UIKit code does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view of the dynamic class made with its ``init(frame:)``: how the collection view makes
    /// the views registered by class (`register(_:forCellWithReuseIdentifier:)`, cell and
    /// supplementary registrations), as UIKit calls `init(frame:)`. Every subclass inherits it
    /// when it overrides ``init(frame:)`` and ``init(coder:)`` (as UIKit code does) or declares
    /// no designated initialiser; you never write it.
    public required convenience init(reusableViewFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// A view with a zero frame (the collection view sets the frame from the layout), made with
    /// the class's ``init(frame:)``.
    public convenience init() {
        self.init(frame: .zero)
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
