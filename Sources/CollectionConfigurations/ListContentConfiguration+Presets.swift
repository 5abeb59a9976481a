import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// The presets of `UIListContentConfiguration`, each with a look of its own in character
/// cells.
///
/// | preset | text | secondary text |
/// | --- | --- | --- |
/// | ``cell()`` | label | secondary label, below |
/// | ``subtitleCell()`` | label | secondary label, italic, below |
/// | ``valueCell()`` | label | secondary label, beside, at the trailing edge |
/// | ``plainHeader()`` | bold | secondary label, beside |
/// | ``plainFooter()`` | secondary label | secondary label, below |
/// | ``groupedHeader()`` | secondary label, upper case, a blank row above when there is room | beside |
/// | ``groupedFooter()`` | secondary label, wrapped | below |
/// | ``sidebarCell()`` | label, tinted image, two-column margin | below |
/// | ``sidebarHeader()`` | secondary label, bold | beside |
/// | ``sidebarSubtitleCell()`` | as ``sidebarCell()`` | secondary label, below |
extension ListContentConfiguration {
    /// An ordinary list row: text, and secondary text below it.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration()
    }

    /// A row with a subtitle below its text.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = cell()
        configuration.preset = .subtitleCell
        configuration.secondaryTextProperties.attributes = .italic
        return configuration
    }

    /// A row with a value (the secondary text) beside its text, at the trailing edge.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = cell()
        configuration.preset = .valueCell
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .trailing
        return configuration
    }

    /// The header of a section in a plain list: bold text.
    public static func plainHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.preset = .plainHeader
        configuration.textProperties.attributes = .bold
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .trailing
        return configuration
    }

    /// The footer of a section in a plain list: secondary text.
    public static func plainFooter() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.preset = .plainFooter
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// The header of a section in a grouped list: upper-case secondary text, with a blank row
    /// above it when the header is taller than one row.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.preset = .groupedHeader
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.transform = .uppercase
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .trailing
        configuration.directionalLayoutMargins.top = 1
        return configuration
    }

    /// The footer of a section in a grouped list: secondary text that wraps.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.preset = .groupedFooter
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.lineBreakMode = .byWordWrapping
        return configuration
    }

    /// A row of a sidebar: a tinted image and text, indented by two columns.
    public static func sidebarCell() -> ListContentConfiguration {
        var configuration = cell()
        configuration.preset = .sidebarCell
        configuration.directionalLayoutMargins.leading = 2
        return configuration
    }

    /// The header of a sidebar section: bold secondary text.
    public static func sidebarHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.preset = .sidebarHeader
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.attributes = .bold
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .trailing
        return configuration
    }

    /// A row of a sidebar with a subtitle below its text.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        var configuration = sidebarCell()
        configuration.preset = .sidebarSubtitleCell
        return configuration
    }
}
