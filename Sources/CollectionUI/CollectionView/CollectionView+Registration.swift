import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    // MARK: Classic registration

    /// Registers a cell class for `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        reuseQueue.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a supplementary view class for `elementKind` and `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        reuseQueue.register(viewClass, forSupplementaryKey: ReuseQueue.supplementaryKey(kind: elementKind, identifier: identifier))
    }

    /// A cell for `indexPath`: one from the reuse pool of `identifier` (after
    /// `prepareForReuse()`), or a new one of the registered class. An unregistered identifier
    /// gives a plain cell and a diagnostic, never a crash.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell = reuseQueue.dequeueCell(withReuseIdentifier: identifier, for: indexPath)
        cell.hostCollectionView = self
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new (see
    /// ``dequeueReusableCell(withReuseIdentifier:for:)``).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = reuseQueue.dequeueSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        view.hostCollectionView = self
        return view
    }

    // MARK: Registrations

    /// A cell type and how to configure it for an item, as `UICollectionView.CellRegistration`.
    /// The collection view registers it on first use.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for the item `itemIdentifier` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// Configures a cell for an item.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.reuseIdentifier = "\(Cell.self)#\(UUID().uuidString)"
        }
    }

    /// A supplementary view type for one element kind and how to configure it, as
    /// `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration serves.
        public let elementKind: String
        /// Configures a view.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration for views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.reuseIdentifier = "\(Supplementary.self)#\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's type for `indexPath`, configured for `item` by the
    /// registration's handler. A `nil` item gives an unconfigured cell and a diagnostic.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        reuseQueue.register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier, ifNeeded: true)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? {
            let cell = Cell(reusableViewFrame: .zero)
            cell.reuseIdentifier = registration.reuseIdentifier
            return cell
        }()
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            Diagnostics.report(Diagnostic(
                domain: "collectionView", kind: "nilItem",
                message: "dequeueConfiguredReusableCell(using:for:item:) got no item for \(indexPath); the cell is not configured."))
        }
        return cell
    }

    /// A supplementary view of the registration's type for `indexPath`, configured by its
    /// handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ReuseQueue.supplementaryKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        reuseQueue.register(Supplementary.self, forSupplementaryKey: key, ifNeeded: true)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? {
            let view = Supplementary(reusableViewFrame: .zero)
            view.reuseIdentifier = key
            return view
        }()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

extension CollectionView {
    /// A cell from the reuse pool of `identifier` (after `prepareForReuse()`), the cell being
    /// reconfigured at `indexPath`, or a new one from `make`: dequeuing for registrations whose
    /// cells are made by a closure rather than by a class.
    package func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, making make: () -> CollectionViewCell
    ) -> CollectionViewCell {
        let cell = reuseQueue.dequeueCell(withReuseIdentifier: identifier, for: indexPath, making: make)
        cell.hostCollectionView = self
        return cell
    }
}
