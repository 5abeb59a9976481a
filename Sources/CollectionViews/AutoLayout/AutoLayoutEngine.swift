import CollectionLayoutSolver
import CollectionModel
import Foundation

/// The solver of one view's subtree: turns the active ``LayoutConstraint``s installed in it,
/// the frames of views that ``View/translatesAutoresizingMaskIntoConstraints``, the intrinsic
/// sizes with their hugging and compression priorities, the guides and the root's size into
/// solver constraints, keeps them in one incremental ``Solver`` between passes (a changed
/// constant is an edit, not a rebuild), and sets the frames rounded to cells.
///
/// A pass is cheap when little changed: each wanted constraint is described by a small
/// ``Spec`` (its key, signature and constant; the terms and the name are made only when the
/// constraint enters the solver or a diagnostic names it), and when the specs come in the
/// same order as last time they are matched to the solver's constraints by position, without
/// hashing.
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

    /// One constraint wanted in this pass. Its terms follow from the owner, the slot and the
    /// signature (``terms(of:)``), its name too (``name(of:)``).
    struct Spec {
        /// What a spec's owner is, so that its terms are found without casting it.
        enum Kind: UInt8 {
            case root, view, guide, constraint
        }

        let key: Key
        let kind: Kind
        /// The view, guide or constraint the key was made from (the root for its size): one
        /// that ``collect()`` found, which the pass holds (so no reference counting here).
        unowned(unsafe) let owner: AnyObject
        let signature: Signature
        let relation: Relation
        /// `terms + constant relation 0`.
        let constant: Double
    }

    /// A weak reference, to tell a live object from a new one at the same address.
    struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// A constraint in the solver.
    struct Entry {
        let constraint: Constraint
        let signature: Signature
        var constant: Double
    }

    /// One spec of the last pass, in its order, with its constraint in the solver (`nil` when
    /// it was refused).
    struct Slot {
        let key: Key
        /// Never read: an unowned reference keeps the owner's memory (not the owner) while the
        /// slot stands, so that no other object can take its address, and a key of the same
        /// address is the same owner. (A weak reference would tell the same, but gives every
        /// owner a side table, which every later retain and release of it goes through.)
        unowned let owner: AnyObject
        var entry: Entry?
    }

    unowned let root: View
    let solver = Solver()
    // The state below is read and written by every pass, one pass at a time on the main actor,
    // never in overlapping accesses (the test suite passed with the run-time check on):
    // `@exclusivity(unchecked)` drops that check, which was a fifth of a re-solve's instructions.

    /// The last pass's specs and their constraints, in the same order.
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// Constraints refused as unsatisfiable, with the signature and constant they were refused
    /// with and the ``relaxations`` count then: not tried again until one of them changes.
    @exclusivity(unchecked) private var refused: [Key: (owner: Weak, signature: Signature, constant: Double, relaxations: Int)] = [:]
    /// How many times a constraint left the solver or changed its constant: either may let a
    /// refused constraint hold.
    @exclusivity(unchecked) private var relaxations = 0
    @exclusivity(unchecked) private var reported: Set<Key> = []
    /// This pass's specs, for the diagnostics that list related constraints; emptied when the
    /// pass ends, since a spec holds its owner strongly and the root's own specs would keep
    /// the root (which holds this engine) alive.
    private var lastSpecs: [Spec] = [] {
        didSet {
            lastSpecVariables = nil
            lastSpecNames = []
        }
    }
    /// The solver variables of each of ``lastSpecs``, in the same order: made at the first
    /// report of a pass and kept for the others (a format that conflicts with itself can
    /// report a hundred constraints in one pass, each listing those that share a variable).
    @exclusivity(unchecked) private var lastSpecVariables: [[ObjectIdentifier]]?
    /// The names of ``lastSpecs`` that a report of this pass has made, by index.
    @exclusivity(unchecked) private var lastSpecNames: [String?] = []

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
        defer { lastSpecs = [] }
        let (constraints, views, guides) = collected()
        return withExtendedLifetime((constraints, views, guides)) {
            solve(constraints, views, guides, size: size, horizontal: horizontal, vertical: vertical, applyFrames: applyFrames)
        }
    }

    private func solve(
        _ constraints: [LayoutConstraint], _ views: [View], _ guides: [LayoutGuide], size: CGSize,
        horizontal: LayoutPriority, vertical: LayoutPriority, applyFrames: Bool
    ) -> CGSize {
        let scale = root.effectivePointScale
        solvedScale = .some(scale)
        var (current, sizes) = makeSpecs(
            constraints: constraints, views: views, guides: guides, size: size, horizontal: horizontal,
            vertical: vertical, scale: scale)
        // Within a pass only the widths given to text change: the intrinsic sizes are asked again.
        func remeasure() {
            current.removeSubrange(sizes)
            appendIntrinsicSpecs(views, scale: scale, to: &current)
            sizes = sizes.lowerBound..<current.count
        }
        if isSolved(current) {
            // Nothing changed since the last pass (a cell laid out at the size it was measured
            // at): its solution stands.
            lastSpecs = current
            if applyFrames { apply(views: views, guides: guides) }
            return solvedSize()
        }
        // Something changed: text that wraps is measured as a fresh solve measures it, first at
        // any width and then at the width it gets, so that the result never depends on the
        // width an earlier pass gave it (a label whose text grew would stay as narrow).
        var measuredAtWidth = false
        for view in views where view.layoutStateStorage?.solvedWidth != nil {
            view.layoutState.solvedWidth = nil
            measuredAtWidth = true
        }
        if measuredAtWidth { remeasure() }
        for pass in 0..<3 {
            if pass > 0 { remeasure() }
            sync(current)
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
        return solvedSize()
    }

    /// The root's solved size, rounded up to whole cells, as UIKit rounds fitting sizes up to
    /// whole pixels: content solved at a fraction of a row more (a label between 10-point
    /// margins) gets its row instead of being squeezed.
    private func solvedSize() -> CGSize {
        let variables = root.layoutState.variables
        func up(_ value: Double) -> CGFloat { CGFloat(max(0, (value - 1e-6).rounded(.up))) }
        return CGSize(width: up(solver.value(of: variables.width)), height: up(solver.value(of: variables.height)))
    }

    // MARK: Collecting

    /// The last ``collect()``, kept while ``ViewLayoutState/structureChanges`` stands: an object
    /// in it leaves the subtree, and may end, only through a change that count counts.
    @exclusivity(unchecked) private var collection: (changes: Int, constraints: [Unowned], views: [Unowned], guides: [Unowned])?

    /// A reference that costs no reference counting, for ``collection``.
    struct Unowned {
        unowned(unsafe) let object: AnyObject
    }

    private func collected() -> ([LayoutConstraint], [View], [LayoutGuide]) {
        let changes = ViewLayoutState.structureChanges
        if let collection, collection.changes == changes {
            return (Self.objects(collection.constraints), Self.objects(collection.views), Self.objects(collection.guides))
        }
        let found = collect()
        collection = (changes, Self.references(found.0), Self.references(found.1), Self.references(found.2))
        return found
    }

    // Plain loops rather than `map`: a closure made here checks the main actor when called.
    private static func references<T: AnyObject>(_ objects: [T]) -> [Unowned] {
        var references: [Unowned] = []
        references.reserveCapacity(objects.count)
        for object in objects { references.append(Unowned(object: object)) }
        return references
    }

    private static func objects<T: AnyObject>(_ references: [Unowned]) -> [T] {
        var objects: [T] = []
        objects.reserveCapacity(references.count)
        for reference in references { objects.append(unsafeDowncast(reference.object, to: T.self)) }
        return objects
    }

    /// The active constraints in the subtree (depth first), the views they place with their
    /// ancestors below the root, and the guides they use.
    private func collect() -> ([LayoutConstraint], [View], [LayoutGuide]) {
        let root = self.root
        var constraints: [LayoutConstraint] = []
        func walk(_ view: View) {
            if let installed = view.layoutStateStorage?.installed, !installed.isEmpty {
                constraints.append(contentsOf: installed)
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(root)
        var views: [View] = []
        var guides: [LayoutGuide] = []
        // A subtree has a few views: a scan of the found ones costs less than hashing. (Plain
        // loops rather than closures: a closure made here checks the main actor when called.)
        func isFound(_ view: View) -> Bool {
            if view === root { return true }
            for found in views where found === view { return true }
            return false
        }
        func addView(_ view: View) {
            // Most items are views found already (a view has several constraints).
            guard !isFound(view) else { return }
            var chain: [View] = [view]
            var current = view.superview
            while let candidate = current, !isFound(candidate) {
                chain.append(candidate)
                current = candidate.superview
            }
            views.append(contentsOf: chain.reversed())
        }
        func add(_ item: AnyObject?) {
            guard let item else { return }
            if let view = item as? View {
                addView(view)
            } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
                addView(owner)
                for found in guides where found === guide { return }
                guides.append(guide)
            }
        }
        for constraint in constraints {
            add(constraint.firstItem)
            add(constraint.secondItem)
        }
        return (constraints, views, guides)
    }

    private func variables(of item: AnyObject) -> LayoutVariables? {
        if let view = item as? View { return view.layoutState.variables }
        return (item as? LayoutGuide)?.variables
    }

    /// Appends the terms of an attribute (its constant is ``constant(_:_:)``), each coefficient
    /// `c` as it is, or as `-(c × multiplier)` for the second side of a constraint.
    private func appendTerms(
        _ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, to terms: inout [Term], negatedTimes multiplier: Double?
    ) {
        guard let item, let v = variables(of: item) else { return }
        func add(_ variable: Variable, _ coefficient: Double = 1) {
            if let multiplier {
                terms.append(Term(variable, -(coefficient * multiplier)))
            } else {
                terms.append(Term(variable, coefficient))
            }
        }
        switch attribute {
        case .left, .leading: add(v.left)
        case .right, .trailing:
            add(v.left)
            add(v.width)
        case .top: add(v.top)
        case .bottom, .lastBaseline:
            add(v.top)
            add(v.height)
        case .width: add(v.width)
        case .height: add(v.height)
        case .centerX:
            add(v.left)
            add(v.width, 0.5)
        case .centerY:
            add(v.top)
            add(v.height, 0.5)
        case .firstBaseline:
            add(v.top)
            if (item as? View)?.firstBaselineOffsetFromTop == nil { add(v.height) }
        case .notAnAttribute: break
        }
    }

    /// The constant of an attribute's expression: a first baseline's offset from the top.
    private func constant(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> Double {
        guard attribute == .firstBaseline, let offset = (item as? View)?.firstBaselineOffsetFromTop else { return 0 }
        return Double(offset)
    }

    // MARK: Specs

    private func makeSpecs(
        constraints: [LayoutConstraint], views: [View], guides: [LayoutGuide], size: CGSize,
        horizontal: LayoutPriority, vertical: LayoutPriority, scale: PointScale?
    ) -> (specs: [Spec], intrinsic: Range<Int>) {
        var specs: [Spec] = []
        specs.reserveCapacity(4 + 4 * guides.count + constraints.count + 4 * views.count)
        let root = self.root
        func add<Owner: AnyObject>(
            _ owner: Owner, _ slot: Int, _ relation: Relation, _ constant: Double,
            priority: LayoutPriority = .required, other: AnyObject? = nil, multiplier: Double = 1
        ) {
            let kind: Spec.Kind = Owner.self == LayoutConstraint.self ? .constraint
                : Owner.self == LayoutGuide.self ? .guide : owner === root ? .root : .view
            specs.append(
                Self.spec(owner, kind, slot, relation, constant, priority: priority, other: other, multiplier: multiplier))
        }
        add(root, 0, .equal, 0)
        add(root, 1, .equal, 0)
        add(root, 2, .equal, -Double(size.width), priority: horizontal)
        add(root, 3, .equal, -Double(size.height), priority: vertical)
        for view in views where view.layoutState.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let frame = view.cellFrame
            add(view, 0, .equal, -Double(frame.minX - parent.cellBounds.minX), other: parent)
            add(view, 1, .equal, -Double(frame.minY - parent.cellBounds.minY), other: parent)
            add(view, 2, .equal, -Double(frame.width), other: parent)
            add(view, 3, .equal, -Double(frame.height), other: parent)
        }
        for guide in guides {
            guard let owner = guide.owningView, guide.kind != .free else { continue }
            if guide.kind == .fixed {
                let frame = guide.fixedFrame
                add(guide, 0, .equal, -Double(frame.minX), other: owner)
                add(guide, 1, .equal, -Double(frame.minY), other: owner)
                add(guide, 7, .equal, -Double(frame.width))
                add(guide, 8, .equal, -Double(frame.height))
                continue
            }
            let m = guide.kind == .safeArea ? .zero : Self.margins(of: owner, scale: scale)
            guard guide.kind == .readable else {
                add(guide, 0, .equal, -Double(m.leading), other: owner)
                add(guide, 1, .equal, -Double(m.top), other: owner)
                add(guide, 2, .equal, Double(m.leading + m.trailing), other: owner)
                add(guide, 3, .equal, Double(m.top + m.bottom), other: owner)
                continue
            }
            // Inside the margins, centred between them, as wide as the margins allow up to the
            // readable width.
            let readable = Double(LayoutGuide.readableWidth)
            add(guide, 0, .greaterThanOrEqual, -Double(m.leading), other: owner)
            add(guide, 1, .equal, -Double(m.top), other: owner)
            add(guide, 2, .lessThanOrEqual, Double(m.leading + m.trailing), other: owner)
            add(guide, 3, .equal, Double(m.top + m.bottom), other: owner)
            add(guide, 4, .equal, -Double(m.leading - m.trailing), other: owner)
            add(guide, 5, .lessThanOrEqual, -readable)
            add(guide, 6, .equal, -readable, priority: .init(rawValue: 999))
        }
        // User constraints, the highest priority first so that a conflict breaks the lowest
        // (a stable order: among equals, the one activated first).
        var ordered = constraints
        var isOrdered = true
        for index in ordered.indices.dropFirst() where ordered[index - 1].priority < ordered[index].priority {
            isOrdered = false
            break
        }
        if !isOrdered {
            ordered = constraints.enumerated().sorted {
                $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
            }.map(\.element)
        }
        for constraint in ordered {
            // Under a point scale, `first·s1 = m·second·s2 + c` in points is
            // `first = (m·s2/s1)·second + c/s1` in cells (s: points per cell along each axis).
            let firstUnit = scale?.pointsPerCell(along: constraint.firstAttribute) ?? 1
            let secondUnit = scale?.pointsPerCell(along: constraint.secondAttribute) ?? 1
            let multiplier = Double(constraint.multiplier) * secondUnit / firstUnit
            let first = constraint.firstAttribute, second = constraint.secondAttribute
            let difference = (first == .firstBaseline ? constant(constraint.firstItem, first) : 0)
                - (second == .firstBaseline ? multiplier * constant(constraint.secondItem, second) : 0)
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            add(
                constraint, 0, relation,
                difference - Double(constraint.constant) / firstUnit - Double(constraint.systemSpacingMultiplier),
                priority: min(constraint.priority, .required), multiplier: multiplier)
        }
        // The intrinsic sizes last (see appendIntrinsicSpecs).
        let intrinsicStart = specs.count
        appendIntrinsicSpecs(views, scale: scale, to: &specs)
        return (specs, intrinsicStart..<specs.count)
    }

    private static func spec(
        _ owner: AnyObject, _ kind: Spec.Kind, _ slot: Int, _ relation: Relation, _ constant: Double,
        priority: LayoutPriority = .required, other: AnyObject? = nil, multiplier: Double = 1
    ) -> Spec {
        Spec(
            key: Key(owner: ObjectIdentifier(owner), slot: slot), kind: kind, owner: owner,
            signature: Signature(other: other.map(ObjectIdentifier.init), priority: priority.rawValue, multiplier: multiplier),
            relation: relation, constant: constant)
    }

    /// The views' intrinsic sizes, each held by its compression resistance and then its hugging:
    /// the size's row is then in terms of its compression symbols, which the fitting size's low
    /// priority never moves, so that measuring a long chain of views (each placed below the
    /// last) does not walk the simplex through every view. (They come after the constraints
    /// that place the views: adding them first would solve faster still, but among equally good
    /// layouts, two views hugging at the same priority, it would pick another one.) The sizes
    /// are read in `scale`'s points.
    private func appendIntrinsicSpecs(_ views: [View], scale: PointScale?, to specs: inout [Spec]) {
        specs.reserveCapacity(specs.count + 4 * views.count)
        for view in views {
            let state = view.layoutState
            guard !state.translatesAutoresizingMaskIntoConstraints else { continue }
            // Reported in points under a point scale, as UIKit code writes its own.
            let reported = view.intrinsicContentSize
            let intrinsic = scale.cells(sizeKeepingSentinels: reported)
            if intrinsic.width >= 0 {
                let width = -Double(intrinsic.width)
                specs.append(Self.spec(view, .view, 5, .greaterThanOrEqual, width, priority: state.compressionResistance[0]))
                specs.append(Self.spec(view, .view, 4, .lessThanOrEqual, width, priority: state.hugging[0]))
            }
            if intrinsic.height >= 0 {
                let height = -Double(intrinsic.height)
                specs.append(Self.spec(view, .view, 7, .greaterThanOrEqual, height, priority: state.compressionResistance[1]))
                specs.append(Self.spec(view, .view, 6, .lessThanOrEqual, height, priority: state.hugging[1]))
            }
        }
    }

    /// The terms of a spec's constraint (`terms + constant relation 0`), in the order the
    /// solver meets them (it makes a new variable's symbol when it first meets it). Made into
    /// one array, without an expression for each side.
    private func terms(of spec: Spec) -> [Term] {
        let slot = spec.key.slot
        var terms: [Term] = []
        terms.reserveCapacity(4)
        func difference(_ variable: Variable, _ other: Variable) {
            terms.append(Term(variable))
            terms.append(Term(other, -1))
        }
        switch spec.kind {
        case .root:
            let r = root.layoutState.variables
            terms.append(Term(slot == 0 ? r.left : slot == 1 ? r.top : slot == 2 ? r.width : r.height))
        case .constraint:
            let constraint = unsafeDowncast(spec.owner, to: LayoutConstraint.self)
            appendTerms(constraint.firstItem, constraint.firstAttribute, to: &terms, negatedTimes: nil)
            appendTerms(constraint.secondItem, constraint.secondAttribute, to: &terms, negatedTimes: spec.signature.multiplier)
        case .guide:
            let guide = unsafeDowncast(spec.owner, to: LayoutGuide.self)
            guard let owner = guide.owningView else { return terms }
            let g = guide.variables, o = owner.layoutState.variables
            switch slot {
            case 0: difference(g.left, o.left)
            case 1: difference(g.top, o.top)
            case 2: difference(g.width, o.width)
            case 3: difference(g.height, o.height)
            // Twice the guide's centre against the owner's: zero when centred.
            case 4:
                terms.append(Term(g.left, 2))
                terms.append(Term(g.width))
                terms.append(Term(o.left, -2))
                terms.append(Term(o.width, -1))
            case 8: terms.append(Term(g.height))
            default: terms.append(Term(g.width))
            }
        case .view:
            let view = unsafeDowncast(spec.owner, to: View.self)
            let v = view.layoutState.variables
            if slot >= 4 {
                terms.append(Term(slot < 6 ? v.width : v.height))
                return terms
            }
            guard let parent = view.superview else { return terms }
            let p = parent.layoutState.variables
            switch slot {
            case 0: difference(v.left, p.left)
            case 1: difference(v.top, p.top)
            case 2: terms.append(Term(v.width))
            default: terms.append(Term(v.height))
            }
        }
        return terms
    }

    /// How diagnostics name a spec's constraint.
    private func name(of spec: Spec) -> String {
        let slot = spec.key.slot
        let value = -spec.constant
        if spec.owner === root {
            let rootName = LayoutConstraint.name(of: root)
            return switch slot {
            case 0: "\(rootName).left == 0 (the view that solves)"
            case 1: "\(rootName).top == 0 (the view that solves)"
            case 2: "\(rootName).width == \(LayoutConstraint.format(value)) (its size)"
            default: "\(rootName).height == \(LayoutConstraint.format(value)) (its size)"
            }
        }
        if let constraint = spec.owner as? LayoutConstraint { return constraint.description }
        if let guide = spec.owner as? LayoutGuide {
            return switch slot {
            case 0: "\(guide).left (margin \(value))"
            case 1: "\(guide).top (margin \(value))"
            case 2, 5, 6, 7: "\(guide).width"
            case 4: "\(guide).centerX"
            default: "\(guide).height"
            }
        }
        guard let view = spec.owner as? View else { return "?" }
        let name = LayoutConstraint.name(of: view)
        if slot >= 4 {
            let label = slot < 6 ? "width" : "height"
            return slot % 2 == 0
                ? "\(name).\(label) <= \(LayoutConstraint.format(value)) (content hugging)"
                : "\(name).\(label) >= \(LayoutConstraint.format(value)) (compression resistance)"
        }
        let note = "(translatesAutoresizingMaskIntoConstraints)"
        let parent = view.superview.map(LayoutConstraint.name(of:)) ?? "?"
        let frame = view.cellFrame
        return switch slot {
        case 0: "\(name).left == \(parent).left + \(LayoutConstraint.format(frame.minX)) \(note)"
        case 1: "\(name).top == \(parent).top + \(LayoutConstraint.format(frame.minY)) \(note)"
        case 2: "\(name).width == \(LayoutConstraint.format(frame.width)) \(note)"
        default: "\(name).height == \(LayoutConstraint.format(frame.height)) \(note)"
        }
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
        // The same constraints as last time are matched by position.
        if !isSameOrder(specs) { slots = matchByKey(specs) }
        let before = relaxations
        var skipped: [Int] = []
        for index in specs.indices where !update(at: index, to: specs[index]) { skipped.append(index) }
        // A refused constraint passed over before a later one made room is tried again now.
        guard relaxations != before else { return }
        for index in skipped { update(at: index, to: specs[index]) }
    }

    /// Whether `specs` are the last pass's, in the same order.
    private func isSameOrder(_ specs: [Spec]) -> Bool {
        guard specs.count == slots.count else { return false }
        // A slot keeps its owner's address from being taken: the same key is the same owner.
        for index in specs.indices where specs[index].key != slots[index].key { return false }
        return true
    }

    /// Whether the solver's solution already is the one `specs` ask for, without a change:
    /// every spec but the root's size is as in the solver, and the root's size, now required,
    /// is exactly what the solver found at its fitting priority. This is a self-sizing cell
    /// laid out at the size it was just measured at: the solution measured is optimal with
    /// that size required too (it meets every constraint the required size adds, and nothing
    /// else changed), so the pass keeps it instead of swapping the size's constraint out and
    /// back in each time. Any other change goes through ``sync(_:)``.
    private func isSolved(_ specs: [Spec]) -> Bool {
        guard isSameOrder(specs) else { return false }
        let r = root.layoutState.variables
        for index in specs.indices {
            let spec = specs[index]
            guard let entry = slots[index].entry else { return false }
            if entry.signature == spec.signature {
                if entry.constant != spec.constant { return false }
                continue
            }
            // Only the root's width or height, required now and met exactly.
            guard spec.owner === root, spec.key.slot >= 2, spec.signature.priority >= LayoutPriority.required.rawValue
            else { return false }
            let value = solver.value(of: spec.key.slot == 2 ? r.width : r.height)
            if abs(value + spec.constant) > 1e-9 { return false }
        }
        return true
    }

    /// The slots of `specs` with the entries of the last pass's slots of the same key and
    /// owner; constraints no longer wanted leave the solver first, so that they cannot
    /// conflict with new ones.
    private func matchByKey(_ specs: [Spec]) -> [Slot] {
        if slots.isEmpty && refused.isEmpty {
            // Nothing to keep or let go (a first pass): every slot is new.
            var matched: [Slot] = []
            matched.reserveCapacity(specs.count)
            for spec in specs { matched.append(Slot(key: spec.key, owner: spec.owner, entry: nil)) }
            return matched
        }
        var wanted: [Key: ObjectIdentifier] = [:]
        wanted.reserveCapacity(specs.count)
        for spec in specs { wanted[spec.key] = ObjectIdentifier(spec.owner) }
        var kept: [Key: Entry] = [:]
        for slot in slots {
            guard let entry = slot.entry else { continue }
            // An owner that has ended keeps its address (see Slot): no spec has its key.
            if wanted[slot.key] == nil {
                try? solver.remove(entry.constraint)
                relaxations += 1
            } else {
                kept[slot.key] = entry
            }
        }
        refused = refused.filter { wanted[$0.key] != nil }
        slots = []
        var matched: [Slot] = []
        matched.reserveCapacity(specs.count)
        for spec in specs {
            matched.append(Slot(key: spec.key, owner: spec.owner, entry: kept[spec.key]))
        }
        return matched
    }

    /// Brings the constraint of the slot at `index` in line with its spec; `false` when the
    /// spec was refused before and nothing has changed since, so it was not tried.
    @discardableResult
    private func update(at index: Int, to spec: Spec) -> Bool {
        if let entry = slots[index].entry, entry.signature == spec.signature {
            guard entry.constant != spec.constant else { return true }
            relaxations += 1
            do {
                try solver.setConstant(of: entry.constraint, to: spec.constant)
                slots[index].entry?.constant = spec.constant
            } catch {
                try? solver.remove(entry.constraint)
                slots[index].entry = nil
                refuse(spec)
            }
            return true
        }
        if let entry = slots[index].entry {
            try? solver.remove(entry.constraint)
            relaxations += 1
            slots[index].entry = nil
        }
        if !refused.isEmpty, let previous = refused[spec.key], previous.owner.object === spec.owner, previous.signature == spec.signature,
            previous.constant == spec.constant, previous.relaxations == relaxations
        {
            return false
        }
        let constraint = Constraint(
            LinearExpression(terms(of: spec), constant: spec.constant), spec.relation,
            strength: Strength(priority: spec.signature.priority), name: "")
        do {
            try solver.add(constraint)
            slots[index].entry = Entry(constraint: constraint, signature: spec.signature, constant: spec.constant)
            if !refused.isEmpty { refused[spec.key] = nil }
        } catch {
            refuse(spec)
        }
        return true
    }

    /// Notes a spec the solver refused and reports it (once).
    private func refuse(_ spec: Spec) {
        refused[spec.key] = (Weak(spec.owner), spec.signature, spec.constant, relaxations)
        report(spec)
    }

    /// Whether the constraint of `spec`, the spec at `index` of ``lastSpecs``, is in the solver
    /// now. While a pass syncs, the slots are in the order of its specs: one look, no search.
    private func isInSolver(_ spec: Spec, at index: Int) -> Bool {
        if index < slots.count, slots[index].key == spec.key { return slots[index].entry != nil }
        for slot in slots where slot.key == spec.key { return slot.entry != nil }
        return false
    }

    /// The solver variables in `spec`'s constraint.
    private func variableIdentifiers(of spec: Spec) -> [ObjectIdentifier] {
        var identifiers: [ObjectIdentifier] = []
        for term in terms(of: spec) { identifiers.append(ObjectIdentifier(term.variable)) }
        return identifiers
    }

    /// The names of this pass's constraints that have one of `variables`, one an indented
    /// line, leaving out the spec of `key` and, when `inSolverOnly`, those not in the solver.
    /// (Plain loops rather than closures: a closure made here checks the main actor when
    /// called, once per spec.)
    private func relatedList(sharing variables: [ObjectIdentifier], except key: Key?, inSolverOnly: Bool) -> String {
        let specVariables: [[ObjectIdentifier]]
        if let cached = lastSpecVariables {
            specVariables = cached
        } else {
            var made: [[ObjectIdentifier]] = []
            made.reserveCapacity(lastSpecs.count)
            for spec in lastSpecs { made.append(variableIdentifiers(of: spec)) }
            specVariables = made
            lastSpecVariables = made
        }
        var lines: [String] = []
        for index in lastSpecs.indices {
            let other = lastSpecs[index]
            if other.key == key || (inSolverOnly && !isInSolver(other, at: index)) { continue }
            var shares = false
            for variable in specVariables[index] where variables.contains(variable) {
                shares = true
                break
            }
            guard shares else { continue }
            if lastSpecNames.isEmpty { lastSpecNames = Array(repeating: nil, count: lastSpecs.count) }
            let otherName = lastSpecNames[index] ?? name(of: other)
            lastSpecNames[index] = otherName
            lines.append("  " + otherName)
        }
        return lines.joined(separator: "\n")
    }

    /// Reports a refused constraint once, with the constraints that share an item with it.
    private func report(_ spec: Spec) {
        if let source = spec.owner as? LayoutConstraint {
            guard !source.reportedConflict else { return }
            source.reportedConflict = true
        } else {
            guard reported.insert(spec.key).inserted else { return }
        }
        let list = relatedList(sharing: variableIdentifiers(of: spec), except: spec.key, inSolverOnly: true)
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "unsatisfiableConstraints",
            message: "Unable to satisfy constraints; broke \(name(of: spec)), which conflicts with:\n\(list)"))
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
                x: x.origin - parentX + parent.cellBounds.minX, y: y.origin - parentY + parent.cellBounds.minY,
                width: x.width, height: y.width)
            if view.cellFrame != frame { view.cellFrame = frame }
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
            guide.cellLayoutFrame = CGRect(x: x.origin - ox, y: y.origin - oy, width: x.width, height: y.width)
        }
    }

    private func reportAmbiguity(of view: View) {
        guard !view.layoutState.reportedAmbiguity else { return }
        let v = view.layoutState.variables
        guard !solver.isDetermined(v.left) || !solver.isDetermined(v.top) || !solver.isDetermined(v.width)
            || !solver.isDetermined(v.height)
        else { return }
        let all = [("x", v.left), ("y", v.top), ("width", v.width), ("height", v.height)]
        let loose = all.filter { !solver.isDetermined($0.1) }.map(\.0)
        view.layoutState.reportedAmbiguity = true
        let mine = [v.left, v.top, v.width, v.height].map(ObjectIdentifier.init)
        let list = relatedList(sharing: mine, except: nil, inSolverOnly: false)
        Diagnostics.report(Diagnostic(
            domain: "layout", kind: "ambiguousLayout",
            message: "\(LayoutConstraint.name(of: view)) has an ambiguous layout: its \(loose.joined(separator: ", ")) "
                + "not fixed by its constraints (placed at the solver's choice):\n\(list)"))
    }
}
