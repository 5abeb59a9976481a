import CollectionLayouts
import CollectionViews
import Foundation

/// The collection view is what its layout lays out: the layouts read it through
/// `CollectionLayoutHost`, and app code through ``CollectionViewLayout/collectionView``.
extension CollectionView: CollectionLayoutHost {
    /// The direction in which a layout's content scrolls, as `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionLayoutScrollDirection

    /// The layout was invalidated: the elements in view are asked for again at the next layout
    /// pass, and the view redraws.
    package func layoutDidInvalidate() {
        visibleElements.setNeedsUpdate()
        setNeedsDisplay()
    }
}

extension CollectionViewLayout {
    /// The collection view that uses this layout, or `nil` before it is installed, as
    /// `UICollectionViewLayout.collectionView`.
    public var collectionView: CollectionView? { host as? CollectionView }

    /// View classes for decoration kinds, registered with
    /// ``register(_:forDecorationViewOfKind:)``.
    public var decorationViewClasses: [String: CollectionReusableView.Type] {
        decorationViewClassStorage.compactMapValues { $0 as? CollectionReusableView.Type }
    }

    /// Registers the view class drawn for decoration elements of `elementKind` (a section
    /// background, for example); `nil` removes it. An unregistered kind is drawn as a plain view
    /// filled with the grouped background style.
    public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClassStorage[elementKind] = viewClass
    }
}
