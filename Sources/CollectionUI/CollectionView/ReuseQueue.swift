import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A collection view's registered cell and supplementary view classes and its pools of views
/// that left the screen and wait to be reused, as UIKit's reuse queues.
///
/// Dequeuing takes a view from the pool of its reuse identifier (after `prepareForReuse()`), or
/// makes one of the registered class; an unregistered identifier gives a plain view and a
/// diagnostic. While a visible cell is reconfigured in place, dequeuing for its index path and
/// identifier returns that cell unchanged.
@MainActor
package final class ReuseQueue {
    /// The most views kept per reuse identifier; the rest are released.
    static let poolLimit = 64

    private var cellClasses: [String: CollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    /// Nibs registered by pool key: views made for them are the plain class registered with
    /// them, and the nib reports that it cannot be loaded.
    private var nibs: [String: Nib] = [:]
    private var pools: [String: [CollectionReusableView]] = [:]
    /// A visible cell being reconfigured, and its index path.
    private var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?

    /// The pool key of supplementary views of `kind` with `identifier`.
    package static func supplementaryKey(kind: String, identifier: String) -> String { "\(kind)\u{1F}\(identifier)" }

    /// The number of views waiting in the pools.
    var numberOfQueuedViews: Int { pools.values.reduce(0) { $0 + $1.count } }

    // MARK: Registering

    /// Registers `cellClass` for `identifier` (replacing an earlier class unless `ifNeeded`).
    func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String, ifNeeded: Bool = false) {
        if ifNeeded, cellClasses[identifier] != nil { return }
        cellClasses[identifier] = cellClass
    }

    /// Registers `viewClass` for the pool `key` (a ``supplementaryKey(kind:identifier:)``),
    /// replacing an earlier class unless `ifNeeded`.
    package func register(_ viewClass: CollectionReusableView.Type, forSupplementaryKey key: String, ifNeeded: Bool = false) {
        if ifNeeded, supplementaryClasses[key] != nil { return }
        supplementaryClasses[key] = viewClass
    }

    /// Registers `nib` for the pool `key` (a cell's identifier or a ``supplementaryKey(kind:identifier:)``),
    /// with `viewClass`, the plain class its views are made of; a `nil` nib removes what was
    /// registered for `key`.
    package func register(_ nib: Nib?, plainClass viewClass: CollectionReusableView.Type, forKey key: String, isCell: Bool) {
        nibs[key] = nib
        if isCell {
            cellClasses[key] = nib == nil ? nil : viewClass as? CollectionViewCell.Type
        } else {
            supplementaryClasses[key] = nib == nil ? nil : viewClass
        }
    }

    /// A new view was made for the pool `key`: its nib, if one was registered, reports.
    private func madeView(forKey key: String) {
        guard let nib = nibs[key] else { return }
        let isSupplementary = key.contains("\u{1F}")
        let name = key.replacingOccurrences(of: "\u{1F}", with: "/")
        nib.reportUnavailable(instead: "views dequeued for \"\(name)\" are plain \(isSupplementary ? "supplementary views" : "cells")")
    }

    // MARK: Dequeuing

    /// The cell being reconfigured at `indexPath` when it has `identifier`.
    private func reconfiguringCell(at indexPath: IndexPath, identifier: String) -> CollectionViewCell? {
        guard let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier else {
            return nil
        }
        return reconfiguring.cell
    }

    /// A cell of the class registered for `identifier`.
    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reconfiguringCell(at: indexPath, identifier: identifier) { return cell }
        let view = dequeueView(
            poolKey: identifier, registered: cellClasses[identifier], fallback: CollectionViewCell.self,
            missing: Diagnostic(
                domain: "collectionView", kind: "unregisteredCell",
                message: "No cell class is registered for reuse identifier \"\(identifier)\" (item \(indexPath)); a plain cell is used."))
        if let cell = view as? CollectionViewCell { return cell }
        let cell = CollectionViewCell()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for `identifier` made by `make` when none waits (registrations whose cells are
    /// made by a closure rather than by a class).
    func dequeueCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, making make: () -> CollectionViewCell
    ) -> CollectionViewCell {
        if let cell = reconfiguringCell(at: indexPath, identifier: identifier) { return cell }
        while let view = pools[identifier]?.popLast() {
            guard let cell = view as? CollectionViewCell else { continue }
            cell.configurationUpdateHandler = nil
            cell.prepareForReuse()
            return cell
        }
        let cell = make()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell waiting in the pool of `identifier` (after `prepareForReuse()`), else a new one of
    /// the class registered for it, else `nil`: UIKit's `dequeueReusableCell(withIdentifier:)`
    /// of table views, whose callers make a cell themselves when there is none.
    package func dequeueCellIfAvailable(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        while let view = pools[identifier]?.popLast() {
            guard let cell = view as? CollectionViewCell else { continue }
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        let cell = cellClass.init(reusableViewFrame: .zero)
        cell.reuseIdentifier = identifier
        madeView(forKey: identifier)
        return cell
    }

    /// A view from the pool `key` (prepared for reuse), else a new one of the class registered
    /// for it, else `nil`: table views' `dequeueReusableHeaderFooterView(withIdentifier:)`,
    /// which answers `nil` for an identifier nothing was registered for.
    package func dequeueSupplementaryViewIfRegistered(key: String) -> CollectionReusableView? {
        if let view = pools[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = supplementaryClasses[key] else { return nil }
        let view = viewClass.init(reusableViewFrame: .zero)
        view.reuseIdentifier = key
        madeView(forKey: key)
        return view
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`.
    func dequeueSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = Self.supplementaryKey(kind: elementKind, identifier: identifier)
        return dequeueView(
            poolKey: key, registered: supplementaryClasses[key], fallback: CollectionReusableView.self,
            missing: Diagnostic(
                domain: "collectionView", kind: "unregisteredSupplementaryView",
                message: "No view class is registered for kind \"\(elementKind)\" and identifier \"\(identifier)\" (\(indexPath)); a plain view is used."))
    }

    /// A decoration view of `kind`: `registered` (the layout's class for the kind), a list
    /// separator, or a plain view filled with the grouped background.
    func dequeueDecorationView(ofKind kind: String, registered: CollectionReusableView.Type?) -> CollectionReusableView {
        let key = Self.supplementaryKey(kind: kind, identifier: "decoration")
        if let view = pools[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let isSeparator = kind == CollectionLayoutListConfiguration.separatorElementKind
        let viewClass = registered ?? (isSeparator ? ListSeparatorView.self : CollectionReusableView.self)
        let view = viewClass.init(reusableViewFrame: .zero)
        if registered == nil, !isSeparator { view.backgroundStyle = .groupedBackground }
        view.reuseIdentifier = key
        return view
    }

    /// A view from the pool `poolKey` (prepared for reuse), or a new one of the registered
    /// class, or of `fallback` with the `missing` diagnostic reported.
    private func dequeueView(
        poolKey: String, registered: CollectionReusableView.Type?, fallback: CollectionReusableView.Type,
        missing: @autoclosure () -> Diagnostic
    ) -> CollectionReusableView {
        if let view = pools[poolKey]?.popLast() {
            view.prepareForReuse()
            return view
        }
        if registered == nil { Diagnostics.report(missing()) }
        let view = (registered ?? fallback).init(reusableViewFrame: .zero)
        view.reuseIdentifier = poolKey
        madeView(forKey: poolKey)
        return view
    }

    // MARK: Reusing

    /// Puts a view that left the screen into its pool (unless the pool is full).
    package func enqueue(_ view: CollectionReusableView) {
        // Off the screen, its changes no longer make the collection view draw.
        view.displayHost = nil
        guard let identifier = view.reuseIdentifier else { return }
        var pool = pools[identifier, default: []]
        guard pool.count < Self.poolLimit else { return }
        pool.append(view)
        pools[identifier] = pool
    }

    /// Runs `body` (which asks the data source for the cell at `indexPath`) so that dequeuing
    /// for that index path returns `cell` unchanged: a reconfigure keeps the cell.
    func reconfiguring<Result>(_ cell: CollectionViewCell, at indexPath: IndexPath, _ body: () -> Result) -> Result {
        reconfiguring = (indexPath, cell)
        defer { reconfiguring = nil }
        return body()
    }
}
