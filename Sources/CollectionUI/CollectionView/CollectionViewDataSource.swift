import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// Supplies a collection view's counts, cells and supplementary views, as
/// `UICollectionViewDataSource`. ``CollectionViewDiffableDataSource`` is the usual one.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; defaults to 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually dequeued from the collection view. The
    /// default answers an empty cell and reports a diagnostic.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` at `indexPath`; `nil` (the default) shows none.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// The number of sections; `1` by default.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// The cell for the item at `indexPath`, usually dequeued with
    /// `dequeueReusableCell(withReuseIdentifier:for:)` or a cell registration. The default reports a
    /// `noCellProvider` diagnostic and shows an empty cell.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        Diagnostics.report(Diagnostic(
            domain: "collectionView", kind: "noCellProvider",
            message: "The data source \(type(of: self)) does not provide cells; item \(indexPath) is shown empty."))
        return CollectionViewCell()
    }

    /// No supplementary views by default.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? { nil }
}
