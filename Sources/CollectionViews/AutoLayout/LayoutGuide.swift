import CollectionLayoutSolver
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`: a
/// view's ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide``, or one you add with
/// ``View/addLayoutGuide(_:)`` to space views.
@MainActor
public final class LayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
    /// What a guide of a view stands for.
    enum Kind {
        /// Added by the user: placed only by constraints.
        case free
        /// The owning view's bounds inset by its layout margins.
        case margins
        /// The owning view's bounds (a terminal has no unsafe area).
        case safeArea
        /// Within the owning view's margins, at most ``LayoutGuide/readableWidth`` wide,
        /// centred.
        case readable
        /// Where the owning view says (``LayoutGuide/fixedFrame``): a part of its content, such
        /// as a list content view's text.
        case fixed
    }

    /// A guide whose frame its owning view sets (``fixedFrame``), named `identifier`.
    package static func fixed(identifier: String) -> LayoutGuide {
        let guide = LayoutGuide(kind: .fixed)
        guide.identifier = identifier
        return guide
    }

    /// The frame of a ``Kind/fixed`` guide in its owning view's coordinates, as the view last
    /// laid out the part it stands for; it is the guide's ``layoutFrame`` too.
    package var fixedFrame: CGRect = .zero { didSet { cellLayoutFrame = fixedFrame } }

    /// The widest a view's ``View/readableContentGuide`` gets, in columns: 80, a terminal's
    /// classic line (UIKit's readable width, about 672 points for the default text size, is
    /// some 70 to 80 characters of body text).
    public static let readableWidth: CGFloat = 80

    let kind: Kind
    /// The view the guide belongs to.
    @exclusivity(unchecked) public internal(set) weak var owningView: View? { didSet { ViewLayoutState.structureChanges &+= 1 } }
    /// A name for diagnostics.
    public var identifier: String = ""
    let variables = LayoutVariables(ofGuide: true)

    /// A guide to add to a view with ``View/addLayoutGuide(_:)``.
    public convenience init() {
        self.init(kind: .free)
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved: in points when a
    /// point scale applies to the owning view, as its ``View/frame`` is.
    public var layoutFrame: CGRect {
        (owningView?.effectivePointScale).points(cellLayoutFrame)
    }

    /// ``layoutFrame`` in cells.
    package internal(set) var cellLayoutFrame: CGRect = .zero

    /// The guide and the view that owns it, for logs and diagnostics.
    public var description: String {
        let owner = owningView.map(LayoutConstraint.name(of:)) ?? "?"
        switch kind {
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .readable: return "\(owner).readableContentGuide"
        case .free: return identifier.isEmpty ? "\(owner).layoutGuide" : identifier
        case .fixed: return "\(owner).\(identifier)"
        }
    }
}


/// The solver's unknowns for one view or guide, in the coordinates of the view that solves.
@MainActor
final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// A view's or a guide's unknowns, named `view.left` or `guide.left` and so on (names
    /// written out: one view's four interpolated names cost more than making its variables).
    init(ofGuide: Bool) {
        left = Variable(ofGuide ? "guide.left" : "view.left")
        top = Variable(ofGuide ? "guide.top" : "view.top")
        width = Variable(ofGuide ? "guide.width" : "view.width")
        height = Variable(ofGuide ? "guide.height" : "view.height")
    }
}
