import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The favourite products of one catalogue, kept across runs in a small JSON file in the user's
/// data directory, following the XDG base directory rules:
/// `$XDG_DATA_HOME/terminal-collection-view/favourites/<catalogue>.json`, where
/// `$XDG_DATA_HOME` defaults to `~/.local/share` (a relative value is ignored, as the rules say).
///
/// Each catalogue has its own file: `embedded.json` for the embedded catalogue, and for a file
/// of your own its name followed by a hash of its absolute path (`shop-3f2a….json`), so two
/// catalogues called `shop.json` in different folders keep separate favourites.
///
/// Nothing is ever lost. A save writes a temporary file beside the real one, flushes it to disk
/// and renames it over the old file, so a crash or a full disk leaves either the old favourites
/// or the new ones, never half a file. A file that cannot be read as favourites is moved aside
/// to `<file>.corrupt` (the next save would otherwise overwrite it) and reported. Every failure
/// is returned as a message for the screen to show; the favourites in memory are kept whatever
/// happens to the file.
public struct FavouritesStore: Sendable {
    /// The file the favourites are kept in.
    public let fileURL: URL

    /// A store keeping its file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The store for a catalogue: `catalogPath` is the file given with `--catalog`, or `nil` for
    /// the embedded catalogue. `nil` when the environment names no data directory (neither
    /// `XDG_DATA_HOME` nor `HOME` is an absolute path).
    public init?(catalogPath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let directory = Self.dataDirectory(environment: environment) else { return nil }
        let name: String
        if let catalogPath {
            let absolute = URL(fileURLWithPath: catalogPath).standardizedFileURL.path
            let base = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
            let safe = String(base.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }.prefix(40))
            name = (safe.isEmpty ? "catalogue" : safe) + "-" + Self.stableHash(absolute)
        } else {
            name = "embedded"
        }
        self.init(fileURL: directory.appendingPathComponent("terminal-collection-view/favourites/\(name).json"))
    }

    /// `$XDG_DATA_HOME` when it is an absolute path, else `$HOME/.local/share`.
    static func dataDirectory(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return nil
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, in hexadecimal: the same in every run (Swift's own
    /// hash values are seeded per process).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// What a load found.
    public struct Loaded: Sendable, Equatable {
        /// The ids of the favourite products (empty when there is no file yet).
        public var favourites: Set<Int>
        /// A problem to show the user, or `nil`.
        public var problem: String?

        /// What a load found: `favourites`, and `problem` when something went wrong.
        public init(favourites: Set<Int>, problem: String?) {
            self.favourites = favourites
            self.problem = problem
        }
    }

    /// The saved favourites. No file yet is no favourites and no problem.
    public func load() -> Loaded {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return Loaded(favourites: [], problem: nil) }
            return Loaded(favourites: [], problem: "Favourites could not be read (\(Self.reason(error))): \(fileURL.path)")
        }
        if let ids = Self.decode(data) { return Loaded(favourites: ids, problem: nil) }
        let aside = fileURL.path + ".corrupt"
        let moved = rename(fileURL.path, aside) == 0
        return Loaded(
            favourites: [],
            problem: "Favourites file \(fileURL.path) is damaged; "
                + (moved ? "it was kept as \(aside) and favourites start empty" : "favourites start empty"))
    }

    /// Saves `favourites` atomically. Returns `nil` when saved, else what went wrong.
    public func save(_ favourites: Set<Int>) -> String? {
        let directory = fileURL.deletingLastPathComponent()
        if let failure = Self.makeDirectories(directory.path) {
            return "Favourites could not be saved (\(failure)): \(directory.path)"
        }
        let body: [String: Any] = ["version": 1, "favourites": favourites.sorted()]
        guard let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else {
            return "Favourites could not be encoded"
        }
        if let failure = AtomicFile.save(data, to: fileURL) {
            return "Favourites could not be saved (\(failure.reason)): \(failure.path)"
        }
        return nil
    }

    /// The ids in a favourites file: `{"version": 1, "favourites": [ids]}`.
    static func decode(_ data: Data) -> Set<Int>? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 1, let list = object["favourites"] as? [Any]
        else { return nil }
        var ids = Set<Int>()
        for value in list {
            guard let number = value as? NSNumber, let id = Int(exactly: number.doubleValue) else { return nil }
            ids.insert(id)
        }
        return ids
    }

    /// Makes `path` and its missing parents (mode 0700, as the XDG rules ask); the system's
    /// reason when one cannot be made.
    static func makeDirectories(_ path: String) -> String? {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        return (status.st_mode & S_IFMT) == S_IFDIR ? nil : String(cString: strerror(ENOTDIR))
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
