import CollectionCore
import CollectionExamples

// Apple's "Reorderable List" is the examples' view (Examples/Editing), shown as it is; its
// "Settings: Wi-Fi" and "UITableView: Editing" are table views written as view controllers
// (WiFiSettingsScreen.swift, TableEditingScreen.swift), shown by a SampleScreenHost.

extension ReorderableListExample: DemoScreen {}
