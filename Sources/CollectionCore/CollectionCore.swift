// `import CollectionCore` gives everything the toolkit offers: the model (snapshots and the
// diff), the canvas (cells of styled text), views and input with Auto Layout, the controls, the
// collection view (layouts, cells, the data source), table views and the declarative layer.
// Import the fine-grained modules instead to depend on less, for example `CollectionModel`
// alone on a server.
@_exported import CollectionCanvas
@_exported import CollectionConfigurations
@_exported import CollectionControls
@_exported import CollectionDeclarative
@_exported import CollectionLayouts
@_exported import CollectionModel
@_exported import CollectionPictures
@_exported import CollectionTableViews
@_exported import CollectionUI
@_exported import CollectionViews
