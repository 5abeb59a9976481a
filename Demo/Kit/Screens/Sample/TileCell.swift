import CollectionCore
import Foundation

/// The tile cell: `updateConfiguration(using:)` sets the background for the state and the
/// custom content configuration updated for it.
final class TileCell: CollectionViewCell {
    var image: Image? { didSet { setNeedsUpdateConfiguration() } }
    var title: String? { didSet { setNeedsUpdateConfiguration() } }

    override func updateConfiguration(using state: CellConfigurationState) {
        backgroundConfiguration = TileBackground.configuration(for: state)
        var content = TileContentConfiguration().updated(for: state)
        content.image = image
        content.title = title
        contentConfiguration = content
    }
}
