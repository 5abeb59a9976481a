import CollectionCanvas
import CollectionDiagnostics
import CollectionPictures
import Foundation
import Testing

@Suite struct ImageLoadingTests {
    /// A fresh folder for files the test writes.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFileGivesAnImageOfItsPixelsLabelledWithItsName() throws {
        let image = try #require(Image(contentsOfFile: TestPictures.path("gradient.png")))
        #expect(image.bitmap?.width == 16)
        #expect(image.size == CGSize(width: 16, height: 8))
        #expect(image.scale == 1)
        #expect(image.accessibilityLabel == "gradient")
        // Asking again for the unchanged file answers the same pixels.
        #expect(Image(contentsOfFile: TestPictures.path("gradient.png"))?.bitmap === image.bitmap)
    }

    @Test func dataWithAScaleHasItsSizeInPoints() throws {
        let image = try #require(Image(data: TestPictures.data("gradient.png"), scale: 2))
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(image.scale == 2)
    }

    @Test func namedFindsSymbolsFirstThenPictureFiles() throws {
        #expect(Image(named: "star")?.systemName == "star")
        let picture = try #require(Image(named: "Pictures/quad", in: .module))
        #expect(picture.bitmap?.width == 4)
        #expect(Image(named: "Pictures/quad.png", in: .module)?.bitmap === picture.bitmap)
        let silent = Diagnostics.collect { Image(named: "no-such-picture-anywhere") }
        #expect(silent.result == nil)
        #expect(silent.diagnostics.isEmpty)
    }

    @Test func aMissingFileIsNilWithOneDiagnosticNamingIt() throws {
        let path = try folder().appendingPathComponent("missing.png").path
        let first = Diagnostics.collect { Image(contentsOfFile: path) }
        #expect(first.result == nil)
        #expect(first.diagnostics.map(\.kind) == ["unreadable"])
        #expect(first.diagnostics.first?.message.contains(path) == true)
        #expect(Diagnostics.collect { Image(contentsOfFile: path) }.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("truncated.png", "corrupt"), ("truncated.jpg", "corrupt"), ("huge-header.png", "tooLarge"),
        ("zero-width.png", "corrupt"),
    ])
    func aBadFileIsNilWithOneDiagnosticNamingIt(name: String, kind: String) throws {
        // A copy of its own, so that no other test has reported it already.
        let path = try folder().appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: TestPictures.path(name), toPath: path)
        let first = Diagnostics.collect { Image(contentsOfFile: path) }
        #expect(first.result == nil)
        #expect(first.diagnostics.map(\.kind) == [kind])
        #expect(first.diagnostics.first?.message.contains(path) == true)
        #expect(Diagnostics.collect { Image(contentsOfFile: path) }.diagnostics.isEmpty)
    }

    /// Bad files made here from good ones: text under a picture's extension, a PNG whose pixel
    /// data is damaged (not cut short), and a JPEG whose header claims 60,000 × 60,000 pixels.
    @Test(arguments: [("text.png", "unknownFormat"), ("damaged.png", "corrupt"), ("huge-header.jpg", "tooLarge")])
    func aDamagedFileIsNilWithOneDiagnosticNamingIt(name: String, kind: String) throws {
        var bytes: [UInt8]
        switch name {
        case "text.png":
            bytes = Array("This is a shopping list, not a picture.\n".utf8)
        case "damaged.png":
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPictures.path("gradient.png"))))
            // The first bytes of the compressed pixels, whose checksum then fails.
            let idat = try #require((0..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == Array("IDAT".utf8) })
            for index in idat + 4..<idat + 12 { bytes[index] ^= 0x5A }
        default:
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPictures.path("gradient.jpg"))))
            // The start of frame (FF C0): length, precision, then height and width, big-endian.
            let frame = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
            bytes.replaceSubrange(frame + 5..<frame + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        }
        let path = try folder().appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let first = Diagnostics.collect { Image(contentsOfFile: path) }
        #expect(first.result == nil)
        #expect(first.diagnostics.map(\.kind) == [kind])
        #expect(first.diagnostics.first?.message.contains(path) == true)
        #expect(Diagnostics.collect { Image(contentsOfFile: path) }.diagnostics.isEmpty)
    }

    @Test func aTwoHundredMegabyteFileIsRefusedWithoutBeingRead() throws {
        let url = try folder().appendingPathComponent("huge.png")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 200_000_000)  // sparse: nothing is written
        try handle.close()
        let result = Diagnostics.collect { Image(contentsOfFile: url.path) }
        #expect(result.result == nil)
        #expect(result.diagnostics.map(\.kind) == ["tooLarge"])
        #expect(result.diagnostics.first?.message.contains("200000000 bytes") == true)
    }

    @Test func garbageDataIsNilWithOneDiagnostic() {
        let result = Diagnostics.collect { Image(data: Data("not a picture".utf8)) }
        #expect(result.result == nil)
        #expect(result.diagnostics.map(\.kind) == ["unknownFormat"])
    }

    @Test func aChangedFileIsReadAgain() throws {
        let url = try folder().appendingPathComponent("changing.png")
        try TestPictures.data("quad.png").write(to: url)
        let before = try #require(Image(contentsOfFile: url.path)?.bitmap)
        try TestPictures.data("gradient.png").write(to: url)
        // A different size is enough to tell, whatever the clock's resolution.
        let after = try #require(Image(contentsOfFile: url.path)?.bitmap)
        #expect(before.width == 4)
        #expect(after.width == 16)
    }
}

@Suite struct ImagePreloadTests {
    @Test func preloadedFilesAreDecodedBeforeTheyAreAskedFor() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("quad.png")
        let original = try TestPictures.data("quad.png")
        try original.write(to: url)
        // A whole second, which setting the date again keeps exactly.
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        await Image.preload(contentsOfFiles: [url.path, url.path]).value
        // Garbage of the same length and date in its place: only what the preload decoded can
        // answer now.
        try Data(repeating: 0x2A, count: original.count).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        let bitmap = try #require(Image(contentsOfFile: url.path)?.bitmap)
        #expect(bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    }
}
