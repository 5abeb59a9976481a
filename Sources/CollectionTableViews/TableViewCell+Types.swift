import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableViewCell {
    /// The four classic looks of a table cell, as `UITableViewCell.CellStyle`. Each is drawn with
    /// a ``ListContentConfiguration`` preset (see ``TableViewCell`` for the table).
    public enum CellStyle: Int, Hashable, Sendable, CaseIterable {
        /// The text and an optional image; there is no ``TableViewCell/detailTextLabel``.
        case `default`
        /// The text at the leading edge and the detail text beside it at the trailing edge, in the
        /// secondary colour (as Settings shows values).
        case value1
        /// The text in the tint colour, then the detail text beside it in the label colour (as
        /// Contacts shows a field's name and value).
        case value2
        /// The text with the detail text below it, in the secondary colour.
        case subtitle
    }

    /// The standard accessory at the trailing edge, as `UITableViewCell.AccessoryType`. It is
    /// drawn with the list cell's ``CellAccessory`` of the same meaning and hidden while the
    /// table view is editing (as UIKit shows the editing accessory then).
    public enum AccessoryType: Int, Hashable, Sendable, CaseIterable {
        /// No accessory.
        case none
        /// A chevron: selecting the row shows more (``CellAccessory/disclosureIndicator(displayed:options:)``).
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark: the row is chosen.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected row looks, as `UITableViewCell.SelectionStyle`. On a terminal `.blue` and
    /// `.gray` look like `.default` (the palette's selection colour); `.none` shows no selection
    /// or highlight (the focus still shows, or the keyboard would be lost).
    public enum SelectionStyle: Int, Hashable, Sendable, CaseIterable {
        /// No selection colour.
        case none
        /// The selection colour (UIKit's blue).
        case blue
        /// The selection colour (UIKit's grey).
        case gray
        /// The selection colour.
        case `default`
    }

    /// The editing control of a row, as `UITableViewCell.EditingStyle`: what
    /// ``TableViewDelegate/tableView(_:editingStyleForRowAt:)`` answers and what
    /// ``TableViewDataSource/tableView(_:commit:forRowAt:)`` is told.
    public enum EditingStyle: Int, Hashable, Sendable, CaseIterable {
        /// No control.
        case none
        /// A delete control (a red minus) while editing, and a Delete swipe action.
        case delete
        /// An insert control (a green plus) while editing.
        case insert
    }
}
