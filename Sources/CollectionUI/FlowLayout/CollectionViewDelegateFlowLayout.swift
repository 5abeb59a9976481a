import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Per-item and per-section metrics for a ``CollectionViewFlowLayout``, as
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: the default implementations return the layout's own property
/// (``CollectionViewFlowLayout/itemSize`` or, when set,
/// ``CollectionViewFlowLayout/estimatedItemSize``; ``CollectionViewFlowLayout/sectionInset``;
/// and so on), so implement only what varies.
///
/// The layout finds its delegate in ``CollectionViewFlowLayout/delegate`` or, when that is `nil`,
/// in the collection view's ``CollectionView/delegate`` (where UIKit looks: set
/// `collectionView.delegate = self`), then in its data source, whichever conforms first. As in
/// UIKit, the protocol refines ``CollectionViewDelegate``, so an object that conforms to this
/// one alone can be the collection view's delegate.
///
/// ```swift
/// extension Controller: CollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: titles[indexPath.item].count + 2, height: 1)
///     }
/// }
/// ```
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The margins around the items of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets

    /// The least space between successive lines of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The least space between items in one line of `section`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The size of `section`'s header (only its height is used when scrolling vertically, its
    /// width when scrolling horizontally); zero for no header.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize

    /// The size of `section`'s footer; zero for no footer.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The default: the layout's `estimatedItemSize` when it has one, else its `itemSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return flow.estimatedItemSize != .zero ? flow.estimatedItemSize : flow.itemSize
    }

    /// The default: the layout's `sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The default: the layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// The default: the layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// The default: the layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The default: the layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
