import CollectionCore
import Foundation

/// The background of a tile on the Custom Configurations screen, made for each state: a rounded
/// outline at rest; the focus colour when focused; the selection colour with a yellow outline
/// when selected (underlined while also focused, as the list cells' focus is).
enum TileBackground {
    static func configuration(for state: CellConfigurationState) -> BackgroundConfiguration {
        var background = BackgroundConfiguration.clear()
        background.cornerRadius = 8
        background.strokeWidth = 1
        background.strokeColor = .separator
        if state.isSelected {
            background.backgroundColor = .selection
            background.strokeColor = .systemYellow
        }
        if state.isFocused {
            background.backgroundColor = .focus
            background.strokeColor = .label
            background.attributes = state.isSelected ? [.bold, .underline] : .bold
        }
        return background
    }
}
