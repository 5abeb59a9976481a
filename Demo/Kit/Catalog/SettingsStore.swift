import Foundation

/// The demo's settings (today the theme), kept across runs beside the favourites:
/// `$XDG_DATA_HOME/terminal-collection-view/settings.json` (`~/.local/share` when
/// `XDG_DATA_HOME` is unset). One file for every catalogue, since a theme belongs to the user
/// and the terminal, not to a catalogue; saved atomically as the favourites are
/// (``FavouritesStore``), so a crash leaves the old settings or the new ones.
///
/// A file that cannot be read as settings is left alone and reported; the defaults are used
/// and the next save replaces it.
public struct SettingsStore: Sendable {
    /// The file the settings are kept in.
    public let fileURL: URL

    /// A store keeping its file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The store in the user's data directory; `nil` when the environment names none (neither
    /// `XDG_DATA_HOME` nor `HOME` is an absolute path).
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let directory = FavouritesStore.dataDirectory(environment: environment) else { return nil }
        self.init(fileURL: directory.appendingPathComponent("terminal-collection-view/settings.json"))
    }

    /// What a load found.
    public struct Loaded: Sendable, Equatable {
        /// The saved theme, or `nil` when none is saved.
        public var theme: ThemeChoice?
        /// A problem to show the user, or `nil`.
        public var problem: String?
    }

    /// The saved settings. No file yet is no setting and no problem.
    public func load() -> Loaded {
        guard let data = try? Data(contentsOf: fileURL) else {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return Loaded(theme: nil, problem: nil) }
            return Loaded(theme: nil, problem: "Settings could not be read: \(fileURL.path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["version"] as? Int == 1 else {
            return Loaded(theme: nil, problem: "Settings file \(fileURL.path) is damaged; the defaults are used")
        }
        guard let name = object["theme"] as? String else { return Loaded(theme: nil, problem: nil) }
        guard let theme = ThemeChoice(rawValue: name) else {
            return Loaded(theme: nil, problem: "Unknown theme \"\(name)\" in \(fileURL.path); the automatic theme is used")
        }
        return Loaded(theme: theme, problem: nil)
    }

    /// Saves `theme` atomically. Returns `nil` when saved, else what went wrong.
    public func save(theme: ThemeChoice) -> String? {
        let directory = fileURL.deletingLastPathComponent()
        if let failure = FavouritesStore.makeDirectories(directory.path) {
            return "Settings could not be saved (\(failure)): \(directory.path)"
        }
        let body: [String: Any] = ["version": 1, "theme": theme.rawValue]
        guard let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else {
            return "Settings could not be encoded"
        }
        if let failure = AtomicFile.save(data, to: fileURL) {
            return "Settings could not be saved (\(failure.reason)): \(failure.path)"
        }
        return nil
    }
}
