import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// A frame in a custom group, as `NSCollectionLayoutGroupCustomItem`: relative to the group's
/// origin.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame, relative to the group's top-leading corner.
    public var frame: CGRect
    /// The item's stacking order.
    public var zIndex: Int

    /// An item at `frame` (relative to the group) with stacking order `zIndex`.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Gives the frames of a custom group's items for the environment whose container is the group.
public typealias CollectionLayoutGroupCustomItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// A container of items (and of other groups) laid out along a line, as
/// `NSCollectionLayoutGroup`; a section repeats its group until every item has a place.
///
/// - `horizontal`/`vertical(layoutSize:subitems:)` place the subitems in order along the axis and
///   repeat that sequence while the next one still fits in the group (a single item of
///   `fractionalWidth(0.25)` gives four columns).
/// - `subitem:count:` / `repeatingSubitem:count:` place exactly `count` copies and size them
///   to share the group's length equally, whatever the item's own size along the axis.
/// - `custom(layoutSize:itemProvider:)` takes the frames from a closure. The closure runs once per
///   section layout pass and its frames are reused by every group of the section.
///
/// A group's `estimated` dimension follows its content: the largest subitem across the axis and
/// the sum of the subitems along it (a group estimated along its own axis places each subitem
/// once, without repeating, and never clips them).
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Arrangement {
        case horizontal
        case vertical
        case custom(CollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items (or groups) of the group.
    public let subitems: [CollectionLayoutItem]
    /// The exact number of copies of the single subitem, for `subitem:count:` groups.
    let repeatCount: Int?

    /// The space between consecutive subitems along the group's axis.
    public var interItemSpacing: CollectionLayoutSpacing?

    init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem],
        repeatCount: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The axis the subitems are placed along; `nil` for custom groups.
    var axis: Axis? {
        switch arrangement {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .custom: return nil
        }
    }

    /// A group that places `subitems` left to right, repeating them while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// A group of exactly `count` copies of `subitem`, left to right, sharing the width equally.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
    }

    /// The same as ``horizontal(layoutSize:subitem:count:)`` (UIKit's newer name).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of exactly `count` copies of `subitem`, top to bottom, sharing the height equally.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
    }

    /// The same as ``vertical(layoutSize:subitem:count:)`` (UIKit's newer name).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose item frames come from `itemProvider`.
    public static func custom(layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repeatCount: nil)
    }
}
