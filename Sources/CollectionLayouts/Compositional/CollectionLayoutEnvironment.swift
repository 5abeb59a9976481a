import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// The space a layout element is laid out in, as `NSCollectionLayoutContainer`.
public struct CollectionLayoutContainer: Hashable, Sendable {
    /// The container's full size.
    public var contentSize: CGSize
    /// Insets inside the container (a terminal has no safe area or margins: zero unless the
    /// layout's configuration sets ``CollectionViewCompositionalLayoutConfiguration/contentInsets``).
    public var contentInsets: DirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets`.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size left inside the insets, never negative.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// The insets (UIKit's `effectiveContentInsets`).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// What a section provider knows when it builds a section, as `NSCollectionLayoutEnvironment`:
/// the container, so a section can adapt to the terminal's width.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The layout's container: the collection view's bounds size (sanitised: never negative or
    /// infinite).
    public var container: CollectionLayoutContainer

    /// An environment for `container`.
    public init(container: CollectionLayoutContainer) {
        self.container = container
    }
}
