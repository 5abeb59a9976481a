import CollectionViews
import Foundation

extension CollectionView {
    /// Registers a nib for cells of `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`
    /// with a `UINib`: a terminal cannot load it, so dequeuing gives a plain
    /// ``CollectionViewCell`` and the nib reports one diagnostic (see ``Nib``). A `nil` nib
    /// removes the registration.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        reuseQueue.register(nib, plainClass: CollectionViewCell.self, forKey: identifier, isCell: true)
    }

    /// Registers a nib for supplementary views of `elementKind` and `identifier`, as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a `UINib`: dequeuing
    /// gives a plain ``CollectionReusableView`` and the nib reports one diagnostic (see ``Nib``).
    public func register(_ nib: Nib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        reuseQueue.register(
            nib, plainClass: CollectionReusableView.self,
            forKey: ReuseQueue.supplementaryKey(kind: elementKind, identifier: identifier), isCell: false)
    }
}
