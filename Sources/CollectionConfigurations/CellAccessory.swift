import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews
import Foundation

/// A control or sign at the leading or trailing edge of a list cell, as `UICellAccessory`:
/// a disclosure chevron, an outline triangle, a checkmark, editing controls, a label, or a
/// view of your own. Set them on ``CollectionViewListCell/accessories``.
///
/// Each accessory is shown in some editing states only (``displayed``, checked against the
/// cell's ``CellConfigurationState/isEditing``) and sits where UIKit puts it on a terminal:
///
/// | accessory | edge | default `displayed` | glyph (``GlyphSet/unicode`` / ``GlyphSet/ascii``) |
/// | --- | --- | --- | --- |
/// | ``delete(displayed:options:actionHandler:)`` | leading | when editing | `⊖` / `-` |
/// | ``insert(displayed:options:actionHandler:)`` | leading | when editing | `⊕` / `+` |
/// | ``multiselect(displayed:options:)`` | leading | when editing | `☐` `☑` / `[ ]` `[x]` |
/// | ``outlineDisclosure(displayed:options:actionHandler:)`` | leading (a header's: trailing) | always | `▸` `▾` / `>` `v` |
/// | ``label(text:displayed:options:)`` | trailing | always | the text |
/// | ``detail(displayed:options:actionHandler:)`` | trailing | always | `ⓘ` / `i` |
/// | ``checkmark(displayed:options:)`` | trailing | always | `✓` / `*` |
/// | ``disclosureIndicator(displayed:options:)`` | trailing | always | `›` / `>` |
/// | ``reorder(displayed:options:)`` | trailing | when editing | `≡` / `=` |
/// | ``customView(configuration:)`` | as configured | as configured | the view |
///
/// Leading accessories are listed from the edge inwards in the order of the table, trailing
/// ones from the content outwards. The outline disclosure points right when the cell is
/// collapsed and down when it is ``CellConfigurationState/isExpanded``; the multiselect box
/// is checked when the cell is selected. (UIKit puts the outline disclosure at the trailing
/// edge on iOS; on a terminal, as on the Mac, a cell's triangle leads, as in a tree, and a
/// header's trails.)
///
/// ```swift
/// cell.accessories = [.outlineDisclosure(), .label(text: "12"), .disclosureIndicator(), .delete()]
/// ```
public struct CellAccessory {
    /// In which editing states an accessory is shown, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable, CaseIterable {
        /// Shown whether or not the cell is editing.
        case always
        /// Shown only while the cell is editing (the delete, insert, reorder and multiselect
        /// controls by default).
        case whenEditing
        /// Shown only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows in a cell that is (or is not) editing.
        public func isDisplayed(editing: Bool) -> Bool {
            switch self {
            case .always: return true
            case .whenEditing: return editing
            case .whenNotEditing: return !editing
            }
        }
    }

    /// Where a custom accessory goes, as `UICellAccessory.Placement`.
    public enum Placement: Hashable, Sendable {
        /// Before the content, at the leading edge, in the editing states `displayed` names.
        case leading(displayed: DisplayedState = .always)
        /// After the content, at the trailing edge, in the editing states `displayed` names.
        case trailing(displayed: DisplayedState = .always)
    }

    /// Called when the accessory is clicked.
    public typealias ActionHandler = () -> Void

    /// Options shared by the system accessories.
    public struct Options: Hashable, Sendable {
        /// A hidden accessory keeps its room but draws nothing, as in UIKit.
        public var isHidden: Bool
        /// The colour of the glyph; `nil` for the accessory's own.
        public var tintColor: Color?
        /// The columns the accessory takes at least; 0 for its glyph's width.
        public var reservedLayoutWidth: CGFloat

        /// Options with the given values; the defaults show the accessory in its own colour.
        public init(isHidden: Bool = false, reservedLayoutWidth: CGFloat = 0, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// UIKit's per-accessory options types, all ``Options`` here.
    public typealias DisclosureIndicatorOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias CheckmarkOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias DeleteOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias InsertOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias ReorderOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias MultiselectOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias LabelOptions = Options
    /// See ``DisclosureIndicatorOptions``.
    public typealias DetailOptions = Options

    /// Options of the outline disclosure, as `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Whether the disclosure is drawn as a cell's or as a header's.
        public enum Style: Hashable, Sendable {
            /// A header's when the cell shows a header configuration, otherwise a cell's.
            case automatic
            /// A section header's: at the trailing edge.
            case header
            /// A cell's: at the leading edge.
            case cell
        }

        /// Whether it is drawn as a cell's or a header's.
        public var style: Style
        /// A hidden disclosure keeps its room but draws nothing.
        public var isHidden: Bool
        /// The columns it takes at least.
        public var reservedLayoutWidth: CGFloat
        /// The colour of the triangle; `nil` for the tint.
        public var tintColor: Color?

        /// Options with the given values.
        public init(style: Style = .automatic, isHidden: Bool = false, reservedLayoutWidth: CGFloat = 0,
                    tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A view of your own as an accessory, as `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view; it is drawn at its frame's width (at least one column) on one row.
        public var customView: View
        /// The edge and the editing states it shows in.
        public var placement: Placement
        /// A hidden view keeps its room but is not drawn.
        public var isHidden: Bool
        /// The columns it takes at least.
        public var reservedLayoutWidth: CGFloat
        /// Called when the view is clicked.
        public var actionHandler: ActionHandler?

        /// A configuration showing `customView` at `placement`.
        public init(customView: View, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: CGFloat = 0,
                    actionHandler: ActionHandler? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.actionHandler = actionHandler
        }
    }

    /// The kind of an accessory, as `UICellAccessory.AccessoryType`.
    public enum AccessoryType: Hashable, Sendable {
        /// A chevron that says the row leads somewhere (`›`, or `>` in ASCII).
        case disclosureIndicator
        /// The triangle of an outline item, which expands and collapses it (`▸` and `▾`).
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        /// A checkmark (`✓`).
        case checkmark
        /// The delete control of an editing row (`⊖`).
        case delete
        /// The insert control of an editing row (`⊕`).
        case insert
        /// The grip of a row that can be moved (`≡`).
        case reorder
        /// The selection box of an editing row (`☐`, `☑` when selected).
        case multiselect
        /// A short text.
        case label(String)
        /// The detail (info) button (`ⓘ`).
        case detail
        /// A view of your own (see ``CellAccessory/customView(configuration:)``).
        case customView
    }

    /// What the accessory is.
    public let accessoryType: AccessoryType
    /// In which editing states it shows.
    public var displayed: DisplayedState
    /// Whether it keeps its room but draws nothing.
    public var isHidden: Bool
    /// Its glyph's colour; `nil` for the accessory's own.
    public var tintColor: Color?
    /// The columns it takes at least.
    public var reservedLayoutWidth: CGFloat
    /// Called when it is clicked.
    public var actionHandler: ActionHandler?
    /// The view and placement of a ``customView(configuration:)`` accessory.
    public private(set) var customViewConfiguration: CustomViewConfiguration?

    private init(_ type: AccessoryType, displayed: DisplayedState, options: Options, actionHandler: ActionHandler? = nil) {
        self.accessoryType = type
        self.displayed = displayed
        self.isHidden = options.isHidden
        self.tintColor = options.tintColor
        self.reservedLayoutWidth = options.reservedLayoutWidth
        self.actionHandler = actionHandler
    }

    /// A chevron pointing to the trailing edge: selecting the cell shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    /// A triangle that shows whether an outline item is expanded.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.outlineDisclosure(options.style), displayed: displayed,
                      options: Options(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                                       tintColor: options.tintColor),
                      actionHandler: actionHandler)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, options: options)
    }

    /// The delete control, shown while editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// The insert control, shown while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// The reorder grip, shown while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed, options: options)
    }

    /// A selection box, checked when the cell is selected, shown while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, options: options)
    }

    /// A short text, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> CellAccessory {
        CellAccessory(.label(text), displayed: displayed, options: options)
    }

    /// The detail (info) button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    /// A view of your own.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state), .trailing(let state): displayed = state
        }
        var accessory = CellAccessory(
            .customView, displayed: displayed,
            options: Options(isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth),
            actionHandler: configuration.actionHandler)
        accessory.customViewConfiguration = configuration
        return accessory
    }
}
