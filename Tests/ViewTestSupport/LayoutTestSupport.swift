import CollectionLayouts
import Foundation

/// A rectangle from its origin and size, for the expected frames of layout tests.
@MainActor package func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

extension CollectionLayoutSize {
    /// A layout size from its width and height dimensions.
    package static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
}
