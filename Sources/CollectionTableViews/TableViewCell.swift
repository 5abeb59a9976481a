import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// A row of a ``TableView``, as `UITableViewCell`.
///
/// A table cell is a ``CollectionViewListCell`` (the table view is drawn by a collection view
/// with a list layout), with the table's own API on top: a ``CellStyle``, the classic
/// ``textLabel``, ``detailTextLabel`` and ``imageView``, an ``accessoryType`` or
/// ``accessoryView``, and a ``selectionStyle``. Content configurations work as on any list cell
/// (``defaultContentConfiguration()`` answers the preset of the cell's style); once you set one,
/// it replaces what the classic labels show.
///
/// | style | drawn as | text | detail text |
/// | --- | --- | --- | --- |
/// | ``CellStyle/default`` | ``ListContentConfiguration/cell()`` | label colour | none (`detailTextLabel` is `nil`) |
/// | ``CellStyle/value1`` | ``ListContentConfiguration/valueCell()`` | label colour | secondary colour, at the trailing edge |
/// | ``CellStyle/value2`` | text and detail side by side | tint colour | label colour, after the text |
/// | ``CellStyle/subtitle`` | ``ListContentConfiguration/subtitleCell()`` | label colour | secondary colour, below |
///
/// The classic labels are models of what the cell shows: the cell reads their text, colour,
/// font, alignment and number of lines (and the image view's image and tint) whenever one of
/// them changes, and draws them with its list content view; they are not subviews of the
/// ``CollectionViewCell/contentView``.
///
/// Subclass it as UIKit code does:
///
/// ```swift
/// final class NetworkCell: TableViewCell {
///     override init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: .value1, reuseIdentifier: reuseIdentifier)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// A class registered with ``TableView/register(_:forCellReuseIdentifier:)-(TableViewCell.Type,_)`` is made with
/// `init(style: .default, reuseIdentifier:)`, as UIKit makes it.
open class TableViewCell: CollectionViewListCell {
    /// The style the cell was made with.
    public let style: CellStyle

    /// The standard accessory shown at the trailing edge when not editing; ignored while
    /// ``accessoryView`` is set.
    public var accessoryType: AccessoryType = .none { didSet { updateAccessories() } }

    /// A view of your own at the trailing edge when not editing (a ``Switch``, say), in place of
    /// ``accessoryType``. It is drawn at its frame's width (at least its intrinsic width) on the
    /// cell's first row; a click on a ``Control`` triggers it (a switch flips and sends
    /// `.valueChanged`).
    public var accessoryView: View? { didSet { updateAccessories() } }

    /// The standard accessory shown while the table view is editing; ignored while
    /// ``editingAccessoryView`` is set.
    public var editingAccessoryType: AccessoryType = .none { didSet { updateAccessories() } }

    /// A view of your own at the trailing edge while the table view is editing, in place of
    /// ``editingAccessoryType`` (drawn and clicked as ``accessoryView`` is).
    public var editingAccessoryView: View? { didSet { updateAccessories() } }

    /// How the cell shows that it is selected; `.default` draws the selection colour.
    public var selectionStyle: SelectionStyle = .default { didSet { setNeedsUpdateConfiguration() } }

    /// The editing controls the table view gives the row (delete or insert control, reorder
    /// grip, selection box), set each time the table view configures the cell.
    var tableEditingAccessories: [CellAccessory] = [] { didSet { updateAccessories() } }

    /// Whether ``CollectionViewListCell/indentationLevel`` was set from the delegate's
    /// `indentationLevelForRowAt` (and is reset for a row that asks for none).
    var isIndentedByTable = false

    /// The row height the table view asks for (`rowHeight` or the delegate's
    /// `heightForRowAt`), in rows; `nil` sizes the cell to its content.
    var fixedRowHeight: CGFloat?

    private lazy var legacyTextLabel = TableCellLabel(cell: self)
    private lazy var legacyDetailTextLabel = TableCellLabel(cell: self)
    private lazy var legacyImageView = TableCellImageView(cell: self)
    /// Whether the classic labels decide the content, and what they last made.
    private var classicContent = ClassicContentState()

    /// A cell of `style`. Subclasses override it (with `required init?(coder:)`), as in UIKit.
    /// `reuseIdentifier` names the pool the cell returns to when it leaves the screen.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A ``CellStyle/default`` cell, made by `init(style:reuseIdentifier:)` (so that registered
    /// subclasses are made through their override of it, as UIKit makes them).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.cellFrame = frame
    }

    /// There are no archives here: answers `nil` (see ``CollectionReusableView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Classic content

    /// The primary text, as `UITableViewCell.textLabel` (`nil` never; optional as in UIKit, so
    /// that `cell.textLabel?.text = ...` reads as it does there).
    public var textLabel: Label? { legacyTextLabel }

    /// The secondary text; `nil` for ``CellStyle/default`` cells, as in UIKit.
    public var detailTextLabel: Label? { style == .default ? nil : legacyDetailTextLabel }

    /// The image at the leading edge (a glyph or a system symbol).
    public var imageView: ImageView? { legacyImageView }

    /// The preset of the cell's style, empty, to fill in and assign to
    /// ``CollectionViewCell/contentConfiguration`` (see the table above).
    open override func defaultContentConfiguration() -> ListContentConfiguration {
        Self.configuration(for: style)
    }

    /// The empty configuration that draws a cell of `style`.
    static func configuration(for style: CellStyle) -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .value1: return .valueCell()
        case .subtitle: return .subtitleCell()
        case .value2:
            var configuration = ListContentConfiguration.cell()
            configuration.prefersSideBySideTextAndSecondaryText = true
            configuration.textProperties.color = .tint
            return configuration
        }
    }

    /// A classic label or the image view changed: the content is made from them again.
    func classicContentDidChange() {
        classicContent.isUsed = true
        applyClassicContent()
    }

    /// Sets the content configuration made from the classic labels, unless a configuration of
    /// your own replaced it.
    private func applyClassicContent() {
        guard let configuration = classicContent.configuration(replacing: contentConfiguration, made: makeClassicConfiguration)
        else { return }
        contentConfiguration = configuration
        setNeedsLayout()
    }

    /// The configuration showing the classic labels.
    private func makeClassicConfiguration() -> ListContentConfiguration {
        var configuration = Self.configuration(for: style)
        configuration.text = legacyTextLabel.text
        Self.copy(legacyTextLabel, into: &configuration.textProperties)
        if style != .default {
            configuration.secondaryText = legacyDetailTextLabel.text
            Self.copy(legacyDetailTextLabel, into: &configuration.secondaryTextProperties)
        }
        configuration.image = legacyImageView.image
        if let tint = legacyImageView.tintColor { configuration.imageProperties.tintColor = tint }
        configuration.imageProperties.preferredSymbolConfiguration = legacyImageView.preferredSymbolConfiguration
        return configuration
    }

    /// Copies what `label` sets (colour, font attributes, lines, line breaks, alignment) into
    /// `properties`.
    static func copy(_ label: Label, into properties: inout ListContentConfiguration.TextProperties) {
        if let color = label.textColor { properties.color = color }
        properties.attributes.formUnion(label.font.attributes)
        properties.numberOfLines = label.numberOfLines
        properties.lineBreakMode = label.lineBreakMode
        if label.textAlignment != .leading { properties.alignment = label.textAlignment }
    }

    // MARK: Accessories

    /// The list accessories: the table's editing controls, then the accessory view or type.
    private func updateAccessories() {
        var result = tableEditingAccessories
        if let accessoryView {
            result.append(Self.accessory(showing: accessoryView, displayed: .whenNotEditing))
        } else {
            result += Self.accessories(for: accessoryType, displayed: .whenNotEditing)
        }
        if let editingAccessoryView {
            result.append(Self.accessory(showing: editingAccessoryView, displayed: .whenEditing))
        } else {
            result += Self.accessories(for: editingAccessoryType, displayed: .whenEditing)
        }
        accessories = result
    }

    /// A trailing accessory showing `view`, at least its intrinsic width and one row tall; a
    /// click on a control (a switch) triggers it, as a tap does in UIKit.
    private static func accessory(showing view: View, displayed: CellAccessory.DisplayedState) -> CellAccessory {
        let width = max(1, view.cellFrame.width, view.cellIntrinsicContentSize.width)
        if view.cellFrame.width < width || view.cellFrame.height < 1 {
            view.cellFrame.size = CGSize(width: width, height: 1)
        }
        let configuration = CellAccessory.CustomViewConfiguration(
            customView: view, placement: .trailing(displayed: displayed),
            actionHandler: (view as? Control).map { control in { [weak control] in control?.trigger() } })
        return .customView(configuration: configuration)
    }

    private static func accessories(for type: AccessoryType, displayed: CellAccessory.DisplayedState) -> [CellAccessory] {
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .detailDisclosureButton: return [.detail(displayed: displayed), .disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [.detail(displayed: displayed)]
        }
    }

    // MARK: State, reuse and size

    /// The state the cell's configurations are resolved for: with ``SelectionStyle/none``, never
    /// selected or highlighted.
    open override var configurationState: CellConfigurationState {
        var state = super.configurationState
        if selectionStyle == .none {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }

    /// Makes the content from the classic labels if they changed, then places the content view
    /// between the accessories.
    open override func layoutSubviews() {
        applyClassicContent()
        super.layoutSubviews()
    }

    /// Resets the state for another row. The classic labels keep their text, as in UIKit (the
    /// data source sets it again).
    open override func prepareForReuse() {
        super.prepareForReuse()
        fixedRowHeight = nil
    }

    /// The table view's row height when it asks for one, else the height of the content.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        applyClassicContent()
        guard let fixedRowHeight else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let attributes = layoutAttributes.copy()
        attributes.frame.size.height = fixedRowHeight
        return attributes
    }
}

/// A table cell or header view whose classic labels (`textLabel`, `detailTextLabel`) are models
/// of what it shows.
@MainActor
protocol ClassicContentOwner: AnyObject {
    /// A classic label or image view changed: the content is made from them again.
    func classicContentDidChange()
}

extension TableViewCell: ClassicContentOwner {}

/// What a table cell or header view keeps about its classic labels: whether they were touched
/// (so that they decide the content) and the configuration they last made.
struct ClassicContentState {
    /// Whether a classic label (or image view) was touched.
    var isUsed = false
    /// The configuration last made from the classic labels.
    private var lastMade: ListContentConfiguration?

    /// The configuration to set, made by `make`: `nil` when the labels were never touched, when
    /// `current` is a configuration of the app's own (not the one they last made), or when
    /// nothing changed.
    mutating func configuration(
        replacing current: (any ContentConfiguration)?, made make: () -> ListContentConfiguration
    ) -> ListContentConfiguration? {
        guard isUsed else { return nil }
        let currentList = current as? ListContentConfiguration
        guard current == nil || (lastMade != nil && currentList == lastMade) else { return nil }
        let configuration = make()
        guard configuration != currentList else { return nil }
        lastMade = configuration
        return configuration
    }
}

/// A classic label of a table cell or header view: a change of what it shows tells its owner.
final class TableCellLabel: Label {
    private weak var cell: (any ClassicContentOwner)?

    init(cell: any ClassicContentOwner) {
        self.cell = cell
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var text: String? { didSet { cell?.classicContentDidChange() } }
    override var textColor: Color? { didSet { cell?.classicContentDidChange() } }
    override var font: Font { didSet { cell?.classicContentDidChange() } }
    override var textAlignment: TextAlignment { didSet { cell?.classicContentDidChange() } }
    override var numberOfLines: Int { didSet { cell?.classicContentDidChange() } }
}

/// The classic image view of a table cell: a change of image tells the cell.
final class TableCellImageView: ImageView {
    private weak var cell: TableViewCell?

    init(cell: TableViewCell) {
        self.cell = cell
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var image: Image? { didSet { cell?.classicContentDidChange() } }
    override func tintColorDidChange() { cell?.classicContentDidChange() }
    override var preferredSymbolConfiguration: Image.SymbolConfiguration? { didSet { cell?.classicContentDidChange() } }
}
