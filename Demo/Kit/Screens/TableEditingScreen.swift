import CollectionCore
import CollectionExamples
import Foundation

/// UITableView: Editing, written as UIKit code writes it: a plain ``TableView`` with section
/// titles, a ``TableViewDiffableDataSource`` subclass that answers the editing questions
/// (`canEditRowAt`, `commit editingStyle` deletes, `canMoveRowAt`, `moveRowAt` moves across
/// sections), and the controller as the delegate with a leading Flag swipe action (the
/// trailing Delete action is the table's default, which commits the deletion). `e` edits:
/// rows show selection boxes and reorder grips; Space selects several rows and `x` deletes them.
public final class TableEditingViewController: ViewController, TableViewDelegate {
    /// The lists of the screen.
    public enum Section: String, Hashable, Sendable, CaseIterable {
        case toBuy = "To Buy"
        case basket = "In the Basket"
    }

    /// Edits the snapshot as the user asks, as UIKit code does by subclassing.
    final class DataSource: TableViewDiffableDataSource<Section, String> {
        /// Told of each deletion before it is applied, with the snapshot it is made in.
        var willDelete: (([String], DiffableDataSourceSnapshot<Section, String>) -> Void)?

        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }

        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            willDelete?([item], snapshot)
            snapshot.deleteItems([item])
            apply(snapshot)
        }

        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    /// The table.
    public private(set) var tableView: TableView!
    private var dataSource: DataSource!
    /// The deletions `u` undoes, latest last.
    public private(set) var undoStack = DeletionUndoStack<Section, String>()
    /// Rows flagged with the Flag action.
    public private(set) var flagged: Set<String> = []

    /// The rows by section, in order.
    public var items: [Section: [String]] {
        let snapshot = dataSource.snapshot()
        return Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "UITableView: Editing"
        tableView = TableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            cell.imageView?.image = self?.flagged.contains(item) == true ? Image(systemName: "flag.fill") : nil
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Apples", "Bread", "Cheese", "Dates", "Eggs"], toSection: .toBuy)
        snapshot.appendItems(["Figs", "Grapes", "Honey"], toSection: .basket)
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.willDelete = { [weak self] items, snapshot in self?.undoStack.recordDeletion(of: items, from: snapshot) }
    }

    /// Turns editing on or off.
    public func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
    }

    /// Deletes the selected rows (while editing) with an animation; `false` when none is selected.
    @discardableResult
    public func deleteSelectedRows() -> Bool {
        let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier(for:))
        guard !selected.isEmpty else { return false }
        var snapshot = dataSource.snapshot()
        undoStack.recordDeletion(of: selected, from: snapshot)
        snapshot.deleteItems(selected)
        dataSource.apply(snapshot)
        return true
    }

    /// Deletes the selected rows: one at once, several once an alert has asked (Delete is its
    /// preferred action, taken with Return; Escape cancels). The alert is presented as UIKit
    /// code presents one.
    public func confirmDeletionOfSelectedRows() {
        let count = tableView.indexPathsForSelectedRows?.count ?? 0
        guard count > 1 else {
            deleteSelectedRows()
            return
        }
        let alert = AlertController(title: "Delete \(count) items?", message: "Undo (u) brings them back.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let delete = AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.deleteSelectedRows()
            self?.view.setNeedsDisplay()
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        present(alert, animated: true)
    }

    /// Puts the rows of the last deletion back where they were, with an animation (one apply);
    /// `false` when there is nothing to undo.
    @discardableResult
    public func undoDeletion() -> Bool {
        guard let restored = undoStack.undo(in: dataSource.snapshot()) else { return false }
        dataSource.apply(restored)
        return true
    }

    private func toggleFlag(_ item: String) {
        if flagged.remove(item) == nil { flagged.insert(item) }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([item])
        dataSource.apply(snapshot)
    }

    // MARK: Table view delegate

    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let flag = ContextualAction(style: .normal, title: flagged.contains(item) ? "Unflag" : "Flag") { [weak self] _, _, done in
            self?.toggleFlag(item)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [flag])
    }

    /// `e`, `u` (while there is a deletion to undo) and `x` (while rows are selected in editing),
    /// outside a mode such as a carried row (then every key goes to the table); each lands the
    /// table's running animations first. The status bar and the help list them (above).
    public override var keyCommands: [KeyCommand]? {
        guard tableView.modeKeyHints == nil else { return nil }
        func command(_ input: Character, _ title: String, _ action: @escaping @MainActor (TableEditingViewController) -> Void) -> KeyCommand? {
            KeyCommand(.character(input), title: title, discoverabilityTitle: nil, attributes: .hidden) { [weak self] in
                guard let self else { return }
                tableView.finishAnimations()
                action(self)
                view.setNeedsDisplay()
            }
        }
        var commands = [command("e", tableView.isEditing ? "Done" : "Edit") { $0.toggleEditing() }]
        if undoStack.canUndo { commands.append(command("u", "Undo") { $0.undoDeletion() }) }
        if tableView.isEditing, tableView.indexPathsForSelectedRows != nil {
            commands.append(command("x", "Delete selected") { $0.confirmDeletionOfSelectedRows() })
        }
        return commands.compactMap { $0 }
    }
}

/// The keys the demo shows for this screen (it is shown by a ``SampleScreenHost``).
extension TableEditingViewController: SampleScreenKeys {
    /// While a row is carried, every key goes to the table.
    public var capturesKeys: Bool { tableView.capturesKeys }

    /// Only keys that work now: row keys need a focused row, `x` a selection, `u` a deletion.
    public var keyHints: [KeyHint] {
        if let modeKeyHints = tableView.modeKeyHints { return modeKeyHints }
        let focused = tableView.focusedIndexPath != nil
        let selected = tableView.indexPathsForSelectedRows != nil
        if tableView.isEditing {
            return keyCommandHint(.character("e")) + (focused ? [KeyHint("Space", "Select")] : [])
                + (selected ? keyCommandHint(.character("x")) : []) + (focused ? [KeyHint("m", "Move"), KeyHint("Alt-↑↓", "Move")] : []) + keyCommandHint(.character("u"))
        }
        return keyCommandHint(.character("e")) + (focused ? [KeyHint("Del", "Actions")] : []) + keyCommandHint(.character("u"))
    }

    /// Every key of the current mode, in words.
    public var helpHints: [KeyHint] {
        if let modeKeyHints = tableView.modeKeyHints { return modeKeyHints }
        let focused = tableView.focusedIndexPath != nil
        var hints = [KeyHint("↑ ↓", "Move the focus")]
        if tableView.isEditing {
            hints.append(KeyHint("e", "Done editing"))
            if focused { hints.append(KeyHint("Space", "Select the row")) }
            if tableView.indexPathsForSelectedRows != nil { hints.append(KeyHint("x", "Delete the selected rows")) }
            if focused { hints += [KeyHint("m ↑↓ Enter", "Move a row (also to the other list)"), KeyHint("Alt-↑↓", "Move at once")] }
        } else {
            hints.append(KeyHint("e", "Edit (selection boxes, reorder grips)"))
            if focused { hints.append(KeyHint("Del .", "Swipe actions of the row: Flag, Delete")) }
        }
        if undoStack.canUndo { hints.append(KeyHint("u", "Undo the last deletion (again for the one before)")) }
        return hints
    }
}
