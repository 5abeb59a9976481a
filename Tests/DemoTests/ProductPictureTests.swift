import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// Product pictures: the catalogue's `image` field in JSON and CSV, the embedded catalogue's
/// pictures, a card with its thumbnail, and a picture edited while the demo runs.
@Suite @MainActor struct ProductPictureTests {
    /// A fresh folder with `pictures/shoe.png` (a copy of an embedded picture) in it.
    private func folderWithPicture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.embeddedPicture("books-1.png"), toPath: folder.appendingPathComponent("pictures/shoe.png").path)
        return folder
    }

    private static func embeddedPicture(_ name: String) -> String {
        (Catalog.embeddedPictureFolder as NSString).appendingPathComponent("Pictures/\(name)")
    }

    @Test func aJSONCatalogueNamesPicturesRelativeToItsFolder() throws {
        let folder = try folderWithPicture()
        let file = folder.appendingPathComponent("shop.json")
        try Data(#"""
        {"products": [
          {"name": "Shoe", "category": "Shoes", "price": 1, "image": "pictures/shoe.png"},
          {"name": "Sock", "category": "Shoes", "price": 1, "image": "/elsewhere/sock.png"},
          {"name": "Lace", "category": "Shoes", "price": 1}
        ]}
        """#.utf8).write(to: file)
        let products = try CatalogLoader.load(path: file.path).products
        #expect(products.map(\.image) == [folder.appendingPathComponent("pictures/shoe.png").path, "/elsewhere/sock.png", nil])
        #expect(products[0].picture?.bitmap?.width == 48)
        #expect(products[0].picture?.accessibilityLabel == "Shoe")
    }

    @Test func aCSVCatalogueHasAnImageColumn() throws {
        let folder = try folderWithPicture()
        let file = folder.appendingPathComponent("shop.csv")
        try Data("name,category,price,image\nShoe,Shoes,1,pictures/shoe.png\nLace,Shoes,1,\n".utf8).write(to: file)
        let products = try CatalogLoader.load(path: file.path).products
        #expect(products.map(\.image) == [folder.appendingPathComponent("pictures/shoe.png").path, nil])
        #expect(products[0].picture != nil)
    }

    @Test func aMissingPictureIsReportedOnceAndTheCardShowsTheEmoji() throws {
        let folder = try folderWithPicture()
        let file = folder.appendingPathComponent("shop.json")
        try Data(#"{"products": [{"name": "Shoe", "category": "Shoes", "price": 1, "emoji": "👟", "image": "gone.png"}]}"#.utf8)
            .write(to: file)
        let product = try #require(try CatalogLoader.load(path: file.path).products.first)
        let first = Diagnostics.collect { product.picture }
        #expect(first.result == nil)
        #expect(first.diagnostics.map(\.kind) == ["unreadable"])
        #expect(first.diagnostics.first?.message.contains(folder.appendingPathComponent("gone.png").path) == true)
        let card = ProductCardCell(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        let again = Diagnostics.collect { () -> [String] in
            card.product = product
            card.layoutIfNeeded()
            var canvas = Canvas(width: 40, height: 4)
            card.render(into: &canvas, at: .zero)
            return canvas.lines
        }
        #expect(again.diagnostics.isEmpty)
        #expect(again.result[1].hasPrefix("│ 👟 Shoe"))
        #expect(card.thumbnail.isHidden)
    }

    @Test func theEmbeddedCatalogueShipsAPictureForEveryProduct() {
        let products = Catalog.embedded.products
        #expect(products.count == 324)
        #expect(products.allSatisfy { $0.picture != nil })
        #expect(Set(products.compactMap(\.image)).count == 36)
    }

    @Test func theExampleCataloguesShowPictures() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demo")
        for name in ["catalog-example.json", "catalog-example.csv"] {
            let products = try CatalogLoader.load(path: demo.appendingPathComponent(name).path).products
            #expect(!products.isEmpty && products.allSatisfy { $0.picture != nil }, "\(name)")
        }
    }

    @Test func aCardShowsItsThumbnailInHalfBlocks() throws {
        var product = try #require(Catalog.embedded.products.first { $0.id == 2 })
        product.image = Self.embeddedPicture("coffee-1.png")
        let card = ProductCardCell(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        card.product = product
        card.layoutIfNeeded()
        var canvas = Canvas(width: 40, height: 4)
        PictureMode.withMode(.blocks) { card.render(into: &canvas, at: .zero) }
        let mismatch = ScreenFixture.mismatch(
            canvas.fixtureText, fixtureAt: ScreenFixture.path("product-card-thumbnail", folder: "Demo", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(canvas.pictures.map(\.frame) == [CGRect(x: 2, y: 1, width: 4, height: 2)])
    }

    /// A card drawn again (the focus moved onto or off it) keeps its thumbnail: the frame
    /// places every card's picture, with its half blocks, and the cards whose focus changed too.
    @Test func aCardDrawnAgainKeepsItsThumbnail() throws {
        let (_, pilot) = PictureMode.withMode(.blocks) { demoPilot(.products, width: 120, height: 40) }
        func thumbnails() -> [CGRect] {
            PictureMode.withMode(.blocks) { pilot.screen.render() }.pictures.map(\.frame).filter { $0.width == 4 }
        }
        let before = thumbnails()
        #expect(before.count >= 8, "\(before)")
        _ = PictureMode.withMode(.blocks) { pilot.press(.right) }
        #expect(thumbnails() == before)
        let row = pilot.lines[5]
        #expect(row.filter { $0 == "▀" }.count >= 8, "\(row)")
    }

    @Test func aPictureEditedWhileTheDemoRunsShowsAtTheNextPoll() async throws {
        let folder = try folderWithPicture()
        let picture = folder.appendingPathComponent("pictures/shoe.png")
        var product = try #require(Catalog.embedded.products.first)
        product.image = picture.path
        let (app, pilot) = demoPilot(.products, width: 120, height: 40, catalog: Catalog(products: [product]))
        let before = try #require(pilot.screen.render().pictures.first?.bitmap)
        #expect(app.pollPictures() == nil)
        // Another picture (another file size) in its place.
        try FileManager.default.removeItem(at: picture)
        try FileManager.default.copyItem(atPath: Self.embeddedPicture("fruit-1.png"), toPath: picture.path)
        let showing = try #require(app.pollPictures())
        #expect(app.pollPictures() == nil, "one reading at a time")
        // Read off the main thread (the main actor is held here until the await): the old one shows meanwhile.
        #expect(pilot.screen.render().pictures.allSatisfy { $0.bitmap === before })
        await showing.value
        let after = pilot.screen.render().pictures.map(\.bitmap)
        // The card and the inspector both show the new picture: the red of the fruit.
        #expect(after.count == 2 && after.allSatisfy { $0 !== before && $0.pixel(x: 24, y: 30).red > 150 })
        #expect(before.pixel(x: 24, y: 30).red < 150)
    }
}
