// `import CollectionModel` gives the diagnostics it reports through, as it did before they
// became a module of their own.
@_exported import CollectionDiagnostics
