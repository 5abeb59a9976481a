import CollectionCore

extension CollectionViewCell {
    /// Changes the flags the collection view keeps (as it would when an item is focused,
    /// selected, expanded, ...): `configurationState` is read-only, as in UIKit.
    func changeState(_ change: (inout CellConfigurationState) -> Void) {
        var state = configurationState
        change(&state)
        setConfigurationState(state)
    }
}
