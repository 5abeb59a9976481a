import CollectionCanvas
import Foundation

extension Image {
    /// The environment variable of extra folders `Image(named:)` looks in, separated by `:`.
    public static let searchPathVariable = "TERMINAL_COLLECTION_VIEW_IMAGE_PATH"

    /// An image by name, as `UIImage(named:)`: a system symbol of that name if the symbol table
    /// knows it (drawn as its glyph), else the first picture file of that name found in
    /// ``searchPath``, or `nil`.
    ///
    /// A name with an extension (`shoe.png`) is looked for as it is; one without is looked for
    /// with `.png`, `.jpg` and `.jpeg`. A name found nowhere answers `nil` without a report, as
    /// UIKit's does; a file found but not decodable is reported as `Image(contentsOfFile:)`
    /// reports it.
    public init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// An image by name from `bundle`'s resources first (a module's `Bundle.module`, as
    /// `UIImage(named:in:compatibleWith:)`), then from ``searchPath``; see ``init(named:)``.
    public init?(named name: String, in bundle: Bundle?) {
        if let symbol = Image(knownSymbolName: name) {
            self = symbol
            return
        }
        guard !name.isEmpty, let path = Self.path(named: name, in: bundle) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// Where ``init(named:)`` looks for picture files, in order: the folders in
    /// `TERMINAL_COLLECTION_VIEW_IMAGE_PATH` (``searchPathVariable``), the main bundle's
    /// resources, and the current directory.
    public static var searchPath: [String] {
        var folders: [String] = []
        if let value = ProcessInfo.processInfo.environment[searchPathVariable] {
            folders += value.split(separator: ":").map(String.init)
        }
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        folders.append(FileManager.default.currentDirectoryPath)
        return folders
    }

    private static func path(named name: String, in bundle: Bundle?) -> String? {
        let candidates = (name as NSString).pathExtension.isEmpty ? ["png", "jpg", "jpeg"].map { "\(name).\($0)" } : [name]
        var folders: [String] = []
        if let bundle, let resources = bundle.resourcePath { folders.append(resources) }
        folders += searchPath
        for folder in folders {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return path }
            }
        }
        return nil
    }
}
