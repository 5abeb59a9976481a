import CollectionCanvas
import Foundation
import Synchronization

/// The bounded cache of decoded pictures and of the blocks drawn for them: least recently used
/// entries go first once the entries' bytes pass ``byteLimit`` (64 MiB by default for
/// ``shared``).
///
/// Two kinds of entries share the bound:
/// - a file read by `Image(contentsOfFile:)` or `Image(named:)`, by path, with the file's size
///   and modification date, so that a changed file is read again and an unchanged one is not
///   (a file that failed is remembered too, so that it is reported once);
/// - the half-block colours of a picture at a size in cells over a background (``BlockPicture``),
///   so that a frame that shows the same pictures scales nothing;
/// - the bytes a front end sends for a picture at a size with sixel or iTerm2
///   (`encodedPicture(for:whenReady:make:)`), so that a picture shown again is not encoded again.
///
/// Renderings are made on the drawing path or by a ``PictureWorker``, as ``PictureRendering``
/// says.
///
/// An entry larger than the whole bound is not kept. Thread-safe.
public final class PictureCache: Sendable {
    /// What a cached decoded file is stamped with: it is read again when this changes.
    struct FileStamp: Hashable, Sendable {
        var byteCount: Int
        var modified: Date?
    }

    enum Key: Hashable, Sendable {
        case file(String)
        case blocks(BlockPicture.Key)
        case encoded(EncodedPictureKey)
    }

    enum Value: Sendable {
        case file(FileStamp?, Result<Bitmap, PictureDecodingError>)
        case blocks(BlockPicture)
        case encoded([UInt8])

        var byteCount: Int {
            switch self {
            case .encoded(let bytes): bytes.count + 128
            case .file(_, .success(let bitmap)): bitmap.pixels.count + 128
            case .file(_, .failure): 128
            case .blocks(let picture): picture.byteCount
            }
        }
    }

    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
        var limit: Int
    }

    private let state: Mutex<State>

    /// A cache holding at most `byteLimit` bytes of pixels and colours.
    public init(byteLimit: Int) {
        state = Mutex(State(limit: max(0, byteLimit)))
    }

    /// The cache the images and image views use: 64 MiB.
    public static let shared = PictureCache(byteLimit: 64 << 20)

    /// The bound in bytes; lowering it evicts at once.
    public var byteLimit: Int {
        get { state.withLock { $0.limit } }
        set {
            state.withLock { state in
                state.limit = max(0, newValue)
                Self.evict(&state)
            }
        }
    }

    /// The bytes the entries hold now (pixels, colours and a small overhead each).
    public var byteCount: Int { state.withLock { $0.byteCount } }

    /// The number of entries.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Forgets every entry.
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.byteCount = 0
        }
    }

    /// The paths of the picture files in the cache whose size or modification date changed on
    /// disk since they were read (or that are gone, or have appeared): asking for them again
    /// reads them again. One `stat` per cached file; for an app that shows pictures live as
    /// they are edited, polled on a timer.
    public func changedFiles() -> [String] {
        let files = state.withLock { state in
            state.entries.compactMap { key, entry -> (String, FileStamp?)? in
                guard case .file(let path) = key, case .file(let stamp, _) = entry.value else { return nil }
                return (path, stamp)
            }
        }
        return files.filter { FilePictures.stamp(of: $0.0) != $0.1 }.map(\.0).sorted()
    }

    /// The bytes a front end encoded for a picture (a sixel or iTerm2 sequence) under `key`:
    /// from the cache, else made by `make` now or on the worker, as ``PictureRendering/current``
    /// says (see ``PictureWorker``); `nil` while the worker makes them, and `whenReady` is
    /// called on the main thread once they are here.
    package func encodedPicture(
        for key: EncodedPictureKey, whenReady: (@MainActor @Sendable () -> Void)?, make: @escaping @Sendable () -> [UInt8]
    ) -> [UInt8]? {
        let value = PictureWorker.shared.value(for: .encoded(key), in: self, whenReady: whenReady) { .encoded(make()) }
        if case .encoded(let bytes)? = value { return bytes }
        return nil
    }

    func value(for key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Keeps `value` for `key`, evicting the least recently used entries beyond the bound;
    /// answers `false` when the value alone is larger than the bound (it is not kept).
    @discardableResult
    func store(_ value: Value, for key: Key) -> Bool {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.byteCount -= old.value.byteCount }
            guard value.byteCount <= state.limit else { return false }
            state.clock += 1
            state.entries[key] = Entry(value: value, lastUse: state.clock)
            state.byteCount += value.byteCount
            Self.evict(&state)
            return true
        }
    }

    private static func evict(_ state: inout State) {
        guard state.byteCount > state.limit else { return }
        // Oldest first, until the entries fit: one sort per eviction, not one scan per entry.
        let oldest = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldest where state.byteCount > state.limit {
            state.entries[key] = nil
            state.byteCount -= entry.value.byteCount
        }
    }
}
