import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches a catalogue file and reads it again when it changes on disk, for `demo --catalog`.
///
/// The application loop calls ``poll()`` on a timer (every ``pollInterval``), and, once
/// ``listenForChanges()`` is called, as soon as the system says the file's folder changed
/// (`inotify` on Linux: a save shows without waiting for the next poll). A poll is one `stat` of the
/// file, compared with what was last read (inode, size, modification time), so editing in place
/// and editors that write a temporary file and rename it over the old one are both seen; a file
/// that is briefly missing (moved aside before the new one is written) is reported and read
/// again when it is back. A changed file is read and checked by the catalogue's loader (JSON or
/// CSV by its extension) right away when small, or off the main thread when larger than
/// ``backgroundThreshold``; ``onReload`` gets the result on the main actor. A file that changed
/// again while it was read is not reported: the next poll reads it again.
@MainActor
public final class CatalogWatcher {
    /// What `stat` says of the file, enough to see that it changed: its inode, size and
    /// modification time. A symbolic link is followed (the file it names is watched).
    public struct Signature: Equatable, Sendable {
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64

        /// The file's signature now, or `nil` when it cannot be looked at (missing).
        public init?(path: String) {
            #if canImport(Glibc)
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            #else
            let resolved = (path as NSString).resolvingSymlinksInPath
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return nil }
            inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
            size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            modifiedSeconds = Int64(modified.rounded(.down))
            modifiedNanoseconds = Int64((modified - modified.rounded(.down)) * 1e9)
            #endif
        }
    }

    /// How often the executable polls: a change shows within this time (plus the reading).
    public static let pollInterval: Duration = .milliseconds(250)

    /// The file watched.
    public let path: String
    /// Files larger than this many bytes are read off the main thread.
    public var backgroundThreshold = 256 * 1024
    /// Called on the main actor with each reading of the changed file: the new catalogue, or
    /// why it was refused.
    public var onReload: ((Result<Catalog, CatalogLoader.LoadError>) -> Void)?
    /// The signature of the file as last read (`nil`: missing when last looked at).
    private var signature: Signature?
    /// The reading under way off the main thread, if any (tests await it).
    public private(set) var pendingReload: Task<Void, Never>?
    /// Tells of changes to the file as they happen, once ``listenForChanges()`` was called.
    private var listener: FileChangeListener?
    /// A change told while a reading was under way: polled again when it ends.
    private var changedWhileReading = false

    /// Watches `path`, whose contents as read at start-up had `signature` (take it before
    /// reading, so that a change made while reading is seen).
    public init(path: String, signature: Signature?) {
        self.path = path
        self.signature = signature
    }

    /// Polls whenever the system tells of a change in the file's folder, as well as on the
    /// timer. Returns whether it could (`false`: polling alone, as on systems without `inotify`).
    @discardableResult
    public func listenForChanges() -> Bool {
        guard listener == nil else { return true }
        listener = FileChangeListener.start(path: path) { [weak self] in
            Task { @MainActor in self?.changeWasTold() }
        }
        return listener != nil
    }

    /// Stops telling of changes (polling on the timer goes on).
    public func stopListening() {
        listener?.stop()
        listener = nil
    }

    private func changeWasTold() {
        if pendingReload != nil {
            changedWhileReading = true
        } else {
            poll()
        }
    }

    isolated deinit {
        listener?.stop()
    }

    /// Looks at the file once and, when it changed since it was last read, reads it again.
    /// Returns whether a reading started (done when small, under way when large).
    @discardableResult
    public func poll() -> Bool {
        guard pendingReload == nil else { return false }
        let now = Signature(path: path)
        guard now != signature else { return false }
        let path = path
        guard let now, now.size > Int64(backgroundThreshold) else {
            finish(Self.read(path), readingStartedAt: now)
            return true
        }
        pendingReload = Task {
            let result = await Task.detached(priority: .userInitiated) { Self.read(path) }.value
            pendingReload = nil
            finish(result, readingStartedAt: now)
            if changedWhileReading {
                changedWhileReading = false
                poll()
            }
        }
        return true
    }

    private nonisolated static func read(_ path: String) -> Result<Catalog, CatalogLoader.LoadError> {
        Result { () throws(CatalogLoader.LoadError) in try CatalogLoader.load(path: path) }
    }

    private func finish(_ result: Result<Catalog, CatalogLoader.LoadError>, readingStartedAt before: Signature?) {
        // Written to while it was read: the next poll reads the finished file.
        guard Signature(path: path) == before else { return }
        signature = before
        onReload?(result)
    }
}
