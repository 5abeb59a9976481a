import CollectionLayoutSolver
import CollectionModel
import Foundation

/// UIKit's name, so that `NSLayoutConstraint.activate([...])` compiles as written.
public typealias NSLayoutConstraint = LayoutConstraint

/// A relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Make constraints with the anchors (`label.leadingAnchor.constraint(equalTo:
/// contentView.layoutMarginsGuide.leadingAnchor)`) and switch them on with ``isActive`` or
/// ``activate(_:)``. An active constraint belongs to the nearest common ancestor of its items;
/// the topmost view with constraints solves them all (with the Cassowary solver of
/// `CollectionLayoutSolver`) when it lays out, and sets the frames of the views that do not
/// ``View/translatesAutoresizingMaskIntoConstraints``. Changing ``constant`` later re-solves
/// incrementally. One point is one cell; leading is left (terminals draw left to right).
///
/// Constraints that cannot all hold are reported once as a `layout.unsatisfiableConstraints`
/// diagnostic naming them, and the later one is left out, as UIKit breaks a constraint; views
/// whose frame the constraints do not fix are reported as `layout.ambiguousLayout`.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// An attribute of a view or layout guide, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Hashable, Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left: text runs left to right here).
        case leading
        /// The trailing edge (the right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text.
        case lastBaseline
        /// The baseline of the first line of text.
        case firstBaseline
        /// No attribute: the second item of a constraint on a constant size.
        case notAnAttribute
    }

    /// How the sides compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    // The stored properties a layout pass reads skip the run-time exclusivity check
    // (`@exclusivity(unchecked)`, as the engine's state does): they are read and written on the
    // main actor, never in overlapping accesses.

    /// The first item (a ``View`` or ``LayoutGuide``).
    @exclusivity(unchecked) public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, `nil` for a constant (`widthAnchor.constraint(equalToConstant: 10)`).
    @exclusivity(unchecked) public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor of the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second side; change it at any time: the layout re-solves
    /// incrementally (Cassowary's edit of a constant with the dual simplex).
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet { if constant != oldValue { invalidateLayout() } }
    }
    /// The priority; below ``LayoutPriority/required`` the constraint may be broken.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { invalidateLayout() } }
    }
    /// A name for diagnostics.
    public var identifier: String?
    /// How many system spacings the second side adds beyond ``constant``
    /// (`constraint(equalToSystemSpacingAfter:multiplier:)` and its kin); one system spacing is
    /// one cell along the constraint's axis, whatever the point scale.
    @exclusivity(unchecked) package var systemSpacingMultiplier: CGFloat = 0
    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` or
    /// ``deactivate(_:)`` of this one constraint.
    public var isActive: Bool {
        get { host != nil }
        set {
            if newValue {
                if attach() != nil { invalidateLayout() }
            } else {
                uninstall()
            }
        }
    }

    /// The view the constraint is installed on while active.
    @exclusivity(unchecked) weak var host: View?
    /// Reported as unsatisfiable (once).
    var reportedConflict = false

    /// The constraint `item1.attribute1 relation multiplier × item2.attribute2 + constant`,
    /// inactive (as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    public init(
        item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat = 1, constant c: CGFloat = 0
    ) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [LayoutConstraint]) {
        // Constraints installed on the view the last one was installed on ask the same view to
        // lay out again (installing on a view that has constraints changes no view's root):
        // it is asked once.
        var invalidated: View?
        for constraint in constraints {
            guard let host = constraint.attach() else { continue }
            if host !== invalidated { constraint.invalidateLayout() }
            invalidated = host
        }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit writes it in a log: `label.leading == superview.leading + 1 @750`.
    public var description: String {
        func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            let name = (item as? LayoutGuide)?.description ?? (item as? View).map(Self.name(of:)) ?? "\(type(of: item))"
            return "\(name).\(attribute.name)"
        }
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = side(secondItem, secondAttribute)
        if multiplier != 1 && secondItem != nil { right = "\(Self.format(multiplier))×\(right)" }
        if constant != 0 || secondItem == nil {
            right += right.isEmpty ? Self.format(constant) : (constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))")
        }
        if systemSpacingMultiplier != 0 {
            right += " + \(systemSpacingMultiplier == 1 ? "" : Self.format(systemSpacingMultiplier) + "×")system spacing"
        }
        let label = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
        return "\(label)\(side(firstItem, firstAttribute)) \(relationText) \(right)\(priorityText)"
    }

    static func name(of view: View) -> String {
        "\(type(of: view))"
    }

    /// A whole number without its point (`20`), anything else as Swift writes it (`0.5`,
    /// `1e+20`: beyond `Int`, which would trap).
    static func format(_ value: CGFloat) -> String {
        Int(exactly: value).map { String($0) } ?? String(describing: value)
    }

    // MARK: Installing

    /// Installs the constraint on the nearest common ancestor of its items and answers it,
    /// without asking for layout; `nil` when it was active already or could not be installed.
    /// (Plain code rather than closures: a closure made here checks the main actor when called.)
    private func attach() -> View? {
        guard host == nil else { return nil }
        var first: View?
        if let item = firstItem { first = Self.owningView(of: item) }
        var second: View?
        if let item = secondItem { second = Self.owningView(of: item) }
        if first == nil {
            first = second
            second = nil
        }
        guard let first else { return nil }
        guard let common = Self.commonAncestor(first, second) else {
            Diagnostics.report(Diagnostic(
                domain: "layout", kind: "constraintWithoutCommonAncestor",
                message: "activate: the items of \(self) are not in the same view hierarchy (add them as subviews first); not activated."))
            return nil
        }
        host = common
        common.layoutState.installed.append(self)
        return common
    }

    /// Where a constraint between the views of its items is installed: a lone view's
    /// superview (the view itself at the root), else the lowest view both are in (or are);
    /// `nil` when they are in different trees.
    private static func commonAncestor(_ first: View, _ second: View?) -> View? {
        let parent = first.superview
        guard let second else { return parent ?? first }
        if second === first { return first }
        // The usual cases first: one is the other's superview, or both have the same one.
        let secondParent = second.superview
        if secondParent === first { return first }
        if let parent, parent === second || parent === secondParent { return parent }
        var ancestor: View? = first
        while let candidate = ancestor, !second.isDescendant(of: candidate) { ancestor = candidate.superview }
        return ancestor
    }

    private func uninstall() {
        guard let host else { return }
        invalidateLayout()
        host.layoutState.installed.removeAll { $0 === self }
        self.host = nil
    }

    /// Asks the view that solves this constraint to lay out again.
    func invalidateLayout() {
        host?.autoLayoutRoot.setNeedsLayout()
    }

    /// The view a layout item belongs to: the view itself or the guide's owning view.
    static func owningView(of item: AnyObject) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }
}

extension LayoutConstraint.Attribute {
    /// The attribute's name as written in Swift (`centerX`), for descriptions: a switch, where
    /// string interpolation of an enum case would reflect on it.
    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
