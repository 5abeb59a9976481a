import CollectionCore
import Foundation

extension DemoApp {
    /// Takes a new reading of the watched catalogue (from ``CatalogWatcher/onReload``). A good
    /// one becomes ``catalog`` and is applied to every Products screen open, as one animated
    /// difference that keeps the focused product, the favourites and the search; screens opened
    /// later show it too. A refused one keeps the last good catalogue on screen and shows the
    /// loader's message on the last row until a good reading comes.
    public func catalogDidReload(_ result: Result<Catalog, CatalogLoader.LoadError>) {
        switch result {
        case let .success(catalog):
            self.catalog = catalog
            catalogProblem = nil
            for case let screen as ProductsScreen in stack.screens { screen.replaceCatalog(catalog) }
        case let .failure(error):
            // The file's name is enough on a terminal row; the line and column follow it.
            let file = TerminalText.sanitized(error.file)
            let message = error.description
            catalogProblem = message.hasPrefix(file) ? (file as NSString).lastPathComponent + message.dropFirst(file.count) : message
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The refusal on the last row: `! shop.json:3:18: not valid JSON: …`, bold (and red where
    /// there is colour), cut with an ellipsis when wider than the screen.
    func drawCatalogProblem(_ problem: String, in rect: CGRect, canvas: inout Canvas) {
        guard rect.height > 0 else { return }
        let row = CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1)
        let style = Style(foreground: .indexed(160), background: .groupedBackground, attributes: .bold)
        canvas.fill(row, style: style)
        canvas.draw(" ! " + problem, in: row, style: style)
    }
}

extension CatalogLoader.LoadError {
    /// The file the error is about, as it was named.
    public var file: String {
        switch self {
        case let .missing(file), let .unreadable(file, _), let .syntax(file, _, _, _), let .csvSyntax(file, _, _, _),
             let .shape(file, _, _), let .field(file, _, _, _, _):
            file
        }
    }
}
