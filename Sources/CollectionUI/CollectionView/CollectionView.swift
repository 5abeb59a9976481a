import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A scrolling view of items laid out by a ``CollectionViewLayout``, as `UICollectionView`.
open class CollectionView: ScrollView {
    /// The layout that places the items. Setting it installs the layout and invalidates it.
    public var collectionViewLayout: CollectionViewLayout {
        willSet { collectionViewLayout.host = nil }
        didSet { install(collectionViewLayout) }
    }

    /// The object that supplies counts and cells (held weakly, as in UIKit).
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The object told about selection, focus and display (held weakly).
    public weak var delegate: CollectionViewDelegate?

    /// The object told about items shortly before they come into view (held weakly), as in
    /// UIKit; see ``CollectionViewDataSourcePrefetching``.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?

    /// Whether the ``prefetchDataSource`` is asked about items ahead. Default `true`.
    public var isPrefetchingEnabled = true

    /// The scale of values written in points for this collection view's layouts that set none
    /// of their own (see ``PointScale``); `nil` (the default) takes ``PointScale/current``.
    /// Setting it invalidates the layout.
    public var pointScale: PointScale? { didSet { collectionViewLayout.invalidateLayout() } }

    /// Whether items can be selected (Enter, Space, a click). Default `true`.
    public var allowsSelection = true
    /// Whether several items can be selected at once; Space then toggles. Default `false`.
    public var allowsMultipleSelection = false
    /// Whether several items can be selected at once while ``isEditing``; Space then toggles.
    /// Default `false`.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether cells show their editing state (accessories displayed `whenEditing`).
    public var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// The item with keyboard focus.
    public var focusedIndexPath: IndexPath? { focusNavigation.indexPath }

    /// Horizontal offsets of orthogonally scrolling sections, by section index.
    public internal(set) var orthogonalContentOffsets: [Int: CGPoint] = [:]

    /// The item each scrolled carousel rested on before a change of size, by section: the next
    /// layout pages the carousel to it again (see `recordOrthogonalResizeAnchors()`).
    var orthogonalResizeAnchors: [Int: IndexPath] = [:]

    /// The carousel a press started to pan, until the release (see `beginCarouselPan(at:)`).
    var carouselPan: CarouselPan?

    /// The clock animations are timed with (``SystemAnimationClock/shared`` by default; tests
    /// set a ``TestAnimationClock``).
    public var animationClock: AnimationClock {
        get { animator.clock }
        set { animator.clock = newValue }
    }

    /// Whether and how long changes animate; ``AnimationSettings/standard`` by default (off when
    /// `TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS=1`).
    public var animationSettings: AnimationSettings {
        get { animator.settings }
        set { animator.settings = newValue }
    }

    // MARK: State the view keeps itself

    /// Item counts by section, as the data source last reported them (see ``counts``).
    var sectionCounts: [Int]?
    /// The selected items.
    var selection = SelectionState()
    /// The batch being recorded inside ``performBatchUpdates(_:completion:)``.
    package var pendingUpdate: CollectionViewUpdate?

    // MARK: Collaborators (each owns its state; the view wires them)

    /// Registered classes and the views waiting for reuse.
    package let reuseQueue = ReuseQueue()
    /// The views of the elements in the bounds, made in the layout pass.
    package private(set) lazy var visibleElements = VisibleElements(collectionView: self, reuseQueue: reuseQueue)
    /// Asks the prefetching data source about the items ahead.
    let prefetcher = Prefetcher()
    /// Keyboard focus and the keys that move it.
    private(set) lazy var focusNavigation = FocusNavigation(collectionView: self)
    /// Update and scrolling animations.
    private(set) lazy var animator = UpdateAnimator(collectionView: self)
    /// The item being carried to a new place, if any.
    private(set) lazy var reordering = ReorderController(collectionView: self)
    /// The swipe actions shown over a row.
    private(set) lazy var swipeActions = SwipeActionsController(collectionView: self)

    /// A collection view with `frame` that lays out its items with `layout`, as
    /// `UICollectionView(frame:collectionViewLayout:)`. Set a ``dataSource`` to give it items.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        install(layout)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func install(_ layout: CollectionViewLayout) {
        layout.host = self
        layout.invalidateLayout()
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Forgets cached counts, visible cells' contents, selection and the layout, and asks the
    /// data source again. Focus stays on the same index path when it still exists.
    open func reloadData() {
        animator.finish()
        sectionCounts = nil
        orthogonalContentOffsets = [:]
        selection.removeAll()
        prefetcher.reset()
        visibleElements.recycleAll()
        collectionViewLayout.invalidateLayout()
        if let focus = focusedIndexPath, !isValid(focus) { focusNavigation.follow(to: nil) }
    }

    // MARK: Batch updates (open, so that test doubles override them as they do UIKit's)

    /// Applies several changes as one update, as UIKit's `performBatchUpdates(_:completion:)`.
    ///
    /// Inside `updates`, change the data source's model and call ``insertItems(at:)``,
    /// ``deleteItems(at:)``, ``moveItem(at:to:)``, ``reloadItems(at:)``,
    /// ``reconfigureItems(at:)``, ``insertSections(_:)``, ``deleteSections(_:)``,
    /// ``moveSection(_:toSection:)`` and ``reloadSections(_:)`` with UIKit's index meaning
    /// (deletions in old coordinates, insertions in new). Visible cells, selection and focus
    /// follow their items. When the counts do not add up (UIKit's "Invalid update: invalid
    /// number of items"), a diagnostic is reported and the view reloads all data instead;
    /// `completion` gets `false` then. The update is animated (when animations are on and the
    /// view has been drawn) and `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            // Nested batches join the outer one.
            updates?()
            completion?(true)
            return
        }
        // Animated as UIKit's batches are; `completion` then runs when the animation ends.
        performUpdate(animated: true, {
            pendingUpdate = CollectionViewUpdate()
            updates?()
            defer { pendingUpdate = nil }
            return pendingUpdate ?? CollectionViewUpdate()
        }, completion: completion)
    }

    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) {
        record { $0.difference.insertedItems += indexPaths }
    }

    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.difference.deletedItems += indexPaths }
    }

    /// Moves an item from `indexPath` (before) to `newIndexPath` (after).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.difference.movedItems.append((from: indexPath, to: newIndexPath)) }
    }

    /// Replaces the cells of items (index paths before the update, as in UIKit; the cell
    /// provider is asked for new cells).
    open func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadsBeforeUpdate += indexPaths }
    }

    /// Updates the existing cells of items in place (index paths before the update; the cell
    /// provider gets the same cell).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguresBeforeUpdate += indexPaths }
    }

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) {
        record { $0.difference.insertedSections += Array(sections) }
    }

    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) {
        record { $0.difference.deletedSections += Array(sections) }
    }

    /// Moves a section from `section` (before) to `newSection` (after).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.difference.movedSections.append((from: section, to: newSection)) }
    }

    /// Reloads sections (indexes before the update, as in UIKit): all their cells are asked for
    /// again.
    open func reloadSections(_ sections: IndexSet) {
        record { $0.sectionReloadsBeforeUpdate += Array(sections) }
    }

    /// Item counts by section: cached from the data source until the next update or reload.
    var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        var result: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            result.reserveCapacity(sections)
            for section in 0..<sections {
                result.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        sectionCounts = result
        return result
    }

    // MARK: View

    /// Shown swipe actions and an item being moved take the keys they use first; `m`, Alt-Up
    /// and Alt-Down move items, Delete and `.` show swipe actions. Arrows move focus to the
    /// nearest item in that direction (inside a carousel, Left and Right move within it and
    /// scroll it); Page Up/Down move by a screen; Home/End go to the first/last item;
    /// Tab/Shift-Tab to the next/previous section; Enter and Space select (Space toggles with
    /// multiple selection); Right/Left expand/collapse an outline parent.
    open override func handle(_ event: KeyEvent) -> Bool {
        finishAnimations()
        return respond(to: event)
    }

    /// A press on a swipe action button performs it, one on a cell that handles it (an accessory)
    /// goes to the cell, one on a movable item waits for a drag (which moves it) or the release;
    /// otherwise a press focuses and selects the item under the pointer. The wheel scrolls the
    /// view three rows, or, sideways (or with Shift), the carousel under the pointer.
    open override func handle(_ event: MouseEvent) -> Bool {
        finishAnimations()
        return respond(to: event)
    }

    /// Makes the views of the elements in view before they are drawn: cells are made (and the
    /// cell provider called) here, in the layout pass, never while drawing. A key view with no
    /// focus focuses its preferred item first (``isKeyView``).
    override open func prepareForDrawing() {
        focusNavigation.focusPreferredItemIfNeeded()
        visibleElements.updateIfNeeded()
        // A focus in view stays in view when the geometry changes (cells measured above may
        // have moved it; scrolling to it may bring in cells that move it again).
        for _ in 0..<3 where focusNavigation.keepFocusVisibleAfterGeometryChange() {
            visibleElements.updateIfNeeded()
        }
    }

    /// Draws the decorations, cells and supplementary views that the layout pass made, in z
    /// order, clipped to the view (and orthogonal sections to their band), then the scroll
    /// indicator and the carousels' more-content signs.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        animator.viewDidDraw()
        drawFrame(rect, in: &canvas)
    }

    /// Moves running animations (updates, scrolling) to the ``animationClock``'s time and
    /// answers the delay until their next frame, or `nil` when none runs.
    open override func advanceAnimations() -> Duration? {
        let own = animator.advance()
        guard let others = super.advanceAnimations() else { return own }
        return min(own ?? others, others)
    }

    /// Ends running animations in their final state and calls their completions.
    open override func finishAnimations() {
        animator.finish()
        super.finishAnimations()
    }

    /// Scrolls to `offset`, over an animation when `animated` and animations are on.
    open override func applyContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated, animator.startOffsetAnimation(to: offset) { return }
        animator.stopOffsetAnimation()
        super.applyContentOffset(offset, animated: false)
    }

    /// Whether `indexPath` names an item that exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0
            && indexPath.section < numberOfSections && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The horizontal offset of the orthogonally scrolling section `section`.
    public func orthogonalContentOffset(forSection section: Int) -> CGPoint {
        orthogonalContentOffsets[section] ?? .zero
    }

    /// Sets the offset of the orthogonally scrolling section `section`.
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int) {
        guard orthogonalContentOffsets[section] != offset else { return }
        orthogonalContentOffsets[section] = offset
        visibleElements.setNeedsUpdate()
        setNeedsDisplay()
    }

    // MARK: - Scroll model

    /// The kind of a flow layout's section header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"

    /// The kind of a flow layout's section footer, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// Asks the layout whether the new bounds invalidate it
    /// (``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``) and invalidates it if
    /// so. Called for every change of ``View/frame`` or ``View/bounds``. A change of size also
    /// notes the item each scrolled carousel rests on, so that the new layout pages the carousel
    /// to it again instead of keeping an offset that now cuts its cards.
    open override func boundsWillChange(to newBounds: CGRect) {
        visibleElements.setNeedsUpdate()
        if newBounds.size != cellBounds.size { recordOrthogonalResizeAnchors() }
        if collectionViewLayout.shouldInvalidateLayout(forCellBoundsChange: newBounds) {
            let layout = collectionViewLayout
            let untouched = !layout.needsPrepare || scrollIndicatorDecision.scrollOnlyInvalidation == layout.invalidationCount
            let scrollOnly = untouched && newBounds.size == cellBounds.size && scrollIndicatorDecision.holds(for: self)
            layout.invalidateLayout()
            scrollIndicatorDecision.scrollOnlyInvalidation = scrollOnly ? layout.invalidationCount : nil
        }
    }

    /// What the scroll indicator's column was last decided for (see
    /// `layOutDecidingScrollIndicatorColumn()`).
    private var scrollIndicatorDecision = ScrollIndicatorDecision()

    /// Invalidates the layout: content insets change the space it lays out across.
    open override func contentInsetDidChange() {
        collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout if it was invalidated, takes its
    /// ``CollectionViewLayout/collectionViewContentSize`` as ``ScrollView/contentSize``, and
    /// after a new layout or a change of content size moves the offset back into the scrollable
    /// range (through the
    /// layout's ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)``).
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        if collectionViewLayout.pointScaleChangedSincePrepare {
            // Points now mean other cells: lay out again and measure the cells again.
            collectionViewLayout.invalidateLayout()
            visibleElements.pointScaleDidChange()
        }
        let layout = collectionViewLayout
        let decided = scrollIndicatorDecision.holds(for: self)
        let prepared = layout.needsPrepare || !decided
        if prepared {
            visibleElements.setNeedsUpdate()
            if decided && scrollIndicatorDecision.scrollOnlyInvalidation == layout.invalidationCount {
                // Invalidated by scrolling alone: the same content in the same size keeps its column.
                layout.prepareIfNeeded()
                scrollIndicatorDecision.record(for: self)
            } else {
                layOutDecidingScrollIndicatorColumn()
            }
            clampOrthogonalContentOffsets()
            repageOrthogonalSectionsAfterResize()
        }
        let newSize = collectionViewLayout.cellContentSize
        guard prepared || newSize != cellContentSize else { return }
        cellContentSize = newSize
        let proposed = collectionViewLayout.cellTargetContentOffset(forProposedContentOffset: cellContentOffset)
        let target = proposed.x.isFinite && proposed.y.isFinite ? proposed : cellContentOffset
        let clamped = clampedCellContentOffset(target)
        if clamped != cellContentOffset { cellContentOffset = clamped }
    }

    /// Prepares the layout, keeping the last column for the vertical scroll indicator only when
    /// the content laid out across the whole width is taller than the view; then it is laid out
    /// again within the narrower width. The decision is always made at the whole width, so it
    /// never depends on the width an earlier pass chose (content that overflowed only because the
    /// narrower width wrapped it gives the column back) and settles in one or two passes: one
    /// while the content fits, two while it overflows.
    private final func layOutDecidingScrollIndicatorColumn() {
        defer { scrollIndicatorDecision.record(for: self) }
        if reservesVerticalScrollIndicatorColumn {
            reservesVerticalScrollIndicatorColumn = false
            if showsVerticalScrollIndicator { collectionViewLayout.invalidateLayout() }
        }
        // A second pass reports the diagnostics of the same content itself: the first pass's are
        // reported only when there is no second one, so that nothing is reported twice.
        let (_, diagnostics) = Diagnostics.collect { collectionViewLayout.prepareIfNeeded() }
        guard verticalScrollIndicatorShows(contentHeight: collectionViewLayout.cellContentSize.height) else {
            diagnostics.forEach(Diagnostics.report)
            return
        }
        reservesVerticalScrollIndicatorColumn = true
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepareIfNeeded()
    }

    /// The part of the bounds that content is laid out in and revealed within: the bounds less
    /// the scroll indicator's column while it is kept (``ScrollView/adjustedContentInset``).
    package final var contentViewport: CGRect {
        var viewport = cellBounds
        let kept = cellAdjustedContentInset.right - cellContentInset.right
        if kept > 0 { viewport.size.width = max(0, viewport.width - kept) }
        return viewport
    }

    /// Whether the vertical scroll indicator is drawn for content `contentHeight` rows tall.
    final func verticalScrollIndicatorShows(contentHeight: CGFloat) -> Bool {
        showsVerticalScrollIndicator && cellBounds.height > 1 && cellBounds.width >= 2
            && contentHeight + cellContentInset.top + cellContentInset.bottom > cellBounds.height
    }

    /// Keeps every carousel's offset within what its section scrolls now (a resize or an update
    /// can make its content narrower): a section scrolled to its end stays at its new end
    /// instead of showing nothing.
    private func clampOrthogonalContentOffsets() {
        guard !orthogonalContentOffsets.isEmpty else { return }
        let layout = orthogonalScrollingLayout
        for (section, offset) in orthogonalContentOffsets {
            let maximum = layout.map { $0.scrollsOrthogonally(section: section) ? $0.maximumOrthogonalContentOffset(forSection: section) : 0 } ?? 0
            let clamped = CGPoint(x: min(max(offset.x, 0), maximum), y: min(max(offset.y, 0), maximum))
            if clamped != offset { orthogonalContentOffsets[section] = clamped }
        }
    }

    /// Attributes of every element visible in ``View/bounds``: prepares the layout if
    /// needed, then asks ``CollectionViewLayout/layoutAttributesForElements(in:)``.
    ///
    /// - Complexity: That of the layout's ``CollectionViewLayout/layoutAttributesForElements(in:)``
    ///   for the bounds: O(log *n* + *k*) with the compositional and flow layouts, where *n* is the
    ///   number of items and *k* the number of elements found (those visible).
    public func layoutAttributesForVisibleElements() -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        return collectionViewLayout.cellAttributesForElements(in: cellBounds) ?? []
    }

    /// Where scrolling that would stop at `proposedContentOffset` comes to rest: the layout's
    /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
    /// first, then paging (when ``ScrollView/isPagingEnabled``), clamped to the scrollable range.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        layoutIfNeeded()
        let fromLayout = collectionViewLayout.cellTargetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        let proposal = fromLayout.x.isFinite && fromLayout.y.isFinite ? fromLayout : proposedContentOffset
        return super.targetContentOffset(forProposedContentOffset: proposal, withScrollingVelocity: velocity)
    }

    // MARK: Hooks of the base view

    /// The collection view takes the keys while it ``isKeyView``, when no view is first
    /// responder.
    override open var takesKeysWithoutFirstResponder: Bool { isKeyView }

    /// The keys that move the focus and select (arrows, Page Up and Down, Home, End, Tab,
    /// Shift-Tab, Enter, Space; alone or with Shift) come before the key commands that do not
    /// ask for priority.
    override open func usesKeyBeforeKeyCommands(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty || event.modifiers == .shift else { return false }
        switch event.key {
        case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter: return true
        case .character(" "): return true
        default: return false
        }
    }

    /// The layout's point scale (``CollectionViewLayout/effectivePointScale``; ``PointScale/cells``
    /// when it has none): the collection view's cells, headers and their subviews are written in it.
    override open var pointScaleForContents: PointScale? {
        collectionViewLayout.effectivePointScale ?? .cells
    }
}

/// What a collection view's scroll-indicator column was decided for: the bounds size (a layout
/// that a change of height does not invalidate, such as a vertical flow layout, still needs the
/// decision again) and the layout's pass (a pass the collection view did not run, such as an
/// app's own `prepareIfNeeded()`, may have laid out within a stale column); and the layout's
/// invalidation that only scrolling caused, after which the decision still holds.
private struct ScrollIndicatorDecision {
    var size: CGSize?
    var preparedGeneration = -1
    var scrollOnlyInvalidation: Int?

    /// Whether the decision holds for `collectionView`'s size and its layout's last pass.
    @MainActor func holds(for collectionView: CollectionView) -> Bool {
        size == collectionView.cellBounds.size && preparedGeneration == collectionView.collectionViewLayout.preparedGeneration
    }

    /// Records a decision made for `collectionView`'s size and its layout's last pass.
    @MainActor mutating func record(for collectionView: CollectionView) {
        size = collectionView.cellBounds.size
        preparedGeneration = collectionView.collectionViewLayout.preparedGeneration
        scrollOnlyInvalidation = nil
    }
}
