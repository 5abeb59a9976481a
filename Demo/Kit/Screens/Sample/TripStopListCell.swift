import CollectionCore
import Foundation

extension ConfigurationStateCustomKey {
    /// The stop a ``TripStopListCell`` shows, carried in its configuration state.
    static let tripStop = ConfigurationStateCustomKey("demo.trip-stop")
}

extension CellConfigurationState {
    /// The stop of the cell, as the sample's cells carry their item in the state.
    var tripStop: TripStop? {
        get { self[.tripStop] as? TripStop }
        set { self[.tripStop] = newValue }
    }
}

/// A list cell that carries its stop in its configuration state: ``updateWithStop(_:)`` asks
/// for a configuration update, and `configurationState` adds the stop.
class TripStopListCell: CollectionViewListCell {
    private var stop: TripStop?

    func updateWithStop(_ newStop: TripStop) {
        guard stop != newStop else { return }
        stop = newStop
        setNeedsUpdateConfiguration()
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.tripStop = stop
        return state
    }
}
