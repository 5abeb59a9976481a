import Foundation

/// A view's Auto Layout state, kept out of ``View`` itself (one stored property there).
@MainActor
final class ViewLayoutState {
    /// Active constraints whose nearest common ancestor is this view.
    var installed: [LayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var guides: [LayoutGuide] = []
    lazy var variables = LayoutVariables(name: "view")
    /// The solver of a view that solves its subtree's constraints.
    var engine: AutoLayoutEngine?
    /// The width Auto Layout last gave the view, for text that wraps (a label's height).
    var solvedWidth: CGFloat?
    var reportedAmbiguity = false
}
