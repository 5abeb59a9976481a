import CollectionCore
import CollectionExamples

// The three editing screens are the core's example views (Sources/CollectionCore/Examples/
// Editing), shown as they are: Apple's "Reorderable List", "Settings: Wi-Fi" and
// "UITableView: Editing".

extension ReorderableListExample: DemoScreen {}

extension WiFiSettingsExample: DemoScreen {}

extension TableEditingExample: DemoScreen {
    public var helpHints: [KeyHint] {
        [
            KeyHint("e", "Edit / Done"), KeyHint("Del .", "Swipe actions"), KeyHint("←→ Enter", "Choose, perform"),
            KeyHint("Space", "Select (editing)"), KeyHint("x", "Delete selected"), KeyHint("m ↑↓ Enter", "Move a row"),
            KeyHint("Alt-↑↓", "Move at once"),
        ]
    }
}
