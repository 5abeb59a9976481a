import CollectionCanvas
import CollectionConfigurations

/// A list content configuration from `preset` with `image` (a literal glyph), `text` and
/// `secondaryText`.
@MainActor package func content(_ preset: ListContentConfiguration = .cell(), image: String? = nil, text: String? = nil,
             secondaryText: String? = nil) -> ListContentConfiguration {
    var configuration = preset
    configuration.image = image.map { Image($0) }
    configuration.text = text
    configuration.secondaryText = secondaryText
    return configuration
}

/// A cell configuration state with the given flags.
@MainActor package func state(selected: Bool = false, highlighted: Bool = false, focused: Bool = false, disabled: Bool = false,
           editing: Bool = false, expanded: Bool = false) -> CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = selected
    state.isHighlighted = highlighted
    state.isFocused = focused
    state.isDisabled = disabled
    state.isEditing = editing
    state.isExpanded = expanded
    return state
}
