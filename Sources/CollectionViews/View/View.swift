import CollectionCanvas
import CollectionModel
import Foundation

/// The base of everything on screen, as `UIView`: a ``frame`` in its superview's coordinates,
/// ``bounds`` in its own, subviews drawn above it, and key and mouse handling.
///
/// Geometry is in cells, one point a cell, unless a point scale applies to the view
/// (``effectivePointScale``: code written for UIKit, a layout written in points): then
/// ``frame``, ``bounds``, ``center``, the sizes a view reports (``intrinsicContentSize``,
/// ``sizeThatFits(_:)``, ``systemLayoutSizeFitting(_:)``) and its layout guides' frames are in
/// points, and the view is laid out and drawn on the whole cells they fall in. A view draws
/// into a ``Canvas`` in ``draw(_:in:)`` (in cells, as a terminal draws); the
/// front end calls ``render(into:at:)`` on the root view once per frame, which clears each
/// view's area with its ``backgroundStyle``, draws it, then its subviews, each clipped to its
/// frame. Frames with a non-finite value or a negative size are rejected with a diagnostic.
@MainActor
open class View: Responder {
    /// The domain of the diagnostics this class reports.
    open class var diagnosticDomain: String { "view" }

    /// The frame, in cells (``frame`` reads it in points under a point scale).
    var storedFrame: CGRect
    /// The bounds, in cells.
    var storedBounds: CGRect

    /// The views drawn above this one, back to front.
    public private(set) var subviews: [View] = [] { didSet { ViewLayoutState.structureChanges &+= 1 } }
    /// The view this one is a subview of. (Read on every walk up the tree, written only by
    /// ``addSubview(_:)`` and ``removeFromSuperview()``, never during a read: it skips the
    /// run-time exclusivity check.)
    @exclusivity(unchecked) public private(set) weak var superview: View?
    /// A hidden view is neither drawn nor sent events.
    public var isHidden = false { didSet { superview?.setNeedsDisplay() } }
    /// The style that fills the view's area before it draws; `nil` leaves what is below.
    public var backgroundStyle: Style?
    /// How the view follows its superview's size changes, as `UIView.autoresizingMask` (see
    /// ``AutoresizingMask``); empty by default: the view keeps its frame.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their ``autoresizingMask``
    /// (`true`, as in UIKit).
    public var autoresizesSubviews = true
    /// How the view's content is laid out for the two writing directions, as
    /// `UIView.semanticContentAttribute`. It is kept, but every value lays out left to right:
    /// see ``effectiveUserInterfaceLayoutDirection``.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// The tint colour of the view and its subviews, as `UIView.tintColor`: the one set on this
    /// view, else its superview's, else ``Color/tint``. Setting `nil` takes the superview's
    /// again. A change calls ``tintColorDidChange()`` on the view and every subview that
    /// inherits it, and redraws them. Controls and image views draw with it where UIKit's do
    /// (a template symbol, a button's title), when it was set on them or an ancestor.
    open var tintColor: Color! {
        get { explicitTintColor ?? .tint }
        set {
            guard newValue != tintColorStorage else { return }
            tintColorStorage = newValue
            tintDidChange()
        }
    }
    /// The tint set on this view (``tintColor``); `nil` when it inherits.
    private var tintColorStorage: Color?
    /// The tint set on this view or its nearest ancestor that has one; `nil` when none has.
    package var explicitTintColor: Color? { tintColorStorage ?? superview?.explicitTintColor }

    /// Called when the view's ``tintColor`` changes (set on it, or on an ancestor it inherits
    /// from), as `UIView.tintColorDidChange()`. The base does nothing.
    open func tintColorDidChange() {}

    private func tintDidChange() {
        tintColorDidChange()
        setNeedsDisplay()
        for subview in subviews where subview.tintColorStorage == nil { subview.tintDidChange() }
    }

    /// The view's layer, made on first use (see ``layer``).
    var layerStorage: Layer?
    /// The view's opacity (see ``alpha``).
    var alphaStorage: CGFloat = 1
    /// The running animations of the view's properties (`View.animate`); `nil` while none runs.
    var animationStorage: ViewPropertyAnimations?
    /// Whether ``layoutSubviews()`` should run before the next draw.
    public private(set) var needsLayout = true
    /// Whether the view changed since the front end last presented it.
    @exclusivity(unchecked) public private(set) var needsDisplay = true
    /// Auto Layout: installed constraints, priorities, margins, guides and the solver of a
    /// view that solves constraints (`AutoLayout/`); made on first use, so that views that
    /// never meet a constraint carry no more than this one pointer.
    @exclusivity(unchecked) package var layoutStateStorage: ViewLayoutState?
    package var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState()
        layoutStateStorage = state
        return state
    }
    /// Whether constraints are installed on this view (without making its state).
    var hasInstalledConstraints: Bool { layoutStateStorage.map { !$0.installed.isEmpty } ?? false }

    /// A view with an empty frame, as `UIView()`: subclasses that override ``init(frame:)`` and
    /// write `required init?(coder:)`, as UIKit's do, inherit it.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Archived views are not supported: always `nil`. Declared, as in UIKit, so that
    /// subclasses write `required init?(coder:)` as they do there (and inherit ``init()``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with `frame`, in its superview's coordinates: in points under a point scale (the
    /// ``PointScale/current`` one; the view has no superview yet), else in cells. A frame with a
    /// negative or non-finite size is reported and replaced by an empty one.
    public init(frame: CGRect) {
        let cells = PointScale.currentEffective.cells(frame)
        storedFrame = cells
        storedBounds = CGRect(origin: .zero, size: cells.size)
        if !Self.isValid(frame, operation: "init(frame:)") {
            storedFrame = .zero
            storedBounds = .zero
        }
    }

    // MARK: Geometry (in points under a point scale; see View+Geometry.swift)

    /// The view's rectangle in its superview's coordinates (for the root: on screen). Setting it
    /// also sets the size of ``bounds``.
    ///
    /// It is in points when a point scale applies to the view (``effectivePointScale``: code
    /// written for UIKit), else in cells. The view is laid out and drawn on whole cells: a frame
    /// set in points is kept as written (it reads back the same) and drawn on the cells its
    /// edges fall in.
    ///
    /// Subclasses may override it as in UIKit (`override var frame: CGRect { didSet { ... } }`,
    /// calling `super`); the override is called wherever the frame is set, by layouts,
    /// autoresizing and Auto Layout alike, but not for the frame given to ``init(frame:)``,
    /// which is stored directly.
    open var frame: CGRect {
        get { effectivePointScale.points(storedFrame) }
        set {
            guard Self.isValid(newValue, operation: "frame") else { return }
            let scale = effectivePointScale
            let cells = scale.cells(newValue)
            animatablePropertyWillChange(.frame, keepsTarget: animationStorage?.frame?.to == cells)
            let resized = cells.size != storedFrame.size
            storedFrame = cells
            // Through `bounds` (and so a subclass's override of it), in the same scale.
            bounds = scale.points(CGRect(origin: storedBounds.origin, size: cells.size))
            if resized { setNeedsLayout() }
            setNeedsDisplay()
        }
    }

    /// The view's own coordinate space: its size is the frame's, and its origin is the point
    /// drawn at the frame's top-left corner (a scroll view's content offset). In points when a
    /// point scale applies to the view, as ``frame`` is.
    ///
    /// Subclasses may override it as in UIKit (`override var bounds: CGRect { didSet { ... } }`);
    /// setting ``frame`` sets it too, through the override.
    open var bounds: CGRect {
        get { effectivePointScale.points(storedBounds) }
        set {
            guard Self.isValid(newValue, operation: "bounds") else { return }
            let cells = effectivePointScale.cells(newValue)
            guard cells != storedBounds else { return }
            boundsWillChange(to: cells)
            let oldSize = storedBounds.size
            // A root that already had a size is being resized (the terminal's window): its
            // controllers hear of it first, as UIKit's do.
            let resizesRoot = oldSize != cells.size && superview == nil && oldSize.width > 0 && oldSize.height > 0
            let transition = resizesRoot ? transitionControllers(to: cells.size) : nil
            storedBounds = cells
            if oldSize != cells.size && autoresizesSubviews { resizeSubviews(from: oldSize) }
            if oldSize != cells.size && superview == nil { rootSizeDidChange(from: oldSize) }
            if let transition, transition.hasWork {
                // The blocks see the views laid out at the new size, as UIKit's do.
                setNeedsLayout()
                layoutIfNeeded()
                transition.finish()
            }
            setNeedsDisplay()
        }
    }

    /// The centre of the view's frame, in its superview's coordinates, as `UIView.center` (in
    /// points when a point scale applies, as ``frame`` is). Setting it moves the frame (through
    /// ``frame``), keeping its size; a non-finite point is reported and ignored.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            guard Self.isValid(newValue, operation: "center") else { return }
            let size = frame.size
            frame.origin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
        }
    }

    /// Called before ``bounds`` changes (also when ``frame`` changes its size), with the new
    /// bounds in cells.
    open func boundsWillChange(to newBounds: CGRect) {}

    /// The size that best fits the view's content within `size`; the base answers the frame's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Sizes the view to what its content needs (``sizeThatFits(_:)`` of its current size),
    /// keeping its origin, as `UIView.sizeToFit()`.
    open func sizeToFit() {
        cellFrame.size = cellSizeThatFits(cellBounds.size)
    }

    // MARK: Auto Layout (the rest is in AutoLayout/View+AutoLayout.swift)

    /// The value of a side of ``intrinsicContentSize`` that the view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, in cells, as `UIView.intrinsicContentSize`: Auto
    /// Layout keeps the view at least this big (``contentCompressionResistancePriority(for:)``)
    /// and at most this big (``contentHuggingPriority(for:)``). A side without one is
    /// ``noIntrinsicMetric``, as both are for the base view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (a label's text, an image).
    open func invalidateIntrinsicContentSize() {
        guard superview != nil || hasInstalledConstraints else { return }
        autoLayoutRoot.setNeedsLayout()
    }

    /// The offset of the first baseline from the top, for `firstBaselineAnchor`; views without
    /// text answer `nil` (their baseline is their bottom edge, as in UIKit).
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The target size that asks ``systemLayoutSizeFitting(_:)`` for the smallest size the
    /// constraints allow, as `UIView.layoutFittingCompressedSize`: zero.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The target size that asks ``systemLayoutSizeFitting(_:)`` for the largest size the
    /// constraints allow, as `UIView.layoutFittingExpandedSize`: larger than any terminal, in
    /// points or cells alike.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size that satisfies the constraints inside the view, as close to `targetSize` as
    /// they allow, as `UIView.systemLayoutSizeFitting(_:)`: both sides approach the target at
    /// ``LayoutPriority/fittingSizeLevel`` (``layoutFittingCompressedSize`` asks for the smallest
    /// size). A cell holds the width at the target's instead, which is how self-sizing cells take
    /// their height (``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with a required width does the same for any view). Without constraints inside, the
    /// view's ``sizeThatFits(_:)``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints inside the view with the width approaching
    /// `targetSize.width` at `horizontalFittingPriority` and the height at
    /// `verticalFittingPriority` (both rounded to cells). Without constraints inside, the view's
    /// ``sizeThatFits(_:)``.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let scale = effectivePointScale
        if let fitted = fittingSizeWithConstraints(
            scale.cells(sizeKeepingSentinels: targetSize), horizontal: horizontalFittingPriority,
            vertical: verticalFittingPriority)
        {
            return scale.points(sizeKeepingSentinels: fitted)
        }
        return sizeThatFits(targetSize)
    }

    // MARK: Hierarchy

    /// Adds `view` above the other subviews (removing it from its old superview first). Adding
    /// a view to itself or to one of its own subviews would make a loop: it is reported and
    /// ignored.
    open func addSubview(_ view: View) {
        var ancestor: View? = self
        while let current = ancestor {
            if current === view {
                Diagnostics.report(Diagnostic(
                    domain: "view", kind: "subviewCycle",
                    message: "addSubview(_:): \(type(of: view)) is this \(type(of: self)) or one of its superviews; ignored."))
                return
            }
            ancestor = current.superview
        }
        let previousTraits = view.traitCollection
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsDisplay()
        if view.traitCollection != previousTraits { view.propagateTraitCollectionChange(from: previousTraits) }
    }

    /// Inserts `view` among the subviews at `index` (0 is the back), as
    /// `UIView.insertSubview(_:at:)`, removing it from its old superview first; an index past
    /// the end adds it in front. A loop (the view itself or one of its superviews) is reported
    /// and ignored, as in ``addSubview(_:)``.
    open func insertSubview(_ view: View, at index: Int) {
        addSubview(view)
        guard view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsDisplay()
    }

    // MARK: Layout and display

    /// Asks for ``layoutSubviews()`` before the next draw.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Runs ``layoutSubviews()`` if needed, then does the same for the subviews.
    open func layoutIfNeeded() {
        if !needsLayout, constraintScaleIsStale { needsLayout = true }
        if needsLayout {
            needsLayout = false
            solveConstraintsIfRoot()
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Places subviews; the base does nothing.
    open func layoutSubviews() {}

    /// Called on a view loaded from a nib, as UIKit's `awakeFromNib()`: never here (a terminal
    /// loads no nibs; see `Nib`), so that overrides compile. The base does nothing.
    open func awakeFromNib() {}

    /// Marks the view (and so the screen) as changed.
    public func setNeedsDisplay() {
        needsDisplay = true
        (superview ?? displayHost)?.setNeedsDisplay()
    }

    /// The view that draws this one without being its superview (a collection view drawing
    /// its cells): told when this view needs display, so that a change to a shown cell's views
    /// (`cell.label.text = …`, a constraint's constant) reaches the next frame.
    @exclusivity(unchecked) package weak var displayHost: View?

    /// Draws the view's own content. `rect` is where the view's frame lies on `canvas`; the
    /// canvas is clipped to it. The base draws nothing (its background is already filled).
    open func draw(_ rect: CGRect, in canvas: inout Canvas) {}

    /// The last step of the layout pass, run by ``render(into:at:)`` after ``layoutIfNeeded()``
    /// and just before ``draw(_:in:)``: a view makes the views it draws from (the collection
    /// view makes the cells of the elements in view, calling the cell provider), so that
    /// drawing only draws. The base does nothing.
    open func prepareForDrawing() {}

    /// Lays out if needed (``layoutIfNeeded()``, then the views that are drawn from are made)
    /// and draws the view and its subviews with the view's frame at `origin` on `canvas`, each
    /// clipped to its frame; the root of a tree gives the canvas its glyph set. Hidden views
    /// draw nothing, and nor do views whose ``alpha`` is under 0.01; under 0.5 the view and its
    /// subviews are drawn dim. While a `View.animate` animation runs, the frames, background
    /// colours and alphas drawn are the animation's.
    public func render(into canvas: inout Canvas, at origin: CGPoint) {
        guard !isHidden else { return }
        layoutIfNeeded()
        let opacity = animationStorage == nil ? alphaStorage : presentationAlpha
        guard opacity >= View.minimumDrawnAlpha else {
            clearNeedsDisplay()
            return
        }
        prepareTreeForDrawing()
        if superview == nil { canvas.glyphSet = traitCollection.glyphSet }
        let size = animationStorage == nil ? cellFrame.size : presentationFrame.size
        let rect = CGRect(origin: origin, size: size)
        canvas.withClip(rect) { canvas in
            if let style = drawnBackgroundStyle { canvas.fill(rect, style: style) }
            draw(rect, in: &canvas)
            for view in subviews where !view.isHidden {
                let frame = view.animationStorage == nil ? view.cellFrame : view.presentationFrame
                let position = CGPoint(x: origin.x + frame.minX - cellBounds.minX, y: origin.y + frame.minY - cellBounds.minY)
                // A layer's shadow lies under the layer, over what the superview drew before it;
                // a view that is not drawn (alpha under 0.01, as drawn now) casts none.
                if let layer = view.layerStorage, layer.drawsShadow,
                    (view.animationStorage == nil ? view.alpha : view.presentationAlpha) >= View.minimumDrawnAlpha
                {
                    layer.drawShadow(around: CGRect(origin: position, size: frame.size), glyphs: traitCollection.glyphSet, on: &canvas)
                }
                view.render(into: &canvas, at: position)
            }
            // A layer's border lies above its sublayers: over the content and the subviews.
            if let layer = layerStorage { layer.drawBorder(in: rect, glyphs: traitCollection.glyphSet, on: &canvas) }
            if opacity < View.dimmedAlpha { canvas.addAttributes(.dim, in: rect) }
        }
        clearNeedsDisplay()
    }

    /// The background style drawn now: ``backgroundStyle``, with an animation's colour while
    /// ``backgroundColor`` animates.
    private var drawnBackgroundStyle: Style? {
        guard let track = animationStorage?.backgroundColor else { return backgroundStyle }
        guard let color = ViewPropertyAnimations.mix(track.from, track.to, track.group.progress), !color.isClear else {
            return nil
        }
        return (backgroundStyle ?? Style()).withBackground(color)
    }

    /// The layout pass's last step for the view and its visible subviews, parents first, so that
    /// it is over for the whole tree before any view draws (a view that draws what a subview's
    /// pass decides, such as the focused item, sees it in the same frame).
    private func prepareTreeForDrawing() {
        prepareForDrawing()
        for view in subviews where !view.isHidden { view.prepareTreeForDrawing() }
    }

    private func clearNeedsDisplay() {
        needsDisplay = false
    }

    // MARK: Animations

    /// Moves running animations to their clock's time (finishing those whose time is up and
    /// calling their completions) and answers how long until the next frame is due, or `nil`
    /// when nothing animates. The front end calls it on the root before drawing and sleeps
    /// until the next frame is due, so an idle application draws nothing. The base asks its
    /// subviews and answers the earliest.
    ///
    /// The root of a view tree (a view without a superview) also moves on the `View.animate`
    /// animations and runs the completions of those that ended.
    open func advanceAnimations() -> Duration? {
        var next: Duration? = superview == nil ? ViewAnimationGroup.advance() : nil
        for view in subviews {
            if let delay = view.advanceAnimations() { next = min(next ?? delay, delay) }
        }
        return next
    }

    /// Ends running animations at once in their final state, calling their completions (input
    /// does this before it is handled). The base asks its subviews; the root of a view tree
    /// (a view without a superview) also ends every `View.animate` animation and runs its
    /// completion.
    open func finishAnimations() {
        for view in subviews { view.finishAnimations() }
        if superview == nil { ViewAnimationGroup.finishAll() }
    }

    // MARK: Traits

    /// Called when the view's ``traitCollection`` changed, as
    /// `UIView.traitCollectionDidChange(_:)`, with the traits it had before. The base does
    /// nothing; a subclass overrides it to adapt (calling `super` is customary).
    ///
    /// Traits change when the size classes do: when the terminal is resized across
    /// ``TraitCollection/regularWidth`` columns or ``TraitCollection/regularHeight`` rows (the
    /// root's size changes), and when the view is added to a tree whose traits differ from its
    /// own before. The change reaches the whole tree, parents before their subviews, and a view
    /// controller before its root view (``ViewController/traitCollectionDidChange(_:)``). No
    /// other trait changes while a view is shown.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Events

    /// Handles a key; returns whether it did. The base hands it to nobody and returns `false`.
    /// The application offers a key to the responder chain's key commands before the root's
    /// `handle(_:)` (``dispatchKey(_:)``).
    open func handle(_ event: KeyEvent) -> Bool { false }

    /// Whether the view, as the first responder, keeps `event` for itself before the responder
    /// chain's key commands that do not ask for priority
    /// (``KeyCommand/wantsPriorityOverSystemBehavior``), as UIKit's text fields and focus
    /// movement do: a `TextField` keeps the keys that edit text, a collection view that is
    /// the key view the keys that move its focus. `false` for the base.
    open func usesKeyBeforeKeyCommands(_ event: KeyEvent) -> Bool { false }

    /// Whether the view takes the keys when no view is first responder (see
    /// ``firstResponder``): a collection view that is the key view does. `false` for the base.
    open var takesKeysWithoutFirstResponder: Bool { false }

    /// The point scale the views inside this one are written in, when this view decides it
    /// (see ``effectivePointScale``): a collection view, and the cells and headers it shows,
    /// give their layout's (``PointScale/cells`` for values in cells). `nil` for the base: the
    /// superview decides.
    open var pointScaleForContents: PointScale? { nil }

    // MARK: Responder

    /// The controller whose root view this is (set when the controller's view is made or set).
    weak var owningViewController: ViewController?

    /// The next responder, as `UIResponder.next`: the view controller whose root view this is,
    /// else the superview.
    open var next: Responder? {
        owningViewController ?? superview
    }

    /// The key commands this view supports, as `UIResponder.keyCommands`: looked up while this
    /// view is in the responder chain (see ``Responder``). `nil` by default.
    open var keyCommands: [KeyCommand]? { nil }

    /// Whether the view can become first responder (``becomeFirstResponder()``); `false` by
    /// default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the view is the first responder: the view the application's keys start from
    /// (``firstResponder``). For the base, whether it became first responder and has not
    /// resigned.
    open var isFirstResponder: Bool { View.explicitFirstResponder === self }

    /// Makes the view the first responder when ``canBecomeFirstResponder``, so that the
    /// responder chain of its key commands starts here; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        View.explicitFirstResponder = self
        return true
    }

    /// Stops being the first responder; returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if View.explicitFirstResponder === self { View.explicitFirstResponder = nil }
        return true
    }

    /// Handles text pasted into the terminal (one event for the whole paste); returns whether a
    /// view took it. The base offers it to its visible subviews, front to back, until one takes
    /// it; a `TextField` that is editing inserts it. A paste that nothing takes
    /// is ignored: pasted text never acts as keys.
    open func handlePaste(_ text: String) -> Bool {
        for view in subviews.reversed() where view.receivesEvents {
            if view.handlePaste(text) { return true }
        }
        return false
    }

    /// Handles a mouse event whose location is in this view's frame coordinates (0, 0 is its
    /// top-left cell). The base hands it to the topmost visible subview under the pointer.
    open func handle(_ event: MouseEvent) -> Bool {
        for view in subviews.reversed() where view.receivesEvents {
            let origin = CGPoint(x: view.cellFrame.minX - cellBounds.minX, y: view.cellFrame.minY - cellBounds.minY)
            let local = event.offset(by: origin)
            guard CGRect(origin: .zero, size: view.cellFrame.size).contains(local.location) else { continue }
            if view.handle(local) { return true }
        }
        return false
    }

    // MARK: Validation

    static func sanitizedLength(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    static func isValid(_ point: CGPoint, operation: String) -> Bool {
        if point.x.isFinite && point.y.isFinite { return true }
        Diagnostics.report(Diagnostic(
            domain: diagnosticDomain, kind: "nonFiniteValue",
            message: "\(operation): \(point) is not finite; ignored."))
        return false
    }

    static func isValid(_ rect: CGRect, operation: String, allowNegativeSize: Bool = false) -> Bool {
        let finite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
        let sized = allowNegativeSize || (rect.size.width >= 0 && rect.size.height >= 0)
        if finite && sized { return true }
        Diagnostics.report(Diagnostic(
            domain: diagnosticDomain, kind: finite ? "negativeSize" : "nonFiniteValue",
            message: "\(operation): \(rect) is \(finite ? "of negative size" : "not finite"); ignored."))
        return false
    }
}
