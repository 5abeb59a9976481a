import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Copies a section written in points into the same section in (fractional) cells, for a
/// layout with a ``PointScale``. The copy keeps the shape of the original: an item used twice
/// is copied once, so the layout's per-item bookkeeping (badges, z order) is unchanged.
///
/// Converted: absolute and estimated dimensions, cross-axis fractions (a height that is a
/// fraction of the width keeps its aspect in points), content insets, edge and inter-item
/// spacing, inter-group spacing, anchor and boundary offsets, custom group frames. List sections
/// keep their sizes (they are in cells) but for the configuration's `headerTopPadding` and the
/// content insets the app writes over the library's.
///
/// Lengths come out in whole cells (``PointScale/wholeColumns(_:keepsVisible:)``): absolute and
/// estimated dimensions, insets and spacings are rounded to the nearest cell (a positive
/// dimension to at least one), so that every length written alike is drawn alike; the layout
/// then snaps what fractions give to whole cells as it does for code written in cells
/// (``GroupTemplate/snappedToCells()``). Anchor and boundary offsets stay fractional and are
/// rounded with the frames they move.
struct PointScaleConverter {
    let scale: PointScale
    /// The axis the layout scrolls along.
    let layoutAxis: Axis
    private var copies: [ObjectIdentifier: CollectionLayoutItem] = [:]

    init(scale: PointScale, layoutAxis: Axis) {
        self.scale = scale
        self.layoutAxis = layoutAxis
    }

    /// The environment a section provider sees: the container in points.
    func pointsEnvironment(_ environment: CollectionLayoutEnvironment) -> CollectionLayoutEnvironment {
        let container = environment.container
        let insets = container.contentInsets
        return CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: scale.points(container.contentSize),
            contentInsets: DirectionalEdgeInsets(
                top: insets.top * scale.pointsPerRow, leading: insets.leading * scale.pointsPerColumn,
                bottom: insets.bottom * scale.pointsPerRow, trailing: insets.trailing * scale.pointsPerColumn)))
    }

    mutating func section(_ section: CollectionLayoutSection) -> CollectionLayoutSection {
        // A list section's sizes come from the library, in cells; the padding written in its
        // configuration and the insets the app wrote over the library's are in points.
        if let configuration = section.listConfiguration {
            let padding = configuration.headerTopPadding.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            let insets = listInsets(section.contentInsets, library: configuration.libraryContentInsets)
            guard padding != nil || insets != section.contentInsets else { return section }
            let copy = CollectionLayoutSection(group: section.group)
            copy.contentInsets = insets
            copy.interGroupSpacing = section.interGroupSpacing
            copy.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
            copy.boundarySupplementaryItems = section.boundarySupplementaryItems
            copy.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
            copy.decorationItems = section.decorationItems
            copy.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
            copy.separator = section.separator
            copy.listConfiguration = configuration
            copy.topPadding = padding.map { scale.wholeRows($0) } ?? section.topPadding
            return copy
        }
        let copy = CollectionLayoutSection(group: group(section.group))
        copy.contentInsets = scale.wholeCells(section.contentInsets)
        let placement = section.orthogonalScrollingBehavior == .none ? layoutAxis : layoutAxis.other
        copy.interGroupSpacing = scale.wholeCells(section.interGroupSpacing, horizontal: placement == .horizontal)
        copy.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = section.boundarySupplementaryItems.map(boundary)
        copy.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        copy.decorationItems = section.decorationItems.map(decoration)
        copy.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
        copy.separator = section.separator
        copy.topPadding = section.topPadding
        return copy
    }

    /// A list section's `insets`: each edge the app left as the library set it (in cells) is
    /// kept, and each edge it wrote (in points, after `list(using:layoutEnvironment:)`, such as
    /// a sidebar's `top: 10`) becomes whole cells.
    private func listInsets(_ insets: DirectionalEdgeInsets, library: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        let points = scale.wholeCells(insets)
        return DirectionalEdgeInsets(
            top: insets.top == library.top ? insets.top : points.top,
            leading: insets.leading == library.leading ? insets.leading : points.leading,
            bottom: insets.bottom == library.bottom ? insets.bottom : points.bottom,
            trailing: insets.trailing == library.trailing ? insets.trailing : points.trailing)
    }

    /// A layout-wide boundary item.
    func boundary(_ item: CollectionLayoutBoundarySupplementaryItem) -> CollectionLayoutBoundarySupplementaryItem {
        let copy = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(item.layoutSize), elementKind: item.elementKind, alignment: item.alignment,
            absoluteOffset: scale.cells(item.offset))
        copy.extendsBoundary = item.extendsBoundary
        copy.pinToVisibleBounds = item.pinToVisibleBounds
        copy.zIndex = item.zIndex
        copy.contentInsets = scale.wholeCells(item.contentInsets)
        copy.edgeSpacing = item.edgeSpacing.map(edgeSpacing)
        return copy
    }

    private func decoration(_ item: CollectionLayoutDecorationItem) -> CollectionLayoutDecorationItem {
        let copy = CollectionLayoutDecorationItem(elementKind: item.elementKind)
        copy.zIndex = item.zIndex
        copy.contentInsets = scale.wholeCells(item.contentInsets)
        return copy
    }

    private func supplementary(_ item: CollectionLayoutSupplementaryItem) -> CollectionLayoutSupplementaryItem {
        let copy = CollectionLayoutSupplementaryItem(
            layoutSize: size(item.layoutSize), elementKind: item.elementKind,
            containerAnchor: anchor(item.containerAnchor), itemAnchor: item.itemAnchor.map(anchor))
        copy.zIndex = item.zIndex
        copy.contentInsets = scale.wholeCells(item.contentInsets)
        return copy
    }

    private func anchor(_ anchor: CollectionLayoutAnchor) -> CollectionLayoutAnchor {
        anchor.isFractionalOffset
            ? anchor
            : CollectionLayoutAnchor(edges: anchor.edges, absoluteOffset: scale.cells(anchor.offset))
    }

    private mutating func item(_ item: CollectionLayoutItem) -> CollectionLayoutItem {
        if let group = item as? CollectionLayoutGroup { return self.group(group) }
        let key = ObjectIdentifier(item)
        if let copy = copies[key] { return copy }
        let copy = CollectionLayoutItem(layoutSize: size(item.layoutSize), supplementaryItems: item.supplementaryItems.map(supplementary))
        copy.contentInsets = scale.wholeCells(item.contentInsets)
        copy.edgeSpacing = item.edgeSpacing.map(edgeSpacing)
        copies[key] = copy
        return copy
    }

    private mutating func group(_ group: CollectionLayoutGroup) -> CollectionLayoutGroup {
        let key = ObjectIdentifier(group)
        if let copy = copies[key] as? CollectionLayoutGroup { return copy }
        let arrangement: CollectionLayoutGroup.Arrangement
        switch group.arrangement {
        case .horizontal, .vertical:
            arrangement = group.arrangement
        case .custom(let provider):
            let converter = self
            arrangement = .custom { environment in
                provider(converter.pointsEnvironment(environment)).map {
                    CollectionLayoutGroupCustomItem(frame: converter.wholeCells($0.frame), zIndex: $0.zIndex)
                }
            }
        }
        let subitems = group.subitems.map { self.item($0) }
        let copy = CollectionLayoutGroup(
            layoutSize: size(group.layoutSize), arrangement: arrangement, subitems: subitems, repeatCount: group.repeatCount)
        copy.contentInsets = scale.wholeCells(group.contentInsets)
        copy.edgeSpacing = group.edgeSpacing.map(edgeSpacing)
        if let spacing = group.interItemSpacing {
            let horizontal = group.axis == .horizontal
            let length = scale.wholeCells(spacing.spacing, horizontal: horizontal)
            copy.interItemSpacing = spacing.isFlexibleSpacing ? .flexible(length) : .fixed(length)
        }
        copies[key] = copy
        return copy
    }

    /// A custom group item's frame in points as whole cells: its origin and its size each
    /// rounded to the nearest cell, so that frames of one size stay of one size.
    func wholeCells(_ frame: CGRect) -> CGRect {
        let cells = scale.cells(frame)
        guard cells.minX.isFinite, cells.minY.isFinite, cells.width.isFinite, cells.height.isFinite else { return cells }
        func nearest(_ value: CGFloat) -> CGFloat { (value + 0.5 + 1e-6).rounded(.down) }
        return CGRect(x: nearest(cells.minX), y: nearest(cells.minY), width: nearest(cells.width), height: nearest(cells.height))
    }

    private func edgeSpacing(_ spacing: CollectionLayoutEdgeSpacing) -> CollectionLayoutEdgeSpacing {
        func convert(_ value: CollectionLayoutSpacing?, horizontal: Bool) -> CollectionLayoutSpacing? {
            guard let value else { return nil }
            let length = scale.wholeCells(value.spacing, horizontal: horizontal)
            return value.isFlexibleSpacing ? .flexible(length) : .fixed(length)
        }
        return CollectionLayoutEdgeSpacing(
            leading: convert(spacing.leading, horizontal: true), top: convert(spacing.top, horizontal: false),
            trailing: convert(spacing.trailing, horizontal: true), bottom: convert(spacing.bottom, horizontal: false))
    }

    func size(_ size: CollectionLayoutSize) -> CollectionLayoutSize {
        CollectionLayoutSize(
            widthDimension: dimension(size.widthDimension, horizontal: true),
            heightDimension: dimension(size.heightDimension, horizontal: false))
    }

    /// A dimension in points as one in cells: absolute and estimated lengths in whole cells (at
    /// least one when positive). A fraction of the other axis is rescaled so that it
    /// keeps its length in points: a height of `.fractionalWidth(f)` becomes
    /// `.fractionalWidth(f × pointsPerColumn / pointsPerRow)`.
    private func dimension(_ dimension: CollectionLayoutDimension, horizontal: Bool) -> CollectionLayoutDimension {
        let ratio = scale.pointsPerColumn / scale.pointsPerRow
        switch dimension.kind {
        case .absolute: return .absolute(scale.wholeCells(dimension.value, horizontal: horizontal, keepsVisible: true))
        case .estimated: return .estimated(scale.wholeCells(dimension.value, horizontal: horizontal, keepsVisible: true))
        case .fractionalWidth: return horizontal ? dimension : .fractionalWidth(dimension.value * ratio)
        case .fractionalHeight: return horizontal ? .fractionalHeight(dimension.value / ratio) : dimension
        }
    }
}
