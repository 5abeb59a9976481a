// `import CollectionUI` gives the views and controls the collection view is made of too, as it
// did before they became modules of their own.
@_exported import CollectionControls
@_exported import CollectionViews
