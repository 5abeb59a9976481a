import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// The pool kind of header and footer views registered with the table (headers and footers
    /// share their pools, as in UIKit).
    static let headerFooterPoolKind = "TableViewHeaderFooterView"

    /// Registers a header or footer view class for `identifier`, as UIKit's
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`. Views of it are made with
    /// `init(reuseIdentifier:)`.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        collectionView.reuseQueue.register(viewClass, forSupplementaryKey: Self.headerFooterPoolKey(identifier))
    }

    /// A header or footer view waiting for reuse under `identifier` (after
    /// `prepareForReuse()`), else a new one of the class registered for it, as UIKit's
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`. Nothing registered for `identifier`
    /// answers `nil`, with a diagnostic.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let view = collectionView.reuseQueue.dequeueSupplementaryViewIfRegistered(key: Self.headerFooterPoolKey(identifier))
            as? TableViewHeaderFooterView
        else {
            Diagnostics.report(Diagnostic(
                domain: "tableView", kind: "unregisteredHeaderFooterView",
                message: "dequeueReusableHeaderFooterView(withIdentifier:): nothing is registered for \"\(identifier)\"; "
                    + "register(_:forHeaderFooterViewReuseIdentifier:) first. The answer is nil."))
            return nil
        }
        view.tableStyle = style
        return view
    }

    /// The header view of `section` when it is on screen and is a ``TableViewHeaderFooterView``
    /// (also the one showing the data source's title).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownHeaderFooterView(ofKind: CollectionLayoutListConfiguration.elementKindSectionHeader, section: section)
    }

    /// The footer view of `section` when it is on screen (see ``headerView(forSection:)``).
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        shownHeaderFooterView(ofKind: CollectionLayoutListConfiguration.elementKindSectionFooter, section: section)
    }

    private func shownHeaderFooterView(ofKind kind: String, section: Int) -> TableViewHeaderFooterView? {
        let view = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
        return view as? TableViewHeaderFooterView ?? (view as? TableViewHeaderFooterHost)?.hosted as? TableViewHeaderFooterView
    }

    static func headerFooterPoolKey(_ identifier: String) -> String {
        ReuseQueue.supplementaryKey(kind: headerFooterPoolKind, identifier: identifier)
    }

    // MARK: Which sections have headers and footers

    /// Whether `section` shows a header (or footer): its height is not 0 and the data source
    /// gives a title or the delegate a view. A view made only to answer this goes back to its
    /// pool at once; the one shown is asked for when the section comes into view. The answer is
    /// kept until the data changes (a reload or an update of any kind) or the delegate does, so
    /// that a layout pass after a resize does not make a header view per section.
    func hasHeaderFooter(inSection section: Int, footer: Bool) -> Bool {
        let generation = bridge.dataGeneration
        if bridge.headerFooterPresence.generation != generation {
            bridge.headerFooterPresence = HeaderFooterPresence(generation: generation)
        }
        let key = section << 1 | (footer ? 1 : 0)
        if let known = bridge.headerFooterPresence.answers[key] { return known }
        let answer = asksForHeaderFooter(inSection: section, footer: footer)
        bridge.headerFooterPresence.answers[key] = answer
        return answer
    }

    /// What ``hasHeaderFooter(inSection:footer:)`` keeps: the data source's and delegate's
    /// answer.
    private func asksForHeaderFooter(inSection section: Int, footer: Bool) -> Bool {
        guard let dataSource else { return false }
        if headerFooterHeightInRows(inSection: section, footer: footer) == 0 { return false }
        let title = footer
            ? dataSource.tableView(self, titleForFooterInSection: section)
            : dataSource.tableView(self, titleForHeaderInSection: section)
        if title != nil { return true }
        guard let view = delegateHeaderFooterView(inSection: section, footer: footer) else { return false }
        if let pooled = view as? TableViewHeaderFooterView, pooled.superview == nil, pooled.isPooledByTable {
            collectionView.reuseQueue.enqueue(pooled)
        }
        return true
    }

    /// The delegate's view for `section`'s header or footer.
    func delegateHeaderFooterView(inSection section: Int, footer: Bool) -> View? {
        guard let delegate else { return nil }
        return footer
            ? delegate.tableView(self, viewForFooterInSection: section)
            : delegate.tableView(self, viewForHeaderInSection: section)
    }

    /// The height the delegate (or ``sectionHeaderHeight``/``sectionFooterHeight``) asks for, in
    /// whole rows: `nil` for ``automaticDimension``, 0 for no header or footer (any height
    /// under half a row, so that UIKit's `.leastNormalMagnitude` hides it too).
    func headerFooterHeightInRows(inSection section: Int, footer: Bool) -> CGFloat? {
        let height: CGFloat
        if let delegate {
            height = footer
                ? delegate.tableView(self, heightForFooterInSection: section)
                : delegate.tableView(self, heightForHeaderInSection: section)
        } else {
            height = footer ? sectionFooterHeight : sectionHeaderHeight
        }
        if height == TableView.automaticDimension { return nil }
        guard height.isFinite, height >= 0 else {
            Diagnostics.report(Diagnostic(
                domain: "tableView", kind: "invalidSectionHeaderFooterHeight",
                message: "The \(footer ? "footer" : "header") height \(height) of section \(section) is neither a size "
                    + "nor automaticDimension; it is sized to its content."))
            return nil
        }
        return (pointScale.map { $0.rows(height) } ?? height).rounded()
    }

    // MARK: Showing them

    /// The supplementary view that shows `view` (the delegate's) for `kind` at `indexPath`: the
    /// view itself when it is a ``TableViewHeaderFooterView``, else a host that holds it.
    func supplementary(
        showing view: View, ofKind kind: String, at indexPath: IndexPath, footer: Bool, fixedHeight: CGFloat?
    ) -> CollectionReusableView {
        if let header = view as? TableViewHeaderFooterView {
            header.tableStyle = style
            header.isFooter = footer
            header.fixedHeight = fixedHeight
            if !header.isPooledByTable {
                // Made with init(reuseIdentifier:) rather than dequeued: it goes back to the
                // table's pool of that identifier, never to a cell pool of the same name.
                header.reuseIdentifier = header.reuseIdentifier.map(Self.headerFooterPoolKey)
            }
            return header
        }
        let host = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: TableViewHeaderFooterHost.reuseIdentifier, for: indexPath)
        guard let host = host as? TableViewHeaderFooterHost else { return host }
        host.host(view, fixedHeight: fixedHeight)
        return host
    }

    /// Puts the table header and footer views in the layout as its boundary items (or takes
    /// them out).
    func updateTableBoundaryViews() {
        var items: [CollectionLayoutBoundarySupplementaryItem] = []
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        if tableHeaderView != nil {
            items.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: TableViewHeaderFooterHost.tableHeaderKind, alignment: .top))
        }
        if tableFooterView != nil {
            items.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: TableViewHeaderFooterHost.tableFooterKind, alignment: .bottom))
        }
        layoutConfiguration.boundarySupplementaryItems = items
        reloadData()
    }

    /// The host showing the table header or footer view for `kind`, as tall as the view's frame
    /// (in points with a ``pointScale``) or, without a height, as its content.
    func tableBoundarySupplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        let isHeader = kind == TableViewHeaderFooterHost.tableHeaderKind
        guard let view = isHeader ? tableHeaderView : tableFooterView else { return nil }
        let frameHeight = view.cellFrame.height
        let fixedHeight = frameHeight > 0 ? max(1, (pointScale.map { $0.rows(frameHeight) } ?? frameHeight).rounded()) : nil
        let host = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: TableViewHeaderFooterHost.reuseIdentifier, for: indexPath)
        (host as? TableViewHeaderFooterHost)?.host(view, fixedHeight: fixedHeight)
        return host
    }
}

/// Which sections show a header and a footer, by `section << 1 | footer`, for one
/// ``TableViewBridge/dataGeneration`` (one state of the data).
struct HeaderFooterPresence {
    var generation = -1
    var answers: [Int: Bool] = [:]
}

extension TableViewHeaderFooterView {
    /// Whether the view came from (and returns to) one of the table's header-footer pools.
    var isPooledByTable: Bool {
        reuseIdentifier?.hasPrefix(TableView.headerFooterPoolKind + "\u{1F}") ?? false
    }
}
