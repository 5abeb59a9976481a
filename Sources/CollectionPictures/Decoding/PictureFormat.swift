/// The file formats decoded, told apart by their first bytes (never by a file's extension, so
/// a JPEG named `.png` decodes as the JPEG it is).
public enum PictureFormat: String, Hashable, Sendable, CaseIterable {
    /// PNG: `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// JPEG (JFIF, Exif): `FF D8 FF`.
    case jpeg

    /// The format whose signature `bytes` start with, or `nil`.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(8))
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }
}
