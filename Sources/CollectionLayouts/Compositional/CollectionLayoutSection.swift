import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// How an orthogonally scrolling section scrolls, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any case but `none` lays the section's groups out across the layout's scroll axis (side by
/// side in a vertical layout) in a band that scrolls on its own:
/// `CollectionView.orthogonalContentOffset(forSection:)` is its offset, and
/// ``CollectionViewCompositionalLayout/targetOrthogonalContentOffset(forProposedContentOffset:withScrollingVelocity:inSection:)``
/// says where a scroll of it comes to rest.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// No orthogonal scrolling: groups follow the layout's axis.
    case none
    /// Scrolls freely and rests wherever it stops (within the scrollable range).
    case continuous
    /// Scrolls freely and rests with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the collection view's width.
    case paging
    /// Rests on group boundaries, one group per page.
    case groupPaging
    /// Like `groupPaging`, with leading and trailing insets that centre each group.
    case groupPagingCentered
}

/// An item of an orthogonal or any section as seen by a ``CollectionLayoutSection/visibleItemsInvalidationHandler``,
/// as `NSCollectionLayoutVisibleItem`: changing it changes the attributes returned by the query.
public final class CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes

    init(attributes: CollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect {
        get { attributes.frame }
        set { attributes.frame = newValue }
    }
    /// The element's centre.
    public var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    /// The element's opacity.
    public var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    /// The element's stacking order.
    public var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    /// The element's index path.
    public var indexPath: IndexPath { attributes.indexPath }
    /// Whether the element is a cell, a supplementary or a decoration view.
    public var representedElementCategory: ElementCategory { attributes.representedElementCategory }
    /// The element's kind, `nil` for cells.
    public var representedElementKind: String? { attributes.representedElementKind }
}

/// Called with a section's items returned by a query, the section's scroll offset (the
/// orthogonal offset for orthogonal sections) and the environment; it may change them.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void

/// One section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// until every item of the section has a place.
///
/// Geometry (vertical layout): top boundary items (headers), then ``contentInsets``.top, then the
/// groups one below another separated by ``interGroupSpacing``, then ``contentInsets``.bottom,
/// then bottom boundary items (footers). Groups start at ``contentInsets``.leading; their
/// fractions are of the layout container's effective size minus the section's insets.
open class CollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: CollectionLayoutGroup
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether (and how) the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset by the leading and trailing ``contentInsets`` (UIKit's
    /// default, `true`) or span the container's full width.
    public var supplementariesFollowContentInsets = true
    /// Decoration views of the section (backgrounds).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Called when a query returns items of this section; see
    /// ``CollectionLayoutSectionVisibleItemsInvalidationHandler``.
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Separator rows drawn below every item but the last (set by list sections).
    var separator: ListSeparatorSpec?
    /// Blank space before the section's headers (set by list sections, UIKit's
    /// `headerTopPadding`).
    var topPadding: CGFloat = 0
    /// The list configuration of a list section (for its swipe actions).
    var listConfiguration: CollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// A separator row below each item of a list section: a decoration view of `elementKind`,
/// `height` rows high, starting `leadingInset` columns in from the item's leading edge.
struct ListSeparatorSpec {
    var elementKind: String
    var height: CGFloat
    var leadingInset: CGFloat
    var trailingInset: CGFloat
}
