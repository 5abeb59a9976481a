import CollectionCanvas
import CollectionDiagnostics
import Foundation

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

/// Reading picture files through the shared cache.
enum FilePictures {
    static func bitmap(atPath path: String) -> Bitmap? {
        let cache = PictureCache.shared
        let stamp = stamp(of: path)
        if case .file(let cachedStamp, let result)? = cache.value(for: .file(path)), cachedStamp == stamp {
            return try? result.get()
        }
        let result = read(path, stamp: stamp)
        cache.store(.file(stamp, result), for: .file(path))
        if case .failure(let error) = result { report(error, subject: "Image file \(path)") }
        return try? result.get()
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
