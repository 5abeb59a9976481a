import CollectionCore
import Foundation

// The sample's cells and supplementary views, ported. Each keeps the sample's shape (a
// `label` that the registration configures) as far as the library allows today.

/// A label's worth of text, as the sample's cells use a `UILabel`.
/// HAND EDIT: the library has no `Label` yet (it comes with Auto Layout); the cells keep a
/// `label` whose text and alignment they show through a list content configuration.
final class PortLabel {
    var text: String? { didSet { onChange?() } }
    var textAlignment: TextAlignment = .leading { didSet { onChange?() } }
    var textColor: Color = .label { didSet { onChange?() } }
    var onChange: (() -> Void)?
}

/// The sample's `TextCell`: a centred label filling the cell.
final class TextCell: CollectionViewCell {
    static let reuseIdentifier = "text-cell-reuse-identifier"
    let label = PortLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.onChange = { [unowned self] in
            var content = ListContentConfiguration.cell()
            content.text = label.text
            content.textProperties.alignment = label.textAlignment
            content.textProperties.color = label.textColor
            content.directionalLayoutMargins = .zero
            contentConfiguration = content
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The sample's `ListCell`: a label with a disclosure chevron and a separator.
/// HAND EDIT: the chevron image view, the separator view and their constraints are a list
/// content configuration here.
final class ListCell: CollectionViewCell {
    static let reuseIdentifier = "list-cell-reuse-identifier"
    let label = PortLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.onChange = { [unowned self] in
            var content = ListContentConfiguration.cell()
            content.text = (label.text ?? "") + "  ›"
            contentConfiguration = content
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The sample's `TitleSupplementaryView`: a header or footer with a title label.
final class TitleSupplementaryView: CollectionReusableView {
    static let reuseIdentifier = "title-supplementary-reuse-identifier"
    let label = PortLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.onChange = { [unowned self] in setNeedsDisplay() }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // HAND EDIT: the label's constraints become drawing the title.
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(label.text ?? "", x: Int(rect.minX) + 1, y: Int(rect.minY), style: Style(foreground: label.textColor, background: backgroundColor ?? .background))
    }
}

/// The sample's `BadgeSupplementaryView`: a green circle with a count.
final class BadgeSupplementaryView: CollectionReusableView {
    static let reuseIdentifier = "badge-reuse-identifier"
    let label = PortLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .green
        label.textColor = .black
        label.onChange = { [unowned self] in setNeedsDisplay() }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(label.text ?? "", x: Int(rect.minX), y: Int(rect.minY), style: Style(foreground: label.textColor, background: .green))
    }
}
