import CollectionCore
import Foundation

extension DemoApp {
    /// The smallest terminal the demo draws on; a smaller one shows the front end's "terminal
    /// too small" message.
    public static let minimumSize = CGSize(width: 40, height: 12)

    /// The keys that quit the demo when no screen handles them (`q`; the search field takes it
    /// as text).
    public static let quitKeys: Set<KeyEvent> = [.character("q")]

    /// Keeps one repeating timer running while a ``TickingScreen`` (the insertion sort) is on
    /// top, and none otherwise: the other screens leave the loop asleep until a key comes. A
    /// tick does nothing while the help overlay shows.
    ///
    /// The front end's timers are given as two functions, so that the executable's
    /// `TerminalApplication` and a test's `ApplicationLoop` assemble the demo alike:
    ///
    /// ```swift
    /// root.scheduleTicks(
    ///     every: { interval, tick in app.scheduleTimer(every: interval) { _ in tick() } },
    ///     cancel: { app.cancelTimer($0) })
    /// ```
    ///
    /// This takes ``NavigationStackView/onTopScreenChange`` of ``stack``.
    public func scheduleTicks<Timer>(
        every schedule: @escaping (Duration, @escaping () -> Void) -> Timer, cancel: @escaping (Timer) -> Void
    ) {
        var timer: Timer?
        let update: (View) -> Void = { [weak self] screen in
            if let running = timer { cancel(running) }
            timer = nil
            guard let ticking = screen as? TickingScreen else { return }
            timer = schedule(ticking.tickInterval) { [weak self] in
                if self?.isShowingHelp == false { ticking.tick() }
            }
        }
        stack.onTopScreenChange = update
        update(topScreen)
    }
}
