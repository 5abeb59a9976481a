import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// Registers a nib for cells of `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`
    /// with a `UINib`: a terminal cannot load it, so dequeuing gives a plain
    /// ``TableViewCell`` (`.default` style) and the nib reports one diagnostic (see ``Nib``).
    /// A `nil` nib removes the registration.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        collectionView.reuseQueue.register(nib, plainClass: TableViewCell.self, forKey: identifier, isCell: true)
    }

    /// Registers a nib for header and footer views of `identifier`, as UIKit's
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a `UINib`: dequeuing gives a
    /// plain ``TableViewHeaderFooterView`` and the nib reports one diagnostic (see ``Nib``).
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        collectionView.reuseQueue.register(
            nib, plainClass: TableViewHeaderFooterView.self, forKey: Self.headerFooterPoolKey(identifier), isCell: false)
    }
}
