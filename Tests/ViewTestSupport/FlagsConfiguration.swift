import CollectionCanvas
import CollectionConfigurations
import CollectionViews
import Foundation

/// A configuration that records the state it was resolved for, drawn as one letter per flag.
package struct FlagsConfiguration: ContentConfiguration, Equatable {
    package init() {}

    package init(label: String) { self.label = label }

    package var label = "x"
    package var flags = ""

    package func makeContentView() -> View & ContentView { FlagsView(configuration: self) }

    package func updated(for state: any ConfigurationState) -> FlagsConfiguration {
        guard let state = state as? CellConfigurationState else { return self }
        var copy = self
        copy.flags = (state.isSelected ? "S" : "") + (state.isFocused ? "F" : "") + (state.isEditing ? "E" : "")
        return copy
    }
}

@MainActor
package final class FlagsView: View, ContentView {
    package var configuration: ContentConfiguration

    package init(configuration: FlagsConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    package var flags: FlagsConfiguration { configuration as! FlagsConfiguration }

    override package func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(flags.label + flags.flags, in: rect, style: .label)
    }
}
