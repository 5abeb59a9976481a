import CollectionCore

extension BackgroundConfiguration {
    /// The background of the demo's cards: `color` (the focus colour when the card is focused)
    /// inside a rounded frame of line glyphs, in the separator colour, or tinted and heavier
    /// (a 2-point stroke, drawn bold) on the focused card; `CardCell` sets it from its state.
    /// `framed: false` leaves the frame out (a card too small for one).
    static func card(focused: Bool, color: Color, framed: Bool = true) -> BackgroundConfiguration {
        var background = BackgroundConfiguration(backgroundColor: focused ? .focus : color)
        guard framed else { return background }
        background.strokeColor = focused ? .tint : .separator
        background.strokeWidth = focused ? 2 : 1
        background.cornerRadius = 1
        return background
    }
}
