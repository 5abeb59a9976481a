import CollectionCore
import Foundation

/// The content of a tile on the Custom Configurations screen, as a content configuration of our
/// own: a symbol and a title, drawn by ``TileContentView``. The state restyles it: focused and
/// selected tiles draw their symbol in the label colour and bold, and a selected tile shows ✓.
struct TileContentConfiguration: ContentConfiguration, Hashable {
    var image: Image?
    var title: String?
    var tintColor: Color? = .systemOrange
    var isEmphasized = false
    var isChecked = false

    func makeContentView() -> View & ContentView {
        TileContentView(configuration: self)
    }

    func updated(for state: any ConfigurationState) -> TileContentConfiguration {
        guard let state = state as? CellConfigurationState else { return self }
        var updatedConfiguration = self
        if state.isFocused || state.isSelected {
            updatedConfiguration.tintColor = nil
            updatedConfiguration.isEmphasized = true
        }
        updatedConfiguration.isChecked = state.isSelected
        return updatedConfiguration
    }
}
