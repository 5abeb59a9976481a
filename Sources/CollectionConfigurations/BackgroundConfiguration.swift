import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// How a cell's background looks, as `UIBackgroundConfiguration`: a colour, extra text
/// attributes, and insets, resolved for the cell's state.
///
/// ``updated(for:)`` gives each state a look of its own, distinct on every depth of terminal,
/// monochrome included (where the ``Palette`` draws the selection background as underline and
/// the focus background in reverse video, bold):
///
/// | state | background | attributes | monochrome |
/// | --- | --- | --- | --- |
/// | normal | the configuration's colour | | |
/// | highlighted | ``Color/selection`` | dim | underline, dim |
/// | selected | ``Color/selection`` | | underline |
/// | focused | ``Color/focus`` | bold | reverse, bold |
/// | focused and selected | ``Color/focus`` | bold, underline | reverse, bold, underline |
/// | reordering (carried) | ``Color/selection`` | bold, underline | bold, underline |
/// | disabled | (as above) | dim | dim |
///
/// Editing shows through the cell's editing accessories rather than its background.
///
/// ``clear()`` stays clear in every state. The cell fills its area (less
/// ``backgroundInsets``) with ``resolvedStyle()`` before its content draws; list content draws
/// its text on that background, keeping its colour and attributes.
///
/// ```swift
/// cell.backgroundConfiguration = .listGroupedCell()
/// var background = BackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .indexed(236)
/// cell.backgroundConfiguration = background
/// ```
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The colour of the background; `nil` draws no background at all.
    public var backgroundColor: Color?
    /// Attributes added to every cell of the background, text included.
    public var attributes: Style.Attributes = []
    /// How far the background stays inside the cell's edges.
    public var backgroundInsets: DirectionalEdgeInsets = .zero
    /// Applied to ``backgroundColor`` (after the state changed it) when the background is
    /// drawn; `nil` leaves the colour as it is.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The colour of the outline drawn around the background when ``strokeWidth`` is positive;
    /// `nil` draws none.
    public var strokeColor: Color?
    /// The outline's width. A terminal draws a line one cell wide whatever the width: any
    /// positive width draws a box of line glyphs along the background's edges (inside them),
    /// bold when the width is over 1: the heavier line a terminal has (a focused card's 2-point
    /// stroke shows heavier than its neighbours' 1-point ones).
    public var strokeWidth: CGFloat = 0
    /// Applied to ``strokeColor`` when the outline is drawn.
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The radius of the background's corners, as UIKit's `cornerRadius`. A cell has no
    /// finer corner than itself: the fill stays square, and a positive radius draws the
    /// outline (``strokeWidth``) with rounded corner glyphs (`╭╮╰╯`; `+` in ASCII).
    public var cornerRadius: CGFloat = 0
    /// Whether ``updated(for:)`` changes the look for selection, highlight, focus and
    /// disabled states (`false` only for ``clear()``).
    package var resolvesStates = true
    /// Whether a state's background is inset by a column on each side (sidebar cells).
    package var insetsStateBackground = false

    /// A background of `backgroundColor`.
    public init(backgroundColor: Color? = nil) {
        self.backgroundColor = backgroundColor
    }

    /// The background of a cell in a plain list: ``Color/background``.
    public static func listPlainCell() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .background)
    }

    /// The background of a cell in a grouped or inset grouped list: ``Color/groupedBackground``.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .groupedBackground)
    }

    /// The background of a cell in a sidebar: clear, so that the sidebar shows through;
    /// highlighted, selected and focused cells get a background inset by a column on each
    /// side, as a sidebar's rounded selection.
    public static func listSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: nil)
        configuration.insetsStateBackground = true
        return configuration
    }

    /// The background of a header or footer in a plain list: ``Color/background``.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .background)
    }

    /// The background of a header or footer in a grouped list: ``Color/groupedBackground``.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .groupedBackground)
    }

    /// No background, in every state: what lies below shows through.
    public static func clear() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: nil)
        configuration.resolvesStates = false
        return configuration
    }

    /// This configuration as it looks in `state` (see the table above).
    /// A state that is not a ``CellConfigurationState`` leaves the configuration unchanged.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        guard resolvesStates, let state = state as? CellConfigurationState else { return self }
        var result = self
        if state.isReordering {
            // Picked up: the selection's background, bold and underlined, unlike the focus
            // it moves with (reverse video on a monochrome terminal).
            result.backgroundColor = .selection
            result.attributes.formUnion([.bold, .underline])
        } else if state.isFocused {
            result.backgroundColor = .focus
            result.attributes.insert(.bold)
            if state.isSelected { result.attributes.insert(.underline) }
        } else if state.isSelected {
            result.backgroundColor = .selection
        } else if state.isHighlighted {
            result.backgroundColor = .selection
            result.attributes.insert(.dim)
        }
        if state.isDisabled { result.attributes.insert(.dim) }
        if insetsStateBackground, state.isFocused || state.isSelected || state.isHighlighted || state.isReordering {
            result.backgroundInsets.leading += 1
            result.backgroundInsets.trailing += 1
        }
        return result
    }

    /// The background colour as it is drawn: ``backgroundColor`` through
    /// ``backgroundColorTransformer``; `nil` when there is no background colour.
    public func resolvedBackgroundColor() -> Color? {
        guard let backgroundColor else { return nil }
        return backgroundColorTransformer?(backgroundColor) ?? backgroundColor
    }

    /// The outline's colour as it is drawn: ``strokeColor`` through
    /// ``strokeColorTransformer``; `nil` when no outline is drawn (no colour, or a width that
    /// is not positive).
    public func resolvedStrokeColor() -> Color? {
        guard let strokeColor, strokeWidth.isFinite, strokeWidth > 0 else { return nil }
        return strokeColorTransformer?(strokeColor) ?? strokeColor
    }

    /// The style the background is filled with, or `nil` when there is no background colour.
    public func resolvedStyle() -> Style? {
        guard let color = resolvedBackgroundColor() else { return nil }
        return Style(foreground: .label, background: color, attributes: attributes)
    }

    /// The part of `rect` that the background covers: `rect` less ``backgroundInsets``.
    public func backgroundRect(in rect: CGRect) -> CGRect {
        let insets = backgroundInsets
        let width = max(0, rect.width - insets.leading - insets.trailing)
        let height = max(0, rect.height - insets.top - insets.bottom)
        return CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top, width: width, height: height)
    }
}
