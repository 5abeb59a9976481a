import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A cell, as `UICollectionViewCell`: a reusable view with a ``contentView``, a
/// ``configurationState`` that the collection view keeps current (selection, focus, editing,
/// expansion), and content and background configurations.
///
/// A cell draws, back to front: its ``backgroundConfiguration`` (resolved for the state),
/// then whatever ``draw(_:in:)`` adds, then its subviews: its ``backgroundView`` and
/// ``selectedBackgroundView`` (when set instead of a background configuration), then the
/// ``contentView`` with the view of the ``contentConfiguration`` or any views you added to
/// it, and last the border of its ``View/layer``.
///
/// ## Drawing a custom cell
/// Either add subviews to ``contentView`` (each draws itself), set a
/// ``contentConfiguration``, or override ``draw(_:in:)``: call `super` first so that the
/// background is drawn, then draw inside `rect` (the cell's area on the canvas, which is
/// clipped to it). Draw text with ``Canvas/style(_:onBackgroundAt:)`` so that the selection
/// and focus background shows behind it, and override ``View/sizeThatFits(_:)`` if the cell
/// is used with estimated sizes.
///
/// ```swift
/// final class PriceCell: CollectionViewCell {
///     var price = ""
///     override func draw(_ rect: CGRect, in canvas: inout Canvas) {
///         super.draw(rect, in: &canvas)
///         canvas.draw(price, in: rect, style: canvas.style(.tint, onBackgroundAt: rect.origin),
///                     alignment: .trailing)
///     }
/// }
/// ```
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content (fills the cell; a list cell leaves room for its
    /// accessories).
    public let contentView: View = CellContentView()

    /// A cell with an empty ``contentView`` filling `frame`'s size. Subclasses override it as in
    /// UIKit (`override init(frame: CGRect)` with `required init?(coder:)`).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.cellFrame = CGRect(origin: .zero, size: frame.size)
    }

    /// There are no archives here: answers `nil` (see ``CollectionReusableView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes ``contentView`` fill the cell.
    open override func layoutSubviews() {
        contentView.cellFrame = CGRect(origin: .zero, size: cellFrame.size)
    }

    // MARK: State

    /// Whether the cell is selected; the collection view sets it when the selection changes. A
    /// subclass may override it (with `didSet`, as UIKit code does) to follow the changes.
    open var isSelected: Bool {
        get { state.isSelected }
        set { update { $0.isSelected = newValue } }
    }

    /// Whether the cell is highlighted (here: focused); the collection view sets it when that
    /// changes. A subclass may override it (with `didSet`) to follow the changes.
    open var isHighlighted: Bool {
        get { state.isHighlighted }
        set { update { $0.isHighlighted = newValue } }
    }

    /// The state that configurations are resolved against, read-only as in UIKit. The
    /// collection view sets its flags; ``updateConfiguration(using:)`` runs when it changes.
    ///
    /// A subclass adds custom state by overriding the getter, calling `super` and setting its
    /// own keys; the cell uses the override everywhere it resolves its configurations (call
    /// ``setNeedsUpdateConfiguration()`` when the custom state changes):
    ///
    /// ```swift
    /// override var configurationState: CellConfigurationState {
    ///     var state = super.configurationState
    ///     state[.isFavourite] = isFavourite
    ///     return state
    /// }
    /// ```
    open var configurationState: CellConfigurationState {
        state
    }

    private var state = CellConfigurationState()

    /// Sets the flags the collection view keeps current (selection, highlight, focus, editing,
    /// expansion, reordering) and updates the configurations when they changed. Custom states
    /// come from an override of ``configurationState``.
    package func setConfigurationState(_ newValue: CellConfigurationState) {
        let selectedChanged = newValue.isSelected != state.isSelected
        let highlightedChanged = newValue.isHighlighted != state.isHighlighted
        update { $0 = newValue }
        // Through the open properties too, so that a subclass's override sees each change (the
        // state already holds the values: the base setters change nothing more).
        if selectedChanged { isSelected = newValue.isSelected }
        if highlightedChanged { isHighlighted = newValue.isHighlighted }
    }

    private func update(_ change: (inout CellConfigurationState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        setNeedsUpdateConfiguration()
    }

    /// Updates the cell for its current state now: calls ``updateConfiguration(using:)``, then
    /// resolves the content and background configurations again (when they update
    /// automatically).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
        applyContentConfiguration()
        updateBackgroundViews()
        configurationStateDidChange()
        setNeedsDisplay()
    }

    /// Updates the cell for `state`. The base calls ``configurationUpdateHandler``; a subclass
    /// can override it to set new configurations (calling `super` keeps the handler working).
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Called with the cell and its state whenever the state changes.
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?

    /// Called after the state changed and the configurations were resolved again; subclasses
    /// that lay out by state (a list cell's accessories) override it. The base does nothing.
    open func configurationStateDidChange() {}

    /// Clears the state (selection, highlight, focus, editing, expansion) and resolves the
    /// configurations for it. The configurations themselves stay, as in UIKit: the cell
    /// registration sets new ones.
    open override func prepareForReuse() {
        super.prepareForReuse()
        setConfigurationState(CellConfigurationState())
    }

    // MARK: Content configuration

    /// The content, as a value (`UICollectionViewCell.contentConfiguration`). Setting it
    /// installs the view the configuration makes inside ``contentView`` (filling it), or hands
    /// the configuration to the installed view when that view ``ContentView/supports(_:)`` it;
    /// `nil` removes the view. The view is given the configuration resolved for
    /// ``configurationState`` with ``ContentConfiguration/updated(for:)``, again after every
    /// change of state; this property keeps the configuration as it was set.
    public var contentConfiguration: ContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// Whether the content configuration is resolved for the state after each change of state
    /// (UIKit's `automaticallyUpdatesContentConfiguration`); `true` by default.
    public var automaticallyUpdatesContentConfiguration = true {
        didSet { applyContentConfiguration() }
    }

    /// The view made by the ``contentConfiguration``, if one is set.
    public private(set) var configuredContentView: (View & ContentView)?

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            (contentView as? CellContentView)?.configuredView = nil
            return
        }
        let resolved = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = configuredContentView, view.supports(resolved) {
            view.configuration = resolved
            view.setNeedsDisplay()
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = resolved.makeContentView()
        contentView.addSubview(view)
        view.cellFrame = CGRect(origin: .zero, size: contentView.cellBounds.size)
        configuredContentView = view
        (contentView as? CellContentView)?.configuredView = view
    }

    // MARK: Background configuration

    /// The background (`UICollectionViewCell.backgroundConfiguration`); `nil` (the default
    /// for a plain cell) draws none. Resolved for the state when it draws, while
    /// ``automaticallyUpdatesBackgroundConfiguration`` is `true`.
    ///
    /// A background configuration and background views exclude each other, as in UIKit:
    /// setting a configuration removes ``backgroundView`` and ``selectedBackgroundView``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
                if multipleSelectionBackgroundView != nil { multipleSelectionBackgroundView = nil }
            }
            setNeedsDisplay()
        }
    }

    // MARK: Background views

    /// A view behind the cell's other content, filling the cell, as
    /// `UICollectionViewCell.backgroundView`; `nil` by default. Setting one removes the
    /// ``backgroundConfiguration`` (the two exclude each other, as in UIKit).
    public var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                install(backgroundView, at: 0)
                backgroundConfiguration = nil
            }
            updateBackgroundViews()
        }
    }

    /// A view shown just above ``backgroundView`` (behind the content) while the cell is
    /// selected or highlighted, as `UICollectionViewCell.selectedBackgroundView`; `nil` by
    /// default. Here the focused cell is the highlighted one, so it shows on the focused cell
    /// too; the collection view still draws the focus over it in reverse video, so that the
    /// focused cell stands out from the selected ones on every terminal, monochrome included.
    /// Setting one removes the ``backgroundConfiguration``, as in UIKit.
    ///
    /// ```swift
    /// selectedBackgroundView = View()
    /// selectedBackgroundView?.backgroundColor = Color.lightGray.withAlphaComponent(0.3)
    /// ```
    public var selectedBackgroundView: View? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                backgroundConfiguration = nil
            }
            updateBackgroundViews()
        }
    }

    /// A view shown instead of ``selectedBackgroundView`` while the cell is selected and its
    /// collection view allows several selected items (``CollectionView/allowsMultipleSelection``,
    /// or ``CollectionView/allowsMultipleSelectionDuringEditing`` while editing), as
    /// `UICollectionViewCell.multipleSelectionBackgroundView` (also on ``TableViewCell``); `nil`
    /// by default. A highlighted (focused) cell that is not selected shows
    /// ``selectedBackgroundView``, as in UIKit. Setting one removes the
    /// ``backgroundConfiguration``.
    ///
    /// ```swift
    /// multipleSelectionBackgroundView = View()
    /// multipleSelectionBackgroundView?.backgroundColor = .systemBlue
    /// ```
    public var multipleSelectionBackgroundView: View? {
        didSet {
            guard oldValue !== multipleSelectionBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let multipleSelectionBackgroundView {
                install(multipleSelectionBackgroundView, at: [backgroundView, selectedBackgroundView].compactMap { $0 }.count)
                backgroundConfiguration = nil
            }
            updateBackgroundViews()
        }
    }

    /// Whether the collection view showing the cell allows several selected items now (it
    /// sets this with the cell's state): chooses ``multipleSelectionBackgroundView``.
    var isInMultipleSelection = false {
        didSet { if isInMultipleSelection != oldValue { updateBackgroundViews(); setNeedsDisplay() } }
    }

    /// Adds a background view at `index` among the subviews, filling the cell and following
    /// its size.
    private func install(_ view: View, at index: Int) {
        insertSubview(view, at: index)
        view.cellFrame = CGRect(origin: .zero, size: cellBounds.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Shows ``selectedBackgroundView`` while the cell is selected or highlighted, or
    /// ``multipleSelectionBackgroundView`` instead while it is selected in a collection view
    /// that allows several selected items.
    private func updateBackgroundViews() {
        guard selectedBackgroundView != nil || multipleSelectionBackgroundView != nil else { return }
        let state = configurationState
        let showsMultiple = multipleSelectionBackgroundView != nil && state.isSelected && isInMultipleSelection
        let showsSelected = !showsMultiple && (state.isSelected || state.isHighlighted)
        if let view = selectedBackgroundView, view.isHidden == showsSelected { view.isHidden = !showsSelected }
        if let view = multipleSelectionBackgroundView, view.isHidden == showsMultiple { view.isHidden = !showsMultiple }
    }

    /// Whether the background configuration is resolved for the state; `true` by default.
    public var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsDisplay() }
    }

    /// The background as it is drawn now: ``backgroundConfiguration`` resolved for
    /// ``configurationState``.
    public var resolvedBackgroundConfiguration: BackgroundConfiguration? {
        guard let backgroundConfiguration else { return nil }
        return automaticallyUpdatesBackgroundConfiguration ? backgroundConfiguration.updated(for: configurationState)
            : backgroundConfiguration
    }

    /// Whether the collection view draws this cell's focus in reverse video over `area` (where
    /// the cell was just drawn on `canvas`): the cell is focused and its background does not
    /// show it. That is a cell without a background configuration, and a cell whose background
    /// draws nothing in this state (`BackgroundConfiguration.clear()`, as UIKit's outline rows
    /// have) unless the cell drew its focus itself (the focus colour or reverse video anywhere
    /// in its area, as custom cells that take a clear background to draw their own focus do).
    final func showsFocusInReverseVideo(on canvas: Canvas, in area: CGRect) -> Bool {
        guard configurationState.isFocused else { return false }
        guard backgroundConfiguration != nil else { return true }
        guard resolvedBackgroundConfiguration?.resolvedStyle() == nil else { return false }
        return !canvas.showsFocus(in: area)
    }

    /// Draws the resolved background configuration. Subclasses that draw call `super` first.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard let background = resolvedBackgroundConfiguration else { return }
        let area = background.backgroundRect(in: rect)
        if let style = background.resolvedStyle() { canvas.fill(area, style: style) }
        if let stroke = background.resolvedStrokeColor() {
            canvas.strokeOutline(area, color: stroke, glyphs: traitCollection.glyphSet, rounded: background.cornerRadius > 0,
                                 width: background.strokeWidth)
        }
    }

    // MARK: Fitting size

    /// The size the cell needs for its content, as close to `targetSize` as the content allows
    /// (UIKit's `systemLayoutSizeFitting(_:)` with fitting priorities on both axes): the
    /// content's natural width, no more than the target's width when that is finite and
    /// positive, and the rows the content needs at that width (wrapped text takes a row per
    /// line). With Auto Layout constraints inside ``contentView``, the size they give it at the
    /// target's width (the height as small as they allow). Without a content configuration or
    /// constraints, the cell's ``View/sizeThatFits(_:)`` (a custom cell overrides it). The
    /// fitting priorities are not read: a cell always fits its content this way, as UIKit's
    /// collection and table views measure their cells.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let scale = effectivePointScale
        let target = scale.cells(sizeKeepingSentinels: targetSize)
        let width = target.width.isFinite && target.width > 0 ? target.width : .greatestFiniteMagnitude
        let height = target.height.isFinite && target.height > 0 ? target.height : .greatestFiniteMagnitude
        return scale.points(sizeKeepingSentinels: contentFittingSize(CGSize(width: width, height: height)))
    }

    /// The size the content needs within `size` (whose sides may be
    /// `.greatestFiniteMagnitude`), in cells. The base asks the configured content view (its
    /// constraints when it has some, else its ``View/sizeThatFits(_:)``), or the cell's
    /// constraints or ``View/sizeThatFits(_:)`` without one; a list cell adds its accessories.
    func contentFittingSize(_ size: CGSize) -> CGSize {
        let bounded = size.width < 1e6
        if let view = configuredContentView {
            // A content view of the app's own that lays its views out with constraints (an image
            // view pinned to its margins) is measured by them, as UIKit measures it.
            if let fitted = view.fittingSizeWithConstraints(
                CGSize(width: bounded ? size.width : 0, height: 0), horizontal: bounded ? .required : .fittingSizeLevel,
                vertical: .fittingSizeLevel)
            {
                return fitted
            }
            return view.cellSizeThatFits(size)
        }
        if let fitted = contentView.fittingSizeWithConstraints(
            CGSize(width: bounded ? size.width : 0, height: 0), horizontal: bounded ? .required : .fittingSizeLevel,
            vertical: .fittingSizeLevel)
        {
            return fitted
        }
        return cellSizeThatFits(size)
    }

    /// For estimated layouts: the attributes with the height the content needs at the
    /// attributes' width (the width is kept, as in a list), the origin unchanged. Where the
    /// layout estimates the width too (a compositional item whose width is `.estimated`, such as
    /// a tag in a carousel), the size the content needs at its natural width
    /// (``View/systemLayoutSizeFitting(_:)`` with no width to fit), as UIKit's cells answer.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        if layoutAttributes.fitsWidthToContent {
            let natural = contentFittingSize(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
            guard natural.width.isFinite, natural.height.isFinite, natural.width >= 0, natural.height >= 0 else {
                return attributes
            }
            attributes.frame.size = natural
            return attributes
        }
        let width = layoutAttributes.frame.width
        guard width.isFinite, width > 0 else { return attributes }
        let fitting = contentFittingSize(CGSize(width: width, height: .greatestFiniteMagnitude))
        guard fitting.height.isFinite, fitting.height >= 0 else { return attributes }
        attributes.frame.size = CGSize(width: width, height: fitting.height)
        return attributes
    }
}
