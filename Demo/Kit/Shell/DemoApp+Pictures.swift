import CollectionCore

extension DemoApp {
    /// How often the executable looks for changed picture files (one `stat` per picture read).
    public static let picturePollInterval: Duration = .milliseconds(500)

    /// Looks once for picture files changed on disk since they were read (a product picture
    /// edited while the demo runs) and, when there are some, reads them again off the main
    /// thread (`Image.preload(contentsOfFiles:)`), then shows them on every Products screen
    /// open. Answers the task that shows them, or `nil` when nothing changed or a reading is
    /// still under way.
    @discardableResult
    public func pollPictures(cache: PictureCache = .shared) -> Task<Void, Never>? {
        guard pictureReading == nil else { return nil }
        let changed = cache.changedFiles()
        guard !changed.isEmpty else { return nil }
        let reading = Image.preload(contentsOfFiles: changed)
        let showing = Task { [weak self] in
            await reading.value
            guard let self else { return }
            pictureReading = nil
            for case let screen as ProductsScreen in stack.screens { screen.reloadPictures() }
            setNeedsDisplay()
        }
        pictureReading = showing
        return showing
    }
}
