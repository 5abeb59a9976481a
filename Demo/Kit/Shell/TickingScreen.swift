/// A screen that changes by itself: the app calls ``tick()`` every ``tickInterval`` while the
/// screen is on top (tests call it directly).
@MainActor
public protocol TickingScreen: AnyObject {
    /// How often to tick.
    var tickInterval: Duration { get }
    /// Advances the screen by one step.
    func tick()
}
