import Foundation

/// A view's Auto Layout state, kept out of ``View`` itself (one stored property there). The
/// properties an engine's pass reads for every view are marked `@exclusivity(unchecked)` (see
/// `AutoLayoutEngine`'s state).
@MainActor
package final class ViewLayoutState {
    /// Active constraints whose nearest common ancestor is this view.
    @exclusivity(unchecked) var installed: [LayoutConstraint] = [] { didSet { Self.structureChanges &+= 1 } }
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    @exclusivity(unchecked) var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    @exclusivity(unchecked) var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Margins set by the view's code, in the view's units (points under a point scale);
    /// `nil` for the default (one column at each side, no rows).
    @exclusivity(unchecked) var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The default margins, in cells.
    static let defaultMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    @exclusivity(unchecked) var marginsGuide: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuide: LayoutGuide?
    @exclusivity(unchecked) var readableGuide: LayoutGuide?
    @exclusivity(unchecked) var guides: [LayoutGuide] = [] { didSet { Self.structureChanges &+= 1 } }
    /// Counts the changes, in any view, to what an engine collects (installed constraints,
    /// subviews, guides and their owners): an engine keeps its collection while it stands.
    @exclusivity(unchecked) static var structureChanges = 0
    lazy var variables = LayoutVariables(ofGuide: false)
    /// The solver of a view that solves its subtree's constraints.
    @exclusivity(unchecked) var engine: AutoLayoutEngine?
    /// The width Auto Layout last gave the view, for text that wraps (a label's height).
    @exclusivity(unchecked) package var solvedWidth: CGFloat?
    var reportedAmbiguity = false
}
