import CollectionCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a full-screen application: owns the ``Terminal`` and the loop that waits for input,
/// dispatches it to the root view, fires timers, and presents the root view when something
/// changed.
///
/// ```swift
/// let app = TerminalApplication(root: NavigationStackView(root: productsScreen))
/// app.quitKeys = [.character("q")]            // opt in: `q` quits when no view handles it
/// app.scheduleTimer(every: .milliseconds(100)) { _ in model.step() }
/// app.runAndExit()                             // never returns; restores the terminal first
/// ```
///
/// The root view's frame is the whole screen, set again on every resize (a burst of resizes
/// ends in one frame). Keys go to ``root``'s `handle(_:)`; one that it does not handle and that
/// is in ``quitKeys`` quits. Mouse events go to the root in screen coordinates. A frame is
/// drawn only when the root (or a subview) ``View/needsDisplay``, or after a resize; between
/// events the loop sleeps in the terminal read until the next timer or animation frame is due
/// (at most a second), so an idle application uses next to no CPU. Before each frame the root's
/// ``View/advanceAnimations()`` moves running animations on; only while one runs does the loop
/// wake for frames (at most 60 a second).
///
/// A key or mouse event first finishes running animations (``View/finishAnimations()``), so
/// input always acts on the state the screen is heading to.
///
/// Exit statuses of ``runAndExit()``: 0 after ``quit()``, 1 when an error was thrown from a
/// timer or ``onUnhandledKey``, 2 when the terminal cannot be used (input or output not a
/// terminal, `TERM` unset, unknown or unable to move the cursor), 128 + n after signal n (130 for SIGINT, 143 for SIGTERM,
/// 129 for SIGHUP).
public final class TerminalApplication {
    /// The view that fills the screen.
    public let root: View
    /// The smallest screen the application can draw on; a smaller terminal shows a centred
    /// "terminal too small (need W x H)" message until it is enlarged.
    public var minimumSize: CGSize
    /// Keys that quit the application when the root does not handle them. Empty by default:
    /// an application opts in, for example with `[.character("q")]`. Ctrl-C always quits
    /// (SIGINT, status 130).
    public var quitKeys: Set<KeyEvent> = []
    /// Called with each key the root did not handle (and that is not a quit key).
    public var onUnhandledKey: ((KeyEvent, TerminalApplication) throws -> Void)?
    /// How the terminal is set up.
    public var configuration = Terminal.Configuration()

    private var terminal: Terminal?
    private var timers = TimerQueue<(TerminalApplication) throws -> Void>()
    private var quitStatus: Int32?
    private var needsRedraw = true
    private var needsResize = true
    private var screenSize = (columns: 0, rows: 0)
    /// The number of frames presented since ``run()`` started (for tests and benchmarks).
    public private(set) var frameCount = 0

    public init(root: View, minimumSize: CGSize = .zero) {
        self.root = root
        self.minimumSize = minimumSize
    }

    /// The palette of the running terminal (monochrome before ``run()``).
    public var palette: Palette { terminal?.palette ?? Palette.standard(for: .monochrome) }

    /// Ends the loop after the current event; ``run()`` returns `status`.
    public func quit(status: Int32 = 0) {
        quitStatus = status
    }

    /// Asks for a new frame even if no view says it changed.
    public func setNeedsRedraw() {
        needsRedraw = true
    }

    /// Calls `action` once, `delay` from now.
    @discardableResult
    public func scheduleTimer(after delay: Duration, _ action: @escaping (TerminalApplication) throws -> Void) -> TimerID {
        timers.schedule(after: delay, repeats: false, now: .now, action: action)
    }

    /// Calls `action` every `interval` (at least a millisecond) until cancelled. A late loop
    /// skips missed ticks rather than firing them in a burst.
    @discardableResult
    public func scheduleTimer(every interval: Duration, _ action: @escaping (TerminalApplication) throws -> Void) -> TimerID {
        timers.schedule(after: interval, repeats: true, now: .now, action: action)
    }

    /// Cancels a timer; unknown or finished timers are ignored.
    public func cancelTimer(_ id: TimerID) {
        timers.cancel(id)
    }

    /// The glyphs to draw with: ASCII when `TERMINAL_COLLECTION_VIEW_ASCII=1`, or when the
    /// locale names a character set other than UTF-8 (`en_US.ISO-8859-1`); Unicode otherwise,
    /// including an unset or `C` locale, since the terminal is then driven in UTF-8 anyway.
    public static func glyphSet(for environment: [String: String]) -> GlyphSet {
        if environment["TERMINAL_COLLECTION_VIEW_ASCII"] == "1" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard let dot = locale.firstIndex(of: ".") else { return .unicode }
        let codeset = locale[locale.index(after: dot)...].lowercased().replacingOccurrences(of: "-", with: "")
        return codeset.hasPrefix("utf8") ? .unicode : .ascii
    }

    /// Runs the application until ``quit(status:)`` or a terminating signal, and returns the
    /// exit status (0, or 128 + the signal). The terminal is restored before it returns or
    /// throws. Throws a ``TerminalError`` when the terminal cannot be used (nothing was
    /// touched), and rethrows an error thrown by a timer or ``onUnhandledKey``.
    public func run() throws -> Int32 {
        if let problem = Terminal.checkStandardStreams() { throw problem }
        GlyphSet.current = Self.glyphSet(for: ProcessInfo.processInfo.environment)
        let terminal = Terminal(configuration: configuration)
        try terminal.start()
        self.terminal = terminal
        defer {
            terminal.stop()
            self.terminal = nil
        }
        quitStatus = nil
        needsResize = true
        while quitStatus == nil {
            if let signal = terminal.takePendingSignal() {
                quitStatus = 128 + signal
                break
            }
            if terminal.takeSuspendRequest() {
                terminal.suspend()
                needsResize = true
            }
            if terminal.takeContinued() {
                terminal.invalidate()
                needsResize = true
            }
            try fireTimers()
            if quitStatus != nil { break }
            // Animations move to the present before the frame; while one runs, the loop wakes
            // for its next frame, and not at all for it otherwise.
            _ = root.advanceAnimations()
            drawIfNeeded(terminal)
            // Asked again after drawing: a view that applied changes while it laid out may
            // have started an animation.
            let nextFrame = root.advanceAnimations()
            var events = terminal.readInput(timeout: Self.waitMilliseconds(
                untilTimer: timers.nextDeadline.map { ContinuousClock.now.duration(to: $0) }, nextAnimationFrame: nextFrame))
            // Take everything already waiting (a burst of resizes or a paste) before drawing.
            var drained = 0
            while !events.isEmpty && drained < 4096 {
                let more = terminal.readInput(timeout: 0)
                if more.isEmpty { break }
                events += more
                drained += 1
            }
            for event in events {
                try dispatch(event)
                if quitStatus != nil { break }
            }
            if terminal.isInputClosed && quitStatus == nil {
                // The terminal went away without a SIGHUP: end as if it had arrived.
                quitStatus = 128 + SIGHUP
            }
        }
        return quitStatus ?? 0
    }

    /// Runs the application and exits the process with its status (see the type's
    /// documentation); on a refusal or an error, prints one line to standard error first.
    public func runAndExit() -> Never {
        do {
            exit(try run())
        } catch let error as TerminalError {
            Self.printError(error.description)
            exit(error.exitStatus)
        } catch {
            Self.printError("\(error)")
            exit(1)
        }
    }

    private static func printError(_ message: String) {
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "app"
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    }

    /// Milliseconds to wait for input: until the next timer or the next animation frame,
    /// whichever is first (rounded up), and at most one second, so that nothing waits forever
    /// on a terminal that stopped reporting. With no timer and no animation, one second.
    static func waitMilliseconds(untilTimer timer: Duration?, nextAnimationFrame frame: Duration?) -> Int {
        let candidates = [timer, frame].compactMap { $0 }
        guard let remaining = candidates.min() else { return 1000 }
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int(max(0, min(1000, milliseconds + (remaining.components.attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0))))
    }

    private func fireTimers() throws {
        for (_, action) in timers.takeDue(now: .now) {
            try action(self)
            if quitStatus != nil { return }
        }
    }

    private func dispatch(_ event: InputEvent) throws {
        switch event {
        case .resize:
            needsResize = true
        case let .key(key):
            if isTooSmall {
                if quitKeys.contains(key) { quit() }
                return
            }
            // Input never lands on a half-drawn state: running animations end first.
            root.finishAnimations()
            if root.handle(key) { return }
            if quitKeys.contains(key) {
                quit()
            } else {
                try onUnhandledKey?(key, self)
            }
        case let .mouse(mouse):
            guard !isTooSmall else { return }
            root.finishAnimations()
            _ = root.handle(mouse)
        }
    }

    private var isTooSmall: Bool {
        CGFloat(screenSize.columns) < minimumSize.width || CGFloat(screenSize.rows) < minimumSize.height
    }

    private func drawIfNeeded(_ terminal: Terminal) {
        if needsResize {
            needsResize = false
            let size = terminal.size
            if size != screenSize {
                screenSize = size
                terminal.invalidate()
            }
            root.frame = CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
            needsRedraw = true
        }
        guard needsRedraw || root.needsDisplay else { return }
        needsRedraw = false
        terminal.present(render())
        frameCount += 1
    }

    /// The frame for the current screen size: the root view, or the "too small" message.
    private func render() -> Canvas {
        var canvas = Canvas(width: screenSize.columns, height: screenSize.rows)
        if isTooSmall {
            TooSmallScreen.draw(into: &canvas, minimumSize: minimumSize)
        } else {
            root.render(into: &canvas, at: .zero)
        }
        return canvas
    }
}
