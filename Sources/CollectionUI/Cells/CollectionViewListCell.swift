import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A cell for lists, as `UICollectionViewListCell`: a ``ListContentConfiguration`` for its
/// content, ``accessories`` at its edges, and indentation for outline levels.
///
/// The cell lays out, from the leading edge: the indentation (``indentationLevel`` ×
/// ``indentationWidth`` columns), a column of margin and the leading accessories with a
/// column between them, then the ``CollectionViewCell/contentView`` (whose configuration has
/// its own margins), then the trailing accessories and a column of margin. Accessories that
/// are not displayed in the current editing state take no room. Accessories are centred
/// vertically on the content. A click on an accessory with an action handler calls it.
///
/// ```swift
/// let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 24, height: 1))
/// var content = cell.defaultContentConfiguration()
/// content.text = "Fruits"
/// cell.contentConfiguration = content
/// cell.accessories = [.outlineDisclosure(), .disclosureIndicator()]
/// //  "▸ Fruits            › " when collapsed, "▾ Fruits …" once expanded
/// ```
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, in any order: each goes to its edge in UIKit's order (see
    /// ``CellAccessory``).
    public var accessories: [CellAccessory] = [] {
        didSet { setNeedsLayout() }
    }

    /// The outline level; each level indents the cell by ``indentationWidth`` columns.
    /// Negative levels count as 0.
    public var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The columns of one indentation level; 2 by default.
    public var indentationWidth: CGFloat = 2 {
        didSet { setNeedsLayout() }
    }

    /// A guide for the leading edge of the separator below the cell, as
    /// `UICollectionViewListCell.separatorLayoutGuide`: constraints may place it (a custom
    /// cell lines it up with its text: `separatorLayoutGuide.leadingAnchor.constraint(equalTo:
    /// textLayoutGuide.leadingAnchor)`) and it is solved with the cell's other constraints. The
    /// separator itself is a row of its own between two items, drawn across the list, so the
    /// guide does not move it (see "Porting from UIKit"). It belongs to the ``CollectionViewCell/contentView``,
    /// where the cell's own constraints are solved (UIKit's belongs to the cell).
    public var separatorLayoutGuide: LayoutGuide {
        if let guide = separatorGuideStorage { return guide }
        let guide = LayoutGuide()
        guide.identifier = "separatorLayoutGuide"
        contentView.addLayoutGuide(guide)
        separatorGuideStorage = guide
        return guide
    }
    private var separatorGuideStorage: LayoutGuide?

    /// Whether leading accessories move with the indentation (`true`, the default) or stay at
    /// the edge while only the content is indented.
    public var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A list cell with ``defaultBackgroundConfiguration()`` and no content or accessories.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// There are no archives here: answers `nil` (see ``CollectionReusableView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A ``ListContentConfiguration/cell()`` configuration to fill in.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// The background of a cell in a plain list; the cell starts with it.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        .listPlainCell()
    }

    /// Lays out again: the editing state decides which accessories show.
    open override func configurationStateDidChange() {
        setNeedsLayout()
    }

    // MARK: Layout

    /// One accessory placed in the cell.
    struct PlacedAccessory {
        var accessory: CellAccessory
        var x: Int
        var width: Int
    }

    /// Where the accessories and the content view go in a cell `width` columns wide.
    struct AccessoryLayout {
        var leading: [PlacedAccessory] = []
        var trailing: [PlacedAccessory] = []
        var contentMinX = 0
        var contentMaxX = 0

        /// The columns the accessories, margins and indentation take.
        var reservedWidth: Int = 0
    }

    private var isHeaderContent: Bool {
        (contentConfiguration as? ListContentConfiguration)?.isHeader ?? false
    }

    /// The accessories shown in the current state, each paired with its width, in edge
    /// order.
    func accessoryLayout(width: Int) -> AccessoryLayout {
        let state = configurationState
        let glyphs = traitCollection.glyphSet
        let header = isHeaderContent
        let shown = accessories.enumerated()
            .filter { $0.element.displayed.isDisplayed(editing: state.isEditing) }
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element)
        let leading = shown.filter { $0.isLeading(inHeader: header) }
        var trailing = shown.filter { !$0.isLeading(inHeader: header) }
        let indent = ListContentLayout.cells(CGFloat(max(0, indentationLevel)) * indentationWidth)

        var layout = AccessoryLayout()
        var x = indentsAccessories ? indent : 0
        if !leading.isEmpty {
            x += 1
            for (index, accessory) in leading.enumerated() {
                let accessoryWidth = accessory.width(for: state, in: glyphs)
                layout.leading.append(PlacedAccessory(accessory: accessory, x: x, width: accessoryWidth))
                x += accessoryWidth + (index == leading.count - 1 ? 0 : 1)
            }
        }
        if !indentsAccessories { x += indent }
        layout.contentMinX = x

        func widthOfTrailing() -> Int {
            guard !trailing.isEmpty else { return 0 }
            var total = 1
            for (index, accessory) in trailing.enumerated() {
                total += accessory.width(for: state, in: glyphs) + (index == 0 ? 0 : 1)
            }
            return total
        }
        var trailingWidth = widthOfTrailing()
        // Too narrow for everything: trailing accessories never cover leading ones; the
        // innermost give way first.
        while !trailing.isEmpty && width - trailingWidth < x {
            trailing.removeFirst()
            trailingWidth = widthOfTrailing()
        }
        layout.reservedWidth = x + trailingWidth
        var right = width - trailingWidth
        layout.contentMaxX = max(layout.contentMinX, right)
        for accessory in trailing {
            let accessoryWidth = accessory.width(for: state, in: glyphs)
            layout.trailing.append(PlacedAccessory(accessory: accessory, x: right, width: accessoryWidth))
            right += accessoryWidth + 1
        }
        return layout
    }

    private func contentFrame(for layout: AccessoryLayout) -> CGRect {
        CGRect(x: CGFloat(layout.contentMinX), y: 0,
               width: CGFloat(layout.contentMaxX - layout.contentMinX), height: cellBounds.height)
    }

    /// Places ``CollectionViewCell/contentView`` between the accessories.
    open override func layoutSubviews() {
        let layout = accessoryLayout(width: ListContentLayout.cells(cellBounds.width))
        contentView.cellFrame = contentFrame(for: layout)
    }

    // MARK: Drawing

    /// Draws the background, then the accessories; the content view draws after.
    open override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let area = CellRect(rect)
        let layout = accessoryLayout(width: area.width)
        // The glyph set or the state may have changed since the last layout.
        let frame = contentFrame(for: layout)
        if contentView.cellFrame != frame { contentView.cellFrame = frame }
        guard !layout.leading.isEmpty || !layout.trailing.isEmpty else { return }
        let row = area.minY + accessoryRow(height: area.height)
        let state = configurationState
        let glyphs = traitCollection.glyphSet
        for placed in layout.leading + layout.trailing where !placed.accessory.isHidden {
            let x = area.minX + placed.x
            if let glyph = placed.accessory.glyph(for: state, in: glyphs) {
                let style = canvas.style(placed.accessory.style(for: state),
                                         onBackgroundAt: CGPoint(x: CGFloat(x), y: CGFloat(row)))
                let line = TextLayout.truncate(Glyph.glyphs(of: glyph), toColumns: placed.width)
                canvas.draw(line.string, x: x, y: row, style: style)
            } else if let view = placed.accessory.customViewConfiguration?.customView {
                view.cellFrame = CGRect(x: CGFloat(placed.x), y: CGFloat(row - area.minY),
                                    width: CGFloat(placed.width), height: 1)
                view.render(into: &canvas, at: CGPoint(x: CGFloat(x), y: CGFloat(row)))
            }
        }
    }

    /// The row accessories are drawn on: the middle of the list content's rows, or of the
    /// cell.
    private func accessoryRow(height: Int) -> Int {
        guard height > 1 else { return 0 }
        if let configuration = contentConfiguration as? ListContentConfiguration {
            let resolved = automaticallyUpdatesContentConfiguration
                ? configuration.updated(for: configurationState) : configuration
            let content = ListContentLayout(resolved, width: ListContentLayout.cells(contentView.cellFrame.width),
                                            height: height)
            if content.rows > 0 { return content.firstRow + (content.rows - 1) / 2 }
        }
        return max(0, (height - 1) / 2)
    }

    // MARK: Fitting size

    override func contentFittingSize(_ size: CGSize) -> CGSize {
        let maximum = size.width >= 1_000_000_000 ? 1_000_000_000 : ListContentLayout.cells(size.width)
        let layout = accessoryLayout(width: maximum)
        let hasAccessories = !(layout.leading.isEmpty && layout.trailing.isEmpty)
        guard let view = configuredContentView else {
            return super.contentFittingSize(size)
        }
        let available = max(0, maximum - layout.reservedWidth)
        let content = view.cellSizeThatFits(CGSize(width: CGFloat(available), height: size.height))
        return CGSize(width: content.width + CGFloat(layout.reservedWidth),
                      height: max(content.height, hasAccessories ? 1 : 0))
    }

    // MARK: Events

    /// A primary press on an accessory that has an action handler calls the handler.
    open override func handle(_ event: MouseEvent) -> Bool {
        if case .press(.primary) = event.kind, event.location.y >= 0, event.location.y < cellBounds.height {
            let layout = accessoryLayout(width: ListContentLayout.cells(cellBounds.width))
            let column = CellRect.cell(event.location.x)
            for placed in layout.leading + layout.trailing where !placed.accessory.isHidden {
                guard column >= placed.x, column < placed.x + placed.width,
                      let handler = placed.accessory.actionHandler else { continue }
                handler()
                return true
            }
        }
        return super.handle(event)
    }
}
