// `import CollectionUI` gives the views, controls and layouts the collection view is made of too,
// as it did before they became modules of their own.
@_exported import CollectionConfigurations
@_exported import CollectionControls
@_exported import CollectionLayouts
@_exported import CollectionViews
