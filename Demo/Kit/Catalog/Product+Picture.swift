import CollectionCore
import Foundation

extension Product {
    /// The product's picture, read from ``image`` (decoded once and kept in the picture cache;
    /// a changed file is read again), labelled with the product's name for placeholders; `nil`
    /// without a picture or when the file is missing or bad (reported once, naming the file:
    /// the product then shows its emoji).
    public var picture: Image? {
        guard let image, var picture = Image(contentsOfFile: image) else { return nil }
        picture.accessibilityLabel = displayName
        return picture
    }
}

extension Catalog {
    /// The folder the embedded catalogue's pictures are named relative to: DemoKit's resources.
    static var embeddedPictureFolder: String { Bundle.module.resourcePath ?? "" }

    /// The catalogue with each product's relative ``Product/image`` made relative to `folder`
    /// (the catalogue file's folder); absolute paths stay as they are.
    public func resolvingPictures(relativeTo folder: String) -> Catalog {
        guard !folder.isEmpty, products.contains(where: { $0.image != nil }) else { return self }
        var resolved = self
        for index in resolved.products.indices {
            guard let image = resolved.products[index].image, !image.hasPrefix("/") else { continue }
            resolved.products[index].image = (folder as NSString).appendingPathComponent(image)
        }
        return resolved
    }
}
