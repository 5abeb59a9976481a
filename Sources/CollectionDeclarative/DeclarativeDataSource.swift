import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// The diffable data source behind a ``ConfigurableCollectionView``: our
/// ``CollectionViewDiffableDataSource`` over boxed identifiers, which also answers a flow
/// layout's item sizes from the registrations' `.flowLayoutSize` clauses and tells the data
/// manager when the keyboard expanded or collapsed an outline item.
final class DeclarativeDataSource: CollectionViewDiffableDataSource<AnyIdentifier, AnyIdentifier>, CollectionViewDelegateFlowLayout {
    /// The size a registration gives the item at an index path, or `nil`.
    var sizeForItem: ((CollectionView, IndexPath) -> CGSize?)?
    /// Told about every section snapshot applied (the keyboard's expand and collapse).
    var didApplySectionSnapshot: ((SectionSnapshot, AnyIdentifier) -> Void)?

    override func apply(
        _ sectionSnapshot: SectionSnapshot, to section: AnyIdentifier, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        didApplySectionSnapshot?(sectionSnapshot, section)
        super.apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if let size = sizeForItem?(collectionView, indexPath) { return size }
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return flow.estimatedItemSize != .zero ? flow.estimatedItemSize : flow.itemSize
    }

    /// The outline level of the item at `indexPath` (0 outside outlines).
    func level(at indexPath: IndexPath) -> Int {
        outlineInfo(at: indexPath)?.level ?? 0
    }
}
