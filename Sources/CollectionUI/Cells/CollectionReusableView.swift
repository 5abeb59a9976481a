import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A view that a collection view reuses, as `UICollectionReusableView`: supplementary views
/// (headers, footers, badges), decoration views and, through ``CollectionViewCell``, cells.
///
/// The collection view sets its frame from the layout attributes (in screen coordinates of the
/// collection view's frame, already offset by scrolling), calls ``prepareForReuse()`` when it
/// takes the view from the reuse pool, and renders it with the rest of the view tree.
open class CollectionReusableView: View {
    /// The identifier it was dequeued with.
    public package(set) var reuseIdentifier: String?

    /// The layout attributes last applied.
    public private(set) var layoutAttributes: CollectionViewLayoutAttributes?

    /// The collection view that dequeued or shows the view (views it shows are not its
    /// subviews): its layout's point scale applies to the view's constraints.
    weak var hostCollectionView: CollectionView?

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

    /// For estimated sizes: the attributes the layout should use, given the view's content, as
    /// in UIKit. A view with Auto Layout constraints inside (a header's label pinned to its
    /// margins) keeps the attributes' width and takes the height its constraints give it at
    /// that width (``View/systemLayoutSizeFitting(_:)``: a label that wraps adds a row per
    /// line). Where the layout estimates the width too (a compositional header, footer or badge
    /// whose width is `.estimated`, such as the header of a horizontally scrolling section or a
    /// count badge), it takes the size its constraints give it with neither side fixed: the
    /// label's width and height. A view without constraints answers the attributes unchanged.
    /// Cells size themselves to their content (``CollectionViewCell``). The collection view asks
    /// headers, footers and badges when they come into view, and layouts use the answer where
    /// the element's size is `estimated`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        if layoutAttributes.fitsWidthToContent {
            guard let fitted = fittingSizeWithConstraints(.zero, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel),
                fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0
            else { return layoutAttributes }
            let attributes = layoutAttributes.copy()
            attributes.frame.size = fitted
            return attributes
        }
        let width = layoutAttributes.frame.width
        guard width.isFinite, width > 0,
            let fitted = fittingSizeWithConstraints(
                CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel),
            fitted.height.isFinite, fitted.height >= 0
        else { return layoutAttributes }
        let attributes = layoutAttributes.copy()
        attributes.frame.size = CGSize(width: width, height: fitted.height)
        return attributes
    }

    /// The point scale of the layout of the collection view that shows this view, while one
    /// does (``PointScale/cells`` when the layout has none); else the superview decides.
    override open var pointScaleForContents: PointScale? {
        hostCollectionView.map { $0.collectionViewLayout.effectivePointScale ?? .cells }
    }

}
