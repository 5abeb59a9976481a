import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// Where a boundary supplementary item sits around its section or layout, as
/// `NSRectAlignment`.
public enum RectAlignment: Int, Hashable, Sendable, CaseIterable {
    /// No edge: the top-leading corner of the content, overlapping it.
    case none
    /// Above the content, centred.
    case top
    /// Above the content, at the leading edge.
    case topLeading
    /// At the leading side of the content.
    case leading
    /// Below the content, at the leading edge.
    case bottomLeading
    /// Below the content, centred.
    case bottom
    /// Below the content, at the trailing edge.
    case bottomTrailing
    /// At the trailing side of the content.
    case trailing
    /// Above the content, at the trailing edge.
    case topTrailing

    /// Whether the alignment touches the top edge.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the alignment touches the bottom edge.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    /// Whether the alignment touches the leading edge.
    var isLeading: Bool { self == .leading || self == .topLeading || self == .bottomLeading }
    /// Whether the alignment touches the trailing edge.
    var isTrailing: Bool { self == .trailing || self == .topTrailing || self == .bottomTrailing }
}

/// A set of rectangle edges, as `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
