import Foundation

/// Where a boundary supplementary item sits around its section or layout, as
/// `NSRectAlignment`.
public enum RectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
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
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
