import CollectionCanvas
import CollectionModel

/// The state a cell is configured for, as `UICellConfigurationState`.
public struct CellConfigurationState: Hashable, Sendable {
    /// Selected: chosen by the user (or by `selectItem`).
    public var isSelected = false
    /// Highlighted: the pointer or a press is on the cell.
    public var isHighlighted = false
    /// Focused: keyboard focus is on the cell (drawn distinctly, in monochrome too).
    public var isFocused = false
    /// Disabled: shown but not selectable (drawn dimmed).
    public var isDisabled = false
    /// Editing: the collection view is in editing mode (editing accessories show).
    public var isEditing = false
    /// For outline parents: whether the item's children are shown.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// The normal state: every flag `false`.
    public init() {}
}
