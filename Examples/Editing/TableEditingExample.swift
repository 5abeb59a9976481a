import CollectionCore
import Foundation

/// Apple's "UITableView: Editing" sample on a terminal: a list you edit. `e` turns editing on
/// and off; while editing, rows show a delete control (click it to delete the row), a selection
/// box (Space or a click toggles; several rows can be selected) and a reorder grip (`m`, arrows,
/// Enter; Alt-Up/Alt-Down; or drag). `x` deletes the selected rows. Delete or `.` shows a row's
/// swipe actions (Delete and Flag) at any time. Deletions animate, and `u` puts the last deleted
/// rows back in place (again and again, one deletion at a time).
public final class TableEditingExample: EditingExampleView {
    /// The rows, in order.
    public var items: [String] { dataSource.snapshot().itemIdentifiers }
    /// Rows flagged with the Flag action.
    public private(set) var flagged: Set<String> = []
    /// The data source.
    public let dataSource: CollectionViewDiffableDataSource<Int, String>
    private final class Flags {
        var items: Set<String> = []
    }
    private let flags = Flags()
    /// The deletions `u` puts back, last first.
    public private(set) var undoStack = DeletionUndoStack<Int, String>()

    public init(items: [String] = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs", "Grapes", "Honey"]) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let layoutBox = ActionsBox()
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in layoutBox.actions?(indexPath) }
        let collectionView = Self.makeCollectionView(CollectionViewCompositionalLayout.list(using: configuration))
        let deleteBox = ActionsBox()
        let flags = flags
        let cell = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            EditingExampleView.textCell(
                text: flags.items.contains(item) ? "\(item) " + (Image(systemName: "flag.fill")?.glyph() ?? "") : item,
                accessories: [.delete(actionHandler: { deleteBox.delete?(item) }), .multiselect(), .reorder()])(cell)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        super.init(collectionView: collectionView)
        collectionView.allowsMultipleSelectionDuringEditing = true
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        deleteBox.delete = { [weak self] item in self?.delete([item]) }
        layoutBox.actions = { [weak self] indexPath in
            guard let self, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.delete([item])
                completion(true)
            }
            let flag = ContextualAction(style: .normal, title: flags.items.contains(item) ? "Unflag" : "Flag") { [weak self] _, _, completion in
                self?.toggleFlag(item)
                completion(true)
            }
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

        required init?(coder: NSCoder) {
            return nil
        }

    /// Holds closures that need the screen, which does not exist yet when the layout and the
    /// registration are made.
    private final class ActionsBox {
        var actions: ((IndexPath) -> SwipeActionsConfiguration?)?
        var delete: ((String) -> Void)?
    }

    public override var navigationTitle: String { "UITableView: Editing" }

    public override var keyHints: [KeyHint] {
        // Only keys that work now: row keys need a focused row, x a selection.
        if let modeKeyHints = collectionView.modeKeyHints { return modeKeyHints }
        let focused = collectionView.focusedIndexPath != nil
        let selected = !(collectionView.indexPathsForSelectedItems ?? []).isEmpty
        if collectionView.isEditing {
            return [KeyHint("e", "Done")] + (focused ? [KeyHint("Space", "Select")] : [])
                + (selected ? [KeyHint("x", "Delete selected")] : []) + (focused ? [KeyHint("m", "Move")] : []) + undoHint
        }
        return [KeyHint("e", "Edit")] + (focused ? [KeyHint("Del", "Actions"), KeyHint("Alt-↑↓", "Move")] : []) + undoHint
    }

    /// `u`, while there is a deletion to undo.
    private var undoHint: [KeyHint] { undoStack.canUndo ? [KeyHint("u", "Undo")] : [] }

    /// Deletes `items` with an animation (``undoDeletion()`` puts them back).
    public func delete(_ items: [String]) {
        var snapshot = dataSource.snapshot()
        undoStack.recordDeletion(of: items, from: snapshot)
        snapshot.deleteItems(items)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Puts the rows of the last deletion back where they were, with an animation; returns
    /// whether there was one.
    @discardableResult
    public func undoDeletion() -> Bool {
        guard let restored = undoStack.undo(in: dataSource.snapshot()) else { return false }
        dataSource.apply(restored, animatingDifferences: true)
        return true
    }

    private func toggleFlag(_ item: String) {
        if flags.items.remove(item) == nil { flags.items.insert(item) }
        flagged = flags.items
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([item])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    public override func handleExampleKey(_ event: KeyEvent) -> Bool {
        switch event {
        case .character("e"):
            collectionView.setEditing(!collectionView.isEditing, animated: true)
            return true
        case .character("u") where undoStack.canUndo:
            return undoDeletion()
        case .character("x") where collectionView.isEditing:
            let selected = (collectionView.indexPathsForSelectedItems ?? []).compactMap(dataSource.itemIdentifier(for:))
            guard !selected.isEmpty else { return false }
            delete(selected)
            return true
        default:
            return false
        }
    }
}
