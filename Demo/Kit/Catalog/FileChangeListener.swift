import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells when something happens to a file, at once, so that a watcher need not wait for its
/// next poll: on Linux, `inotify` on the file's folder (an editor that saves by renaming a new
/// file over the old one replaces the file, so the folder is what is watched; for a symbolic
/// link, the folder of the file it names too). A thread of its own waits for the events and
/// calls `onChange` for each batch that names the file; it ends within half a second of
/// ``stop()``.
///
/// Where there is no `inotify` (another platform, or the folder cannot be watched: too many
/// watches, a file system without it) ``start(path:onChange:)`` answers `nil` and the caller
/// keeps polling alone.
final class FileChangeListener: Sendable {
    private let descriptor: Int32
    private let stopped = Atomic<Bool>(false)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Starts listening for changes to the file at `path`; `nil` when that cannot be done here.
    static func start(path: String, onChange: @escaping @Sendable () -> Void) -> FileChangeListener? {
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        let resolved = (path as NSString).resolvingSymlinksInPath
        let paths = Set([path, resolved])
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        var watched = 0
        for folder in Set(paths.map { folder(of: $0) }) where inotify_add_watch(descriptor, folder, events) >= 0 {
            watched += 1
        }
        guard watched > 0 else {
            close(descriptor)
            return nil
        }
        let listener = FileChangeListener(descriptor: descriptor)
        let names = Set(paths.map { ($0 as NSString).lastPathComponent })
        let thread = Thread { listener.listen(for: names, onChange: onChange) }
        thread.name = "catalogue file changes"
        thread.start()
        return listener
        #else
        return nil
        #endif
    }

    /// Stops listening (the thread ends within half a second and closes the descriptor).
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    deinit {
        stop()
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    #if os(Linux)
    /// Waits for events (half a second at a time, to see ``stop()``) and calls `onChange` once
    /// for each read that names one of `names` (or overflowed: something may have been missed).
    private func listen(for names: Set<String>, onChange: @Sendable () -> Void) {
        defer { close(descriptor) }
        let capacity = 16 * (MemoryLayout<inotify_event>.size + Int(NAME_MAX) + 1)
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while !stopped.load(ordering: .relaxed) {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 500) > 0 else { continue }
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { continue }
            var offset = 0
            var concerned = false
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    concerned = true
                } else if event.len > 0 {
                    let name = String(cString: buffer.advanced(by: nameStart).assumingMemoryBound(to: CChar.self))
                    concerned = concerned || names.contains(name)
                }
                offset = nameStart + Int(event.len)
            }
            if concerned { onChange() }
        }
    }
    #endif
}
