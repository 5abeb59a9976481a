import CollectionLayoutSolver
import CollectionModel
import Foundation

/// The solver of one view's subtree: turns the active ``LayoutConstraint``s installed in it,
/// the frames of views that ``View/translatesAutoresizingMaskIntoConstraints``, the intrinsic
/// sizes with their hugging and compression priorities, the guides and the root's size into
/// solver constraints, keeps them in one incremental ``Solver`` between passes (a changed
/// constant is an edit, not a rebuild), and sets the frames rounded to cells.
@MainActor
final class AutoLayoutEngine {
    /// Identifies one generated or user constraint between passes.
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let slot: Int
    }

    /// What must stay the same for a solver constraint to be kept (only its constant may change).
    struct Signature: Equatable {
        var other: ObjectIdentifier?
        var priority: Float
        /// The multiplier in cells (a point scale changes it between a width and a height).
        var multiplier: Double = 1
    }

    /// One constraint wanted in this pass.
    struct Spec {
        let key: Key
        /// The view, guide or constraint the key was made from.
        let owner: AnyObject
        let signature: Signature
        /// The terms; the constant is ``constant`` (`terms + constant relation 0`).
        let terms: LinearExpression
        let relation: Relation
        let constant: Double
        /// Names the constraint in diagnostics.
        let name: () -> String
        let source: LayoutConstraint?
    }

    /// A weak reference, to tell a live object from a new one at the same address.
    struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    struct Entry {
        /// Held weakly: an identifier is only the same object while the object lives.
        weak var owner: AnyObject?
        let constraint: Constraint
        let signature: Signature
        var constant: Double
    }

    unowned let root: View
    let solver = Solver()
    private var entries: [Key: Entry] = [:]
    /// Constraints refused as unsatisfiable, with the signature and constant they were refused
    /// with (not tried again until one changes).
    private var refused: [Key: (owner: Weak, signature: Signature, constant: Double)] = [:]
    private var reported: Set<Key> = []

    /// The point scale of the last solve (`.none` before the first): constants, margins and
    /// spacings were read with it.
    private(set) var solvedScale: PointScale??

    init(root: View) {
        self.root = root
    }

    /// Solves for a root of `size` (each side held at its priority) and answers the root's
    /// solved size rounded up to cells; sets the frames of the views constraints place when
    /// `applyFrames`.
    @discardableResult
    func layout(size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority, applyFrames: Bool) -> CGSize {
        let (constraints, views, guides) = collect()
        let scale = root.effectivePointScale
        solvedScale = .some(scale)
        for pass in 0..<3 {
            let specs = makeSpecs(
                constraints: constraints, views: views, guides: guides, size: size, horizontal: horizontal,
                vertical: vertical, scale: scale)
            sync(specs)
            // Text that wraps needs the width it was given: ask again when a width changed.
            var widthChanged = false
            for view in views where !view.layoutState.translatesAutoresizingMaskIntoConstraints {
                let width = rounded(view.layoutState.variables.left, view.layoutState.variables.width).width
                if view.layoutState.solvedWidth != width {
                    view.layoutState.solvedWidth = width
                    widthChanged = true
                }
            }
            if !widthChanged || pass == 2 { break }
        }
        if applyFrames { apply(views: views, guides: guides) }
        // The size is rounded up to whole cells, as UIKit rounds fitting sizes up to whole
        // pixels: content solved at a fraction of a row more (a label between 10-point
        // margins) gets its row instead of being squeezed.
        let variables = root.layoutState.variables
        func up(_ value: Double) -> CGFloat { CGFloat(max(0, (value - 1e-6).rounded(.up))) }
        return CGSize(width: up(solver.value(of: variables.width)), height: up(solver.value(of: variables.height)))
    }

    // MARK: Collecting

    /// The active constraints in the subtree (depth first), the views they place with their
    /// ancestors below the root, and the guides they use.
    private func collect() -> ([LayoutConstraint], [View], [LayoutGuide]) {
        var constraints: [LayoutConstraint] = []
        func walk(_ view: View) {
            if let installed = view.layoutStateStorage?.installed { constraints.append(contentsOf: installed) }
            for subview in view.subviews { walk(subview) }
        }
        walk(root)
        var views: [View] = []
        var seenViews: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var guides: [LayoutGuide] = []
        var seenGuides: Set<ObjectIdentifier> = []
        func addView(_ view: View) {
            var chain: [View] = []
            var current: View? = view
            while let candidate = current, candidate !== root, seenViews.insert(ObjectIdentifier(candidate)).inserted {
                chain.append(candidate)
                current = candidate.superview
            }
            views.append(contentsOf: chain.reversed())
        }
        for constraint in constraints {
            for item in constraint.items {
                if let view = item as? View {
                    addView(view)
                } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
                    addView(owner)
                    if seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
                }
            }
        }
        return (constraints, views, guides)
    }

    private func variables(of item: AnyObject) -> LayoutVariables? {
        if let view = item as? View { return view.layoutState.variables }
        return (item as? LayoutGuide)?.variables
    }

    /// The expression of an attribute: its terms and a constant.
    private func expression(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> LinearExpression {
        guard let item, let v = variables(of: item) else { return LinearExpression() }
        switch attribute {
        case .left, .leading: return LinearExpression(v.left)
        case .right, .trailing: return v.left + v.width
        case .top: return LinearExpression(v.top)
        case .bottom, .lastBaseline: return v.top + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        case .firstBaseline:
            if let offset = (item as? View)?.firstBaselineOffsetFromTop {
                return LinearExpression(v.top) + Double(offset)
            }
            return v.top + v.height
        case .notAnAttribute: return LinearExpression()
        }
    }

    // MARK: Specs

    private func makeSpecs(
        constraints: [LayoutConstraint], views: [View], guides: [LayoutGuide], size: CGSize,
        horizontal: LayoutPriority, vertical: LayoutPriority, scale: PointScale?
    ) -> [Spec] {
        var specs: [Spec] = []
        func add(
            _ owner: AnyObject, _ slot: Int, _ terms: LinearExpression, _ relation: Relation, _ constant: Double,
            priority: LayoutPriority = .required, other: AnyObject? = nil, source: LayoutConstraint? = nil,
            multiplier: Double = 1, name: @escaping () -> String
        ) {
            specs.append(Spec(
                key: Key(owner: ObjectIdentifier(owner), slot: slot), owner: owner,
                signature: Signature(
                    other: other.map(ObjectIdentifier.init), priority: priority.rawValue, multiplier: multiplier),
                terms: terms, relation: relation, constant: constant, name: name, source: source))
        }
        let rootName = LayoutConstraint.name(of: root)
        let r = root.layoutState.variables
        add(root, 0, LinearExpression(r.left), .equal, 0) { "\(rootName).left == 0 (the view that solves)" }
        add(root, 1, LinearExpression(r.top), .equal, 0) { "\(rootName).top == 0 (the view that solves)" }
        add(root, 2, LinearExpression(r.width), .equal, -Double(size.width), priority: horizontal) {
            "\(rootName).width == \(LayoutConstraint.format(size.width)) (its size)"
        }
        add(root, 3, LinearExpression(r.height), .equal, -Double(size.height), priority: vertical) {
            "\(rootName).height == \(LayoutConstraint.format(size.height)) (its size)"
        }
        for view in views {
            let state = view.layoutState
            let v = state.variables
            let name = LayoutConstraint.name(of: view)
            guard state.translatesAutoresizingMaskIntoConstraints else { continue }
            guard let parent = view.superview else { continue }
            let p = parent.layoutState.variables
            let frame = view.frame
            let note = "(translatesAutoresizingMaskIntoConstraints)"
            add(view, 0, v.left - p.left, .equal, -Double(frame.minX - parent.bounds.minX), other: parent) {
                "\(name).left == \(LayoutConstraint.name(of: parent)).left + \(LayoutConstraint.format(frame.minX)) \(note)"
            }
            add(view, 1, v.top - p.top, .equal, -Double(frame.minY - parent.bounds.minY), other: parent) {
                "\(name).top == \(LayoutConstraint.name(of: parent)).top + \(LayoutConstraint.format(frame.minY)) \(note)"
            }
            add(view, 2, LinearExpression(v.width), .equal, -Double(frame.width), other: parent) {
                "\(name).width == \(LayoutConstraint.format(frame.width)) \(note)"
            }
            add(view, 3, LinearExpression(v.height), .equal, -Double(frame.height), other: parent) {
                "\(name).height == \(LayoutConstraint.format(frame.height)) \(note)"
            }
        }
        for guide in guides {
            guard let owner = guide.owningView, guide.kind != .free else { continue }
            let g = guide.variables
            let o = owner.layoutState.variables
            let m = guide.kind == .margins ? Self.margins(of: owner, scale: scale) : .zero
            let guideName = guide.description
            add(guide, 0, g.left - o.left, .equal, -Double(m.leading)) { "\(guideName).left (margin \(m.leading))" }
            add(guide, 1, g.top - o.top, .equal, -Double(m.top)) { "\(guideName).top (margin \(m.top))" }
            add(guide, 2, g.width - o.width, .equal, Double(m.leading + m.trailing)) { "\(guideName).width" }
            add(guide, 3, g.height - o.height, .equal, Double(m.top + m.bottom)) { "\(guideName).height" }
        }
        // User constraints, the highest priority first so that a conflict breaks the lowest.
        let ordered = constraints.enumerated().sorted {
            $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }
        for (_, constraint) in ordered {
            let first = expression(constraint.firstItem, constraint.firstAttribute)
            let second = expression(constraint.secondItem, constraint.secondAttribute)
            // Under a point scale, `first·s1 = m·second·s2 + c` in points is
            // `first = (m·s2/s1)·second + c/s1` in cells (s: points per cell along each axis).
            let firstUnit = scale?.pointsPerCell(along: constraint.firstAttribute) ?? 1
            let secondUnit = scale?.pointsPerCell(along: constraint.secondAttribute) ?? 1
            let multiplier = Double(constraint.multiplier) * secondUnit / firstUnit
            let difference = first - multiplier * second
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            add(
                constraint, 0, LinearExpression(difference.terms), relation,
                difference.constant - Double(constraint.constant) / firstUnit,
                priority: min(constraint.priority, .required), source: constraint, multiplier: multiplier
            ) { constraint.description }
        }
        for view in views where !view.layoutState.translatesAutoresizingMaskIntoConstraints {
            let state = view.layoutState
            let v = state.variables
            let name = LayoutConstraint.name(of: view)
            let intrinsic = view.intrinsicContentSize
            for (axis, value, variable) in [(0, intrinsic.width, v.width), (1, intrinsic.height, v.height)] where value >= 0 {
                let label = axis == 0 ? "width" : "height"
                add(view, 4 + axis * 2, LinearExpression(variable), .lessThanOrEqual, -Double(value), priority: state.hugging[axis]) {
                    "\(name).\(label) <= \(LayoutConstraint.format(value)) (content hugging)"
                }
                add(
                    view, 5 + axis * 2, LinearExpression(variable), .greaterThanOrEqual, -Double(value),
                    priority: state.compressionResistance[axis]
                ) { "\(name).\(label) >= \(LayoutConstraint.format(value)) (compression resistance)" }
            }
        }
        return specs
    }

    /// A view's layout margins in cells: those its code set, read through the point scale,
    /// else the default.
    static func margins(of view: View, scale: PointScale?) -> DirectionalEdgeInsets {
        guard let margins = view.layoutStateStorage?.directionalLayoutMargins else { return ViewLayoutState.defaultMargins }
        return scale?.cells(margins) ?? margins
    }

    // MARK: Solving

    /// Brings the solver in line with this pass's specs: new ones added, gone ones removed,
    /// changed constants edited in place.
    private func sync(_ specs: [Spec]) {
        lastSpecs = specs
        // Constraints that are gone leave first, so that they cannot conflict with new ones.
        var wanted: [Key: ObjectIdentifier] = [:]
        wanted.reserveCapacity(specs.count)
        for spec in specs { wanted[spec.key] = ObjectIdentifier(spec.owner) }
        for (key, entry) in entries where wanted[key] == nil || entry.owner == nil {
            try? solver.remove(entry.constraint)
            entries[key] = nil
        }
        for spec in specs {
            if let entry = entries[spec.key], entry.signature == spec.signature, entry.owner === spec.owner {
                guard entry.constant != spec.constant else { continue }
                do {
                    try solver.setConstant(of: entry.constraint, to: spec.constant)
                    entries[spec.key]?.constant = spec.constant
                } catch {
                    try? solver.remove(entry.constraint)
                    entries[spec.key] = nil
                    refused[spec.key] = (Weak(spec.owner), spec.signature, spec.constant)
                    report(spec)
                }
                continue
            }
            if let entry = entries.removeValue(forKey: spec.key) { try? solver.remove(entry.constraint) }
            if let previous = refused[spec.key], previous.owner.object === spec.owner, previous.signature == spec.signature,
                previous.constant == spec.constant
            {
                continue
            }
            var expression = spec.terms
            expression.constant = spec.constant
            let constraint = Constraint(
                expression, spec.relation, strength: Strength(priority: spec.signature.priority), name: "")
            do {
                try solver.add(constraint)
                entries[spec.key] = Entry(
                    owner: spec.owner, constraint: constraint, signature: spec.signature, constant: spec.constant)
                refused[spec.key] = nil
            } catch {
                refused[spec.key] = (Weak(spec.owner), spec.signature, spec.constant)
                report(spec)
            }
        }
        refused = refused.filter { wanted[$0.key] != nil }
    }

    private var lastSpecs: [Spec] = []

    /// Reports a refused constraint once, with the constraints that share an item with it.
    private func report(_ spec: Spec) {
        if let source = spec.source {
            guard !source.reportedConflict else { return }
            source.reportedConflict = true
        } else {
            guard reported.insert(spec.key).inserted else { return }
        }
        let mine = Set(spec.terms.terms.map { ObjectIdentifier($0.variable) })
        let related = lastSpecs.filter { other in
            other.key != spec.key && entries[other.key] != nil
                && other.terms.terms.contains { mine.contains(ObjectIdentifier($0.variable)) }
        }
        let list = related.map { "  \($0.name())" }.joined(separator: "\n")
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "unsatisfiableConstraints",
            message: "Unable to satisfy constraints; broke \(spec.name()), which conflicts with:\n\(list)"))
    }

    // MARK: Results

    /// The solved edge and size of an axis, rounded edge by edge so that neighbours tile. A
    /// length of at least half a cell whose edges round to the same cell keeps one cell, the
    /// one its centre is in: a label squeezed to 0.8 rows between margins in points (a
    /// 10-point inset in a two-row cell) still shows its row rather than vanishing. A centre on
    /// the line between two cells takes the upper (left) one, as views centre a glyph in an
    /// even number of cells.
    private func rounded(_ start: Variable, _ length: Variable) -> (origin: CGFloat, width: CGFloat) {
        let begin = solver.value(of: start)
        let end = begin + solver.value(of: length)
        let origin = begin.rounded(.toNearestOrAwayFromZero)
        let roundedEnd = end.rounded(.toNearestOrAwayFromZero)
        if roundedEnd == origin, end - begin >= 0.5 {
            return (CGFloat(((begin + end) / 2 - 1e-9).rounded(.down)), 1)
        }
        return (CGFloat(origin), CGFloat(max(0, roundedEnd - origin)))
    }

    private func apply(views: [View], guides: [LayoutGuide]) {
        for view in views where !view.layoutState.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let v = view.layoutState.variables
            let p = parent.layoutState.variables
            let x = rounded(v.left, v.width)
            let y = rounded(v.top, v.height)
            let parentX = parent === root ? 0 : rounded(p.left, p.width).origin
            let parentY = parent === root ? 0 : rounded(p.top, p.height).origin
            let frame = CGRect(
                x: x.origin - parentX + parent.bounds.minX, y: y.origin - parentY + parent.bounds.minY,
                width: x.width, height: y.width)
            if view.frame != frame { view.frame = frame }
            reportAmbiguity(of: view)
        }
        for guide in guides {
            guard let owner = guide.owningView else { continue }
            let g = guide.variables
            let o = owner.layoutState.variables
            let x = rounded(g.left, g.width)
            let y = rounded(g.top, g.height)
            let ox = owner === root ? 0 : rounded(o.left, o.width).origin
            let oy = owner === root ? 0 : rounded(o.top, o.height).origin
            guide.layoutFrame = CGRect(x: x.origin - ox, y: y.origin - oy, width: x.width, height: y.width)
        }
    }

    private func reportAmbiguity(of view: View) {
        let v = view.layoutState.variables
        let loose = [("x", v.left), ("y", v.top), ("width", v.width), ("height", v.height)]
            .filter { !solver.isDetermined($0.1) }.map(\.0)
        guard !loose.isEmpty, !view.layoutState.reportedAmbiguity else { return }
        view.layoutState.reportedAmbiguity = true
        let mine = Set([v.left, v.top, v.width, v.height].map(ObjectIdentifier.init))
        let related = lastSpecs.filter { spec in spec.terms.terms.contains { mine.contains(ObjectIdentifier($0.variable)) } }
        let list = related.map { "  \($0.name())" }.joined(separator: "\n")
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "ambiguousLayout",
            message: "\(LayoutConstraint.name(of: view)) has an ambiguous layout: its \(loose.joined(separator: ", ")) "
                + "not fixed by its constraints (placed at the solver's choice):\n\(list)"))
    }
}
