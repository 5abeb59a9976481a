import CollectionCore
import CollectionExamples

// Apple's "Reorderable List" is the examples' view (Examples/Editing), shown as it is; its
// "Settings: Wi-Fi" and "UITableView: Editing" are table views (WiFiSettingsScreen.swift,
// TableEditingScreen.swift).

extension ReorderableListExample: DemoScreen {}
