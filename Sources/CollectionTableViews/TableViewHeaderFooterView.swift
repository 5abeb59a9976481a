import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

/// A section's header or footer view in a table view, as `UITableViewHeaderFooterView`.
///
/// Register a class with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)-(TableViewHeaderFooterView.Type,_)``, dequeue
/// it in the delegate's `tableView(_:viewForHeaderInSection:)` and fill it in: with a content
/// configuration (``defaultContentConfiguration()`` is the table style's header look), with the
/// classic ``textLabel``, or with subviews of your own pinned to the ``CollectionViewCell/contentView``
/// with Auto Layout. Subclass it as UIKit code does:
///
/// ```swift
/// final class SectionHeader: TableViewHeaderFooterView {
///     let title = Label()
///     override init(reuseIdentifier: String?) {
///         super.init(reuseIdentifier: reuseIdentifier)
///         title.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(title)
///         NSLayoutConstraint.activate([
///             title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///             title.topAnchor.constraint(equalTo: contentView.topAnchor),
///             title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
///         ])
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// The view is as tall as the delegate's `heightForHeaderInSection` (or the table view's
/// ``TableView/sectionHeaderHeight``), or, with ``TableView/automaticDimension``, as its content.
/// Here it is a list cell that the table shows as a supplementary view (see "Porting from
/// UIKit"): it never takes the focus.
open class TableViewHeaderFooterView: CollectionViewListCell {
    /// The look of the table that shows the view, set when the table dequeues it (plain until
    /// then); it decides ``defaultContentConfiguration()``.
    var tableStyle: TableView.Style = .plain
    /// Whether the table shows the view as a footer (it decides the default look).
    var isFooter = false
    /// The height the table asks for, in rows; `nil` sizes the view to its content.
    var fixedHeight: CGFloat?

    private lazy var legacyTextLabel = TableCellLabel(cell: self)
    private lazy var legacyDetailTextLabel = TableCellLabel(cell: self)
    /// Whether the classic labels decide the content, and what they last made.
    private var classicContent = ClassicContentState()

    /// A view whose pool is `reuseIdentifier`. Subclasses override it (with
    /// `required init?(coder:)`), as in UIKit.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A view made by `init(reuseIdentifier:)`, so that registered subclasses are made through
    /// their override of it, as UIKit makes them.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.cellFrame = frame
    }

    /// There are no archives here: answers `nil` (see ``CollectionReusableView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The header's text, as `UITableViewHeaderFooterView.textLabel` (never `nil`; optional as
    /// in UIKit). Setting its text makes the view show it in the table style's header look,
    /// unless a content configuration of your own is set.
    public var textLabel: Label? { legacyTextLabel }

    /// Secondary text under ``textLabel``, as in UIKit's grouped footers.
    public var detailTextLabel: Label? { legacyDetailTextLabel }

    /// The header (or footer) look of the table's style, empty, to fill in and assign to
    /// ``CollectionViewCell/contentConfiguration``: plain tables' headers on the grouped
    /// background colour, grouped tables' secondary-coloured captions.
    open override func defaultContentConfiguration() -> ListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    // MARK: Classic content

    /// Makes the content from the classic labels, unless a configuration of your own replaced
    /// it.
    private func applyClassicContent() {
        guard let configuration = classicContent.configuration(replacing: contentConfiguration, made: makeClassicConfiguration)
        else { return }
        contentConfiguration = configuration
        setNeedsLayout()
    }

    /// The table style's header (or footer) look showing the classic labels.
    private func makeClassicConfiguration() -> ListContentConfiguration {
        var configuration = defaultContentConfiguration()
        configuration.text = legacyTextLabel.text
        TableViewCell.copy(legacyTextLabel, into: &configuration.textProperties)
        configuration.secondaryText = legacyDetailTextLabel.text
        TableViewCell.copy(legacyDetailTextLabel, into: &configuration.secondaryTextProperties)
        return configuration
    }

    // MARK: Layout and size

    /// Makes the content from the classic labels if they changed, then lays out.
    open override func layoutSubviews() {
        applyClassicContent()
        super.layoutSubviews()
    }

    /// The table's height for the section when it asks for one, else the height of the content.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        applyClassicContent()
        guard let fixedHeight else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let attributes = layoutAttributes.copy()
        attributes.frame.size.height = fixedHeight
        return attributes
    }
}

extension TableViewHeaderFooterView: ClassicContentOwner {
    func classicContentDidChange() {
        classicContent.isUsed = true
        applyClassicContent()
    }
}
