import CollectionCanvas
import CollectionDiagnostics
import Foundation
import Synchronization

extension Image {
    /// The picture in the PNG or JPEG file at `path`, as `UIImage(contentsOfFile:)`, or `nil`.
    ///
    /// The format is read from the file's first bytes, not its extension. A missing, unreadable,
    /// too large (``PictureLimits``), empty, truncated or corrupt file answers `nil` and is
    /// reported once, naming the file (`image.unreadable`, `image.tooLarge`, …), until it
    /// changes. Decoded files are kept in ``PictureCache/shared`` by path, size and modification
    /// date, so that asking again for an unchanged file reads nothing, and a changed one is read
    /// again. The image is labelled with the file's name without its extension.
    public init?(contentsOfFile path: String) {
        guard let bitmap = FilePictures.bitmap(atPath: path) else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(bitmap: bitmap, scale: 1, accessibilityLabel: name)
    }

    /// The picture in PNG or JPEG `data`, as `UIImage(data:scale:)`, or `nil` (reported as
    /// `image.<kind>` naming the data's length) when the data is not a picture the decoders
    /// accept.
    public init?(data: Data, scale: CGFloat = 1) {
        switch PictureDecoder.decode(data) {
        case .success(let bitmap):
            self.init(bitmap: bitmap, scale: scale)
        case .failure(let error):
            FilePictures.report(error, subject: "Image data of \(data.count) bytes")
            return nil
        }
    }
}

extension Image {
    /// Decodes the picture files at `paths` on a background task, into ``PictureCache/shared``,
    /// so that the `Image(contentsOfFile:)` calls that follow (a screen configuring its cells)
    /// find them decoded. Bad files are reported as `Image(contentsOfFile:)` reports them, once.
    @discardableResult
    public static func preload(contentsOfFiles paths: [String]) -> Task<Void, Never> {
        let unique = Array(Set(paths))
        return Task.detached(priority: .utility) {
            for path in unique { _ = FilePictures.bitmap(atPath: path) }
        }
    }
}

/// Reading picture files through the shared cache.
enum FilePictures {
    /// Held while a file is read and stored, so that a file asked for on two threads at once
    /// (a preload and a screen) is read and reported once.
    private static let reading = Mutex(())

    static func bitmap(atPath path: String) -> Bitmap? {
        let stamp = stamp(of: path)
        if let cached = cached(path, stamp) { return try? cached.get() }
        return reading.withLock { _ in
            if let cached = cached(path, stamp) { return try? cached.get() }
            let result = read(path, stamp: stamp)
            PictureCache.shared.store(.file(stamp, result), for: .file(path))
            if case .failure(let error) = result { report(error, subject: "Image file \(path)") }
            return try? result.get()
        }
    }

    private static func cached(_ path: String, _ stamp: PictureCache.FileStamp?) -> Result<Bitmap, PictureDecodingError>? {
        guard case .file(let cachedStamp, let result)? = PictureCache.shared.value(for: .file(path)), cachedStamp == stamp
        else { return nil }
        return result
    }

    static func stamp(of path: String) -> PictureCache.FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType != .typeDirectory
        else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        return PictureCache.FileStamp(byteCount: size, modified: attributes[.modificationDate] as? Date)
    }

    private static func read(_ path: String, stamp: PictureCache.FileStamp?) -> Result<Bitmap, PictureDecodingError> {
        guard let stamp else { return .failure(.unreadable("no such file")) }
        // Checked before a byte is read: a 200 MB file costs one stat.
        guard stamp.byteCount <= PictureLimits.maximumByteCount else { return .failure(.tooManyBytes(stamp.byteCount)) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable("permission denied")) }
        defer { try? handle.close() }
        // At most one byte over the limit, even if the file grew since it was measured.
        let data = (try? handle.read(upToCount: PictureLimits.maximumByteCount + 1)) ?? Data()
        return PictureDecoder.decode(data)
    }

    static func report(_ error: PictureDecodingError, subject: String) {
        Diagnostics.report(Diagnostic(domain: "image", kind: error.kind, message: "\(subject) \(error)."))
    }
}
