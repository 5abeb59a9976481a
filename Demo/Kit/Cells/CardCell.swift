import CollectionCore
import Foundation

/// A cell drawn as one of the demo's cards: its background is
/// `BackgroundConfiguration.card(focused:color:framed:)` for its state (the focus colour and a
/// tinted, heavier frame when focused), set with automatic updates off so that the state adds
/// nothing else. Subclasses say their colour and whether they have room for the frame.
class CardCell: CollectionViewCell {
    /// The card's colour when it is not focused.
    var cardColor: Color { .background }
    /// Whether the card draws its frame now (a subclass too small for one answers `false`).
    var isFramed: Bool { true }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        automaticallyUpdatesBackgroundConfiguration = false
        backgroundConfiguration = .card(focused: false, color: cardColor, framed: isFramed)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// The card's background for its state.
    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        backgroundConfiguration = .card(focused: state.isFocused, color: cardColor, framed: isFramed)
    }
}
