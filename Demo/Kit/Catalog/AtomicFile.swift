import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a small file so that a crash or a full disk leaves either the old contents or the
/// new, never half a file: a temporary file beside the real one, flushed to disk, renamed
/// over it. The favourites and the settings are saved this way.
enum AtomicFile {
    /// Why a write failed: the system's reason and the path it failed on.
    struct Failure: Error, Equatable {
        var reason: String
        var path: String
    }

    /// Writes `data` to `fileURL` atomically (its folder must exist). Returns `nil` when written.
    static func save(_ data: Data, to fileURL: URL) -> Failure? {
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return Failure(reason: String(cString: strerror(errno)), path: temporary) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary, fileURL.path) != 0 { failure = String(cString: strerror(errno)) }
        guard let failure else { return nil }
        unlink(temporary)
        return Failure(reason: failure, path: fileURL.path)
    }
}
