import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Options for a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`:
/// a class, as in UIKit, so UIKit code compiles as it is written:
///
/// ```swift
/// let config = CollectionViewCompositionalLayoutConfiguration()
/// config.interSectionSpacing = 2
/// let layout = CollectionViewCompositionalLayout(sectionProvider: provider, configuration: config)
/// ```
///
/// A layout keeps the configuration it is given (UIKit copies it): changing a property later,
/// also through `layout.configuration.interSectionSpacing = 2`, changes every layout that uses
/// the configuration and invalidates it. In UIKit that line changes a copy and does nothing.
@MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The axis sections are stacked along (and groups repeat along).
    public var scrollDirection: CollectionLayoutScrollDirection = .vertical {
        didSet { invalidateLayouts() }
    }
    /// The space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0 {
        didSet { invalidateLayouts() }
    }
    /// Headers and footers of the whole layout: `.top` ones before the first section, `.bottom`
    /// ones after the last (`.leading`/`.trailing` in a horizontal layout). Their index path is
    /// `IndexPath(index: n)`, n counting the items of the same kind.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { invalidateLayouts() }
    }
    /// Insets of the layout container, seen by sections as
    /// ``CollectionLayoutContainer/contentInsets``: content starts inside them.
    public var contentInsets: DirectionalEdgeInsets = .zero {
        didSet { invalidateLayouts() }
    }

    /// The layouts that use this configuration, invalidated when it changes.
    private var layouts: [WeakLayout] = []

    /// A vertical configuration with no spacing, no boundary items and no insets.
    public init() {}

    /// Starts invalidating `layout` when a property changes.
    func attach(_ layout: CollectionViewLayout) {
        layouts.removeAll { $0.layout == nil || $0.layout === layout }
        layouts.append(WeakLayout(layout: layout))
    }

    /// Stops invalidating `layout`.
    func detach(_ layout: CollectionViewLayout) {
        layouts.removeAll { $0.layout == nil || $0.layout === layout }
    }

    private func invalidateLayouts() {
        for entry in layouts { entry.layout?.invalidateLayout() }
    }

    private struct WeakLayout {
        weak var layout: CollectionViewLayout?
    }
}
