import CollectionCore

extension DemoApp {
    /// How often the executable looks for changed picture files (one `stat` per picture read).
    public static let picturePollInterval: Duration = .milliseconds(500)

    /// Looks once for picture files changed on disk since they were read (a product picture
    /// edited while the demo runs) and, when there are some, shows them again on every Products
    /// screen open. Returns whether any changed.
    @discardableResult
    public func pollPictures(cache: PictureCache = .shared) -> Bool {
        guard !cache.changedFiles().isEmpty else { return false }
        for case let screen as ProductsScreen in stack.screens { screen.reloadPictures() }
        setNeedsDisplay()
        return true
    }
}
