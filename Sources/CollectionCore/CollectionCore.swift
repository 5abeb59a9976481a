// `import CollectionCore` gives everything the toolkit offers: the model (snapshots and the
// diff), the canvas (cells of styled text), the UI (views, the collection view, layouts, cells)
// and the declarative layer. Import the fine-grained modules instead to depend on less, for
// example `CollectionModel` alone on a server.
@_exported import CollectionCanvas
@_exported import CollectionDeclarative
@_exported import CollectionModel
@_exported import CollectionUI
