import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews

/// The state a cell is configured for, as `UICellConfigurationState`.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
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

    /// Custom state, by key (UIKit's custom-key subscript): a cell subclass adds its own in an
    /// override of ``CollectionViewCell/configurationState``, and configurations read it in
    /// `updated(for:)`. Setting `nil` removes the value. Two states are equal when their flags
    /// and their custom values are.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates.values[key] }
        set { customStates.values[key] = newValue }
    }

    private var customStates = CustomStates()
}

/// The custom values of a ``CellConfigurationState``. `AnyHashable` is not `Sendable`; the
/// values stored are documented to be (booleans, numbers, strings), and the state is a value
/// that is never mutated from two places at once.
private struct CustomStates: Hashable, @unchecked Sendable {
    package var values: [ConfigurationStateCustomKey: AnyHashable] = [:]
}
