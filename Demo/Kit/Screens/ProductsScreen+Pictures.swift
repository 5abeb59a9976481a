import CollectionCore

extension ProductsScreen {
    /// Reads the shown products' pictures again (a picture file changed on disk): the visible
    /// cards and the inspector show the new pictures at the next frame.
    public func reloadPictures() {
        for case let cell as ProductCardCell in collectionView.visibleCells { cell.reloadPicture() }
        inspector.setNeedsDisplay()
        setNeedsDisplay()
    }
}
