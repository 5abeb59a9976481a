import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// Chooses the registration for each item, makes and configures its cells, and remembers which
/// item each cell shows for the display and tap clauses.
@MainActor
final class RegistrationRouter {
    var registrations: [DeclarativeRegistration] = []
    weak var dataSource: DeclarativeDataSource?
    private var reportedTypes: Set<String> = []
    private var bindings: [ObjectIdentifier: Binding] = [:]

    struct Binding {
        weak var cell: CollectionViewCell?
        let registration: DeclarativeRegistration
        let item: AnyIdentifier
    }

    static let placeholderIdentifier = "declarative.unregistered"

    /// The registration for `item`: among those for its exact type, then among those whose
    /// type it can be cast to, the first whose `.when` holds, else the first without `.when`.
    func registration(for item: AnyIdentifier, at indexPath: IndexPath, in collectionView: CollectionView) -> DeclarativeRegistration? {
        let type = ObjectIdentifier(item.baseType)
        let exact = registrations.filter { $0.dataType == type }
        let compatible = registrations.filter { $0.dataType != type && $0.accepts(item.base) }
        for group in [exact, compatible] {
            if let chosen = group.first(where: { $0.hasWhen && $0.when(collectionView, item.base, indexPath) }) { return chosen }
            if let chosen = group.first(where: { !$0.hasWhen }) { return chosen }
        }
        return nil
    }

    /// The configured cell for `item` at `indexPath`, or a placeholder naming its type.
    func cell(for item: AnyIdentifier, at indexPath: IndexPath, in collectionView: CollectionView) -> CollectionViewCell {
        guard let registration = registration(for: item, at: indexPath, in: collectionView) else {
            return placeholder(for: item, at: indexPath, in: collectionView, reason: "no registration accepts it")
        }
        var failed = false
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) {
            if let made = registration.makeCell() { return made }
            failed = true
            return UnregisteredItemCell()
        }
        if failed || cell is UnregisteredItemCell {
            return placeholder(for: item, at: indexPath, in: collectionView, reason: "its view closure returned nil")
        }
        prune()
        bindings[ObjectIdentifier(cell)] = Binding(cell: cell, registration: registration, item: item)
        let level = dataSource?.level(at: indexPath) ?? 0
        if let listCell = cell as? CollectionViewListCell { listCell.indentationLevel = level }
        cell.configurationUpdateHandler = { [weak collectionView, weak dataSource] cell, _ in
            guard let collectionView else { return }
            let path = dataSource?.indexPath(for: item) ?? indexPath
            registration.run(.config, collectionView, cell, item.base, path, level)
        }
        registration.run(.config, collectionView, cell, item.base, indexPath, level)
        return cell
    }

    /// Runs a cell clause for the item `cell` was configured for.
    func run(_ clause: DeclarativeRegistration.Clause, cell: CollectionViewCell, at indexPath: IndexPath, in collectionView: CollectionView) {
        guard let binding = bindings[ObjectIdentifier(cell)], binding.cell === cell else { return }
        let level = dataSource?.level(at: indexPath) ?? 0
        binding.registration.run(clause, collectionView, cell, binding.item.base, indexPath, level)
    }

    /// The size the registration of the item at `indexPath` gives it in a flow layout.
    func flowLayoutSize(at indexPath: IndexPath, in collectionView: CollectionView) -> CGSize? {
        guard let item = dataSource?.itemIdentifier(for: indexPath),
            let registration = registration(for: item, at: indexPath, in: collectionView), registration.hasFlowLayoutSize
        else { return nil }
        return registration.flowLayoutSize(collectionView, item.base, indexPath)
    }

    /// Whether the registration of the item at `indexPath` lets it take focus (`true` without a
    /// `.shouldHighlight` clause).
    func shouldHighlight(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
        guard let item = dataSource?.itemIdentifier(for: indexPath),
            let registration = registration(for: item, at: indexPath, in: collectionView)
        else { return true }
        return registration.shouldHighlight(collectionView, item.base, indexPath) ?? true
    }

    private func placeholder(for item: AnyIdentifier, at indexPath: IndexPath, in collectionView: CollectionView, reason: String) -> CollectionViewCell {
        let typeName = "\(item.baseType)"
        if reportedTypes.insert(typeName).inserted {
            Diagnostics.report(Diagnostic(
                domain: "declarative", kind: "unregisteredItemType",
                message: "No registration shows item \(item) of type \(typeName) (\(reason)); a placeholder cell naming the type is shown."))
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath) {
            UnregisteredItemCell()
        }
        (cell as? UnregisteredItemCell)?.typeName = typeName
        return cell
    }

    /// Forgets bindings of cells that were released.
    private func prune() {
        guard bindings.count > 512 else { return }
        bindings = bindings.filter { $0.value.cell != nil }
    }
}
