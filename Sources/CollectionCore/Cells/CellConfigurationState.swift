/// The state a cell is configured for, as `UICellConfigurationState`.
public struct CellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    /// Highlighted: the pointer or a press is on the cell.
    public var isHighlighted = false
    /// Focused: keyboard focus is on the cell (drawn distinctly, in monochrome too).
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    /// For outline parents: whether the item's children are shown.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    public init() {}
}
