import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// Supplies a table view's rows, section titles and editing answers, as
/// `UITableViewDataSource`. ``TableViewDiffableDataSource`` is the usual one.
///
/// Counts and cells are required; every other method has a default. Editing follows UIKit: a
/// row is editable unless ``tableView(_:canEditRowAt:)`` says no, the table tells the data source
/// of a deletion or insertion with ``tableView(_:commit:forRowAt:)``, and a row shows a reorder
/// grip while editing when ``tableView(_:canMoveRowAt:)`` answers `true` (the default answers
/// `false`; see the note on ``tableView(_:moveRowAt:to:)``).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; defaults to 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued with
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header; `nil` (the default) shows no header.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; `nil` (the default) shows no footer.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` shows editing controls and a Delete swipe action; `true`
    /// by default, as in UIKit.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row at `indexPath` with its editing control or its
    /// Delete swipe action: change the model and tell the table view
    /// (``TableView/deleteRows(at:with:)``, or apply a snapshot). The default does nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` can be moved (a reorder grip while editing, `m` and
    /// Alt-Up/Alt-Down); `false` by default.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath`: change the model
    /// to match (the table view already shows the row there). Unlike UIKit, which calls it once
    /// when the row is dropped, it is called for each step the carried row takes (and once more
    /// to put it back when the move is cancelled), so the model always matches the screen.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// No row moves.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
