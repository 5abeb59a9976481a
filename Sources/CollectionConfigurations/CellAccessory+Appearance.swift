import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

extension CellAccessory {
    /// Whether the accessory sits at the leading edge, in a cell whose content is a header
    /// (`isHeader`) or not.
    package func isLeading(inHeader isHeader: Bool) -> Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: return true
        case .outlineDisclosure(let style):
            switch style {
            case .cell: return true
            case .header: return false
            case .automatic: return !isHeader
            }
        case .customView:
            if case .leading = customViewConfiguration?.placement { return true }
            return false
        case .disclosureIndicator, .checkmark, .reorder, .label, .detail: return false
        }
    }

    /// The order among accessories on the same edge: leading ones from the edge inwards,
    /// trailing ones from the content outwards.
    package var order: Int {
        switch accessoryType {
        case .delete: return 0
        case .insert: return 1
        case .multiselect: return 2
        case .customView: return 3
        case .label: return 4
        case .detail: return 5
        case .checkmark: return 6
        case .outlineDisclosure: return 7
        case .disclosureIndicator: return 8
        case .reorder: return 9
        }
    }

    /// The text drawn for the accessory in `state`; `nil` for a custom view.
    package func glyph(for state: CellConfigurationState, in glyphs: GlyphSet) -> String? {
        switch accessoryType {
        case .disclosureIndicator: return glyphs.disclosureIndicator
        case .outlineDisclosure: return state.isExpanded ? glyphs.outlineExpanded : glyphs.outlineCollapsed
        case .checkmark: return glyphs.checkmark
        case .delete: return glyphs.delete
        case .insert: return glyphs.insert
        case .reorder: return glyphs.reorder
        case .multiselect: return state.isSelected ? glyphs.multiselectOn : glyphs.multiselectOff
        case .label(let text): return text
        case .detail: return glyphs.detail
        case .customView: return nil
        }
    }

    /// The style of the glyph in `state` (before the cell's background is added): the
    /// ``tintColor`` if set, else the accessory's own colour (red for delete and green for
    /// insert, from the basic palette; the tint for active signs; secondary for passive ones).
    package func style(for state: CellConfigurationState) -> Style {
        let color: Color
        switch accessoryType {
        case .delete: color = .indexed(1)
        case .insert: color = .indexed(2)
        case .checkmark, .detail, .outlineDisclosure: color = .tint
        case .multiselect: color = state.isSelected ? .tint : .secondaryLabel
        case .disclosureIndicator, .reorder, .label, .customView: color = .secondaryLabel
        }
        return Style(foreground: tintColor ?? color)
    }

    /// The columns the accessory takes in `state`: its glyph's or view's width, at least
    /// ``reservedLayoutWidth``.
    @MainActor package func width(for state: CellConfigurationState, in glyphs: GlyphSet) -> Int {
        let natural: Int
        if let glyph = glyph(for: state, in: glyphs) {
            natural = TerminalText.width(of: glyph)
        } else {
            let viewWidth = customViewConfiguration?.customView.cellFrame.width ?? 1
            natural = max(1, ListContentLayout.cells(viewWidth))
        }
        return max(natural, ListContentLayout.cells(reservedLayoutWidth))
    }
}
