import CollectionCore
import CollectionExamples

// The three editing screens are the core's example views (Sources/CollectionCore/Examples/
// Editing), shown as they are: Apple's "Reorderable List", "Settings: Wi-Fi" and
// "UITableView: Editing".

extension ReorderableListExample: DemoScreen {}

extension WiFiSettingsExample: DemoScreen {}

extension TableEditingExample: DemoScreen {
    /// The keys of the current mode, in words: the same keys the status bar shows.
    public var helpHints: [KeyHint] {
        if let modeKeyHints = collectionView.modeKeyHints { return modeKeyHints }
        let focused = collectionView.focusedIndexPath != nil
        let selected = !(collectionView.indexPathsForSelectedItems ?? []).isEmpty
        var hints = [KeyHint("↑ ↓", "Move the focus")]
        if collectionView.isEditing {
            hints.append(KeyHint("e", "Done editing"))
            if focused { hints.append(KeyHint("Space", "Select the row")) }
            if selected { hints.append(KeyHint("x", "Delete the selected rows")) }
            if focused { hints += [KeyHint("m ↑↓ Enter", "Move a row"), KeyHint("Alt-↑↓", "Move at once")] }
        } else {
            hints.append(KeyHint("e", "Edit (delete controls, selection, grips)"))
            if focused { hints += [KeyHint("Del .", "Swipe actions of the row"), KeyHint("Alt-↑↓", "Move at once")] }
        }
        if undoStack.canUndo { hints.append(KeyHint("u", "Undo the last deletion (again for the one before)")) }
        return hints
    }
}
