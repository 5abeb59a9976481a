import CNCurses
import CollectionApplication
import CollectionCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The terminal while curses owns it: start-up, input, presenting canvases and restoring the
/// terminal on every way out.
///
/// ``start()`` checks that input and output are terminals and that `TERM` names a known
/// terminal before touching curses (so a refusal leaves the terminal as it was), then sets the
/// locale (from the environment; `C.UTF-8` for characters when that is not UTF-8), saves the terminal modes, installs signal handlers (see `SignalHandling`), and
/// starts curses: cbreak, no echo, keypad, hidden cursor, a 25 ms Escape delay, the terminal's
/// default colours, a palette for its number of colours (monochrome when `NO_COLOR` is set),
/// and mouse press, release and wheel reports when the terminal has a mouse. While it is
/// active, diagnostics go to ``Configuration/logPath`` instead of the screen.
///
/// ``stop()`` restores everything (it is safe to call twice). A terminal is a
/// ``CollectionTesting/TerminalBackend``: ``TerminalApplication`` runs an ``CollectionTesting/ApplicationLoop`` on one; use one
/// directly only to run your own loop.
@MainActor
public final class Terminal: TerminalBackend {
    /// How a terminal is set up.
    public struct Configuration: Sendable {
        /// The colour depth to use; `nil` asks the terminal (and honours `NO_COLOR`).
        public var colorDepth: ColorDepth?
        /// The theme the palette is made for at start (``CollectionCore/ColorTheme/dark`` by default); see
        /// ``Terminal/setColorTheme(_:)`` to change it while running.
        public var colorTheme: ColorTheme = .dark
        /// Whether to ask for mouse reports.
        public var enablesMouse = true
        /// How long curses waits after Escape for the rest of a key sequence, in milliseconds.
        public var escapeDelay = 25
        /// Whether to install the signal handlers (off for tests that drive a pseudo-terminal
        /// from inside a process that owns its own terminal).
        public var installsSignalHandlers = true
        /// How raster pictures are shown; `nil` (the default) decides at start: from
        /// `TERMINAL_COLLECTION_VIEW_PICTURES`, `NO_COLOR` and the glyphs, else by asking the
        /// terminal (kitty's graphics query, the primary device attributes, XTVERSION) with a
        /// short timeout. The choice becomes ``CollectionCore/PictureMode/current``.
        public var pictureMode: PictureMode?
        /// How long start waits for the terminal's answers to the picture queries, in
        /// milliseconds.
        public var pictureQueryTimeout = 150
        /// Where diagnostics are appended while curses owns the screen. The default is
        /// `$TERMINAL_COLLECTION_VIEW_LOG` when set, else `terminal-collection-view.log` in the
        /// temporary directory (`$TMPDIR`, usually `/tmp`).
        public var logPath: String = Terminal.defaultLogPath

        /// The defaults described on each property.
        public init() {}
    }

    /// Where diagnostics go while a terminal is active, unless configured otherwise.
    public nonisolated static var defaultLogPath: String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["TERMINAL_COLLECTION_VIEW_LOG"], !path.isEmpty { return path }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("terminal-collection-view.log")
    }

    /// How this terminal was set up.
    public let configuration: Configuration
    private let inputDescriptor: Int32
    /// Whether the last read ended because main-queue work arrived.
    private var wokeForMainQueueWork = false
    private let outputDescriptor: Int32
    private let terminalType: String?
    private var screen: OpaquePointer?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private var outputFile: UnsafeMutablePointer<FILE>?
    private var presenter: CursesPresenter?
    private var decoder = KeyDecoder()
    /// Keeps answers to the picture queries that come late out of the key input.
    private var lateReplies = LateReplyFilter(isArmed: false)
    private var savedDiagnosticsHandler: Diagnostics.Handler?
    /// How many terminals are active. Safe without a lock: curses is single-threaded, and a
    /// terminal is only started and stopped on the thread that runs its loop.
    private nonisolated(unsafe) static var activeCount = 0

    /// How raster pictures are shown, chosen at start (see ``Configuration/pictureMode``).
    public private(set) var pictureMode = PictureMode.blocks
    /// The palette chosen at start.
    public private(set) var palette = Palette.standard(for: .monochrome)
    /// Whether curses is running on this terminal.
    public private(set) var isActive = false
    /// Whether the terminal reports mouse events.
    public private(set) var hasMouse = false
    /// Turns movement with the primary button held into drags.
    private var mouseTracker = MouseDragTracker()
    /// Whether the input side of the terminal hung up (its window closed without a SIGHUP
    /// reaching us): reading would return at once forever, so a loop should end.
    public private(set) var isInputClosed = false

    /// A terminal on standard input and output, of the type `TERM` names.
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(inputFileDescriptor: STDIN_FILENO, outputFileDescriptor: STDOUT_FILENO, terminalType: nil,
                  configuration: configuration)
    }

    /// A terminal on the given descriptors (a pseudo-terminal, for tests and benchmarks) of
    /// `terminalType` (`nil`: `TERM`).
    public init(inputFileDescriptor: Int32, outputFileDescriptor: Int32, terminalType: String?,
                configuration: Configuration = Configuration()) {
        self.inputDescriptor = inputFileDescriptor
        self.outputDescriptor = outputFileDescriptor
        self.terminalType = terminalType
        self.configuration = configuration
    }

    isolated deinit {
        stop()
    }

    /// The reason this process cannot run a full-screen interface on standard input and
    /// output, or `nil` when it can. Touches nothing.
    public static func checkStandardStreams() -> TerminalError? {
        if isatty(STDIN_FILENO) == 0 { return .inputNotATerminal }
        if isatty(STDOUT_FILENO) == 0 { return .outputNotATerminal }
        let type = ProcessInfo.processInfo.environment["TERM"] ?? ""
        if type.isEmpty { return .terminalTypeUnset }
        return nil
    }

    /// Starts curses; throws a ``TerminalError`` (having changed nothing) when it cannot.
    public func start() throws {
        guard !isActive else { return }
        guard Terminal.activeCount == 0 else { throw TerminalError.alreadyActive }
        if isatty(inputDescriptor) == 0 { throw TerminalError.inputNotATerminal }
        if isatty(outputDescriptor) == 0 { throw TerminalError.outputNotATerminal }
        var type = terminalType ?? ProcessInfo.processInfo.environment["TERM"] ?? ""
        if type.isEmpty { throw TerminalError.terminalTypeUnset }
        switch SignalHandling.checkTerminalType(type, fileDescriptor: outputDescriptor) {
        case 0: throw TerminalError.unknownTerminalType(type)
        case -1: throw TerminalError.unsupportedTerminalType(type)
        default: break
        }
        // A terminal that says it has 24-bit colour (COLORTERM) under a 256-colour type: curses
        // can only number colours directly with a direct-colour entry, used when installed.
        if configuration.colorDepth == nil,
            let direct = Terminal.directColorType(for: type, environment: ProcessInfo.processInfo.environment),
            SignalHandling.checkTerminalType(direct, fileDescriptor: outputDescriptor) == 1 {
            type = direct
        }

        Terminal.setUTF8Locale()
        let input = fdopen(dup(inputDescriptor), "r")
        let output = fdopen(dup(outputDescriptor), "w")
        guard let input, let output else {
            if let input { fclose(input) }
            if let output { fclose(output) }
            throw TerminalError.unknownTerminalType(type)
        }
        if configuration.installsSignalHandlers {
            SignalHandling.saveTerminalModes(of: inputDescriptor)
            // Before curses starts, so that it does not install its own SIGINT/SIGTERM/SIGTSTP
            // handlers (it only does so for signals left at their default).
            SignalHandling.install()
        }
        guard let screen = newterm(type, output, input) else {
            if configuration.installsSignalHandlers { SignalHandling.uninstall() }
            fclose(input)
            fclose(output)
            throw TerminalError.unknownTerminalType(type)
        }
        self.screen = screen
        self.inputFile = input
        self.outputFile = output
        set_term(screen)
        Terminal.activeCount += 1
        isActive = true

        cbreak()
        noecho()
        nonl()
        _ = cnc_keypad(1)
        _ = cnc_leaveok(1)
        curs_set(0)
        cnc_set_escdelay(Int32(configuration.escapeDelay))

        let depth = chooseColorDepth()
        palette = Palette.standard(for: depth, theme: configuration.colorTheme)
        var pairs = 0
        if depth != .monochrome {
            start_color()
            use_default_colors()
            pairs = Int(cnc_color_pairs()) - 1
        }

        if configuration.enablesMouse {
            hasMouse = mousemask(cnc_mouse_buttons_mask(), nil) != 0
            if hasMouse {
                mouseinterval(0)
                writeControl(Self.dragReportingOn)
            }
        }
        decoder.extendedKeys = Self.modifiedKeyCodes()
        // Bracketed paste: the terminal marks pasted text, which arrives as one paste event.
        _ = define_key(Self.pasteStartSequence, Self.pasteStartCode)
        _ = define_key(Self.pasteEndSequence, Self.pasteEndCode)
        writeControl(Self.bracketedPasteOn)
        let logPath = configuration.logPath
        savedDiagnosticsHandler = Diagnostics.handler
        Diagnostics.handler = Diagnostics.logFile(atPath: logPath)
        presenter = CursesPresenter(palette: palette, colorPairs: pairs, outputDescriptor: outputDescriptor,
                                    pictures: choosePictures(depth: depth))
        if configuration.installsSignalHandlers {
            SignalHandling.setRestoreSequence(restoreSequence(), fileDescriptor: outputDescriptor)
        }
    }

    /// Chooses the picture mode (see ``Configuration/pictureMode`` and `PictureSupport`),
    /// asking the terminal when the environment does not decide; keys typed meanwhile are
    /// handed back to curses. Sets ``CollectionCore/PictureMode/current``.
    private func choosePictures(depth: ColorDepth) -> PicturePresenter {
        let environment = ProcessInfo.processInfo.environment
        var replies: TerminalReplies?
        let mode: PictureMode
        if let configured = configuration.pictureMode {
            mode = configured
            if mode == .sixel || mode == .iterm2 { replies = ask() }
        } else if let decided = PictureSupport.modeWithoutAsking(environment: environment, glyphs: GlyphSet.current, depth: depth) {
            mode = decided
            if mode == .sixel || mode == .iterm2 { replies = ask() }
        } else {
            replies = ask()
            mode = PictureSupport.decide(environment: environment, replies: replies, glyphs: GlyphSet.current, depth: depth)
        }
        pictureMode = mode
        PictureMode.current = mode
        return PicturePresenter(mode: mode, cellPixels: PictureSupport.cellPixels(replies: replies, descriptor: outputDescriptor),
                                colorRegisters: replies?.colorRegisters ?? 256)
    }

    /// Asks the terminal the picture queries; what else arrived meanwhile goes back to curses.
    private func ask() -> TerminalReplies {
        let replies = PictureSupport.ask(input: inputDescriptor, output: outputDescriptor,
                                         timeout: configuration.pictureQueryTimeout)
        for byte in replies.otherBytes.reversed() { _ = ungetch(Int32(byte)) }
        lateReplies.isArmed = !replies.isComplete
        return replies
    }

    /// xterm's button-event tracking (mode 1002): ncurses asks only for presses and releases
    /// (mode 1000), so without it a terminal never reports movement with a button held, and
    /// drags could not reach the application.
    static let dragReportingOn = "\u{1B}[?1002h"
    static let dragReportingOff = "\u{1B}[?1002l"

    /// Bracketed paste (xterm's mode 2004): the terminal sends pasted text between
    /// `ESC [ 200 ~` and `ESC [ 201 ~`, so that a pasted line break or Escape is not a key.
    /// On while curses owns the terminal; off on every way out (stop, suspend, the crash
    /// handler's restore sequence).
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    static let pasteStartSequence = "\u{1B}[200~"
    static let pasteEndSequence = "\u{1B}[201~"
    /// The key codes curses gives the paste marks (`define_key`), past its own key codes
    /// (`KEY_MAX` is 0o777) and those it assigns to terminfo's extended keys.
    static let pasteStartCode: Int32 = 0x7E00
    static let pasteEndCode: Int32 = 0x7E01
    /// The most text one paste delivers; the rest of a larger paste is dropped.
    static let maximumPasteLength = 1 << 20

    /// Writes a control sequence to the terminal after what curses has buffered.
    private func writeControl(_ sequence: String) {
        if let outputFile { fflush(outputFile) }
        let bytes = Array(sequence.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBufferPointer { write(outputDescriptor, $0.baseAddress, $0.count) }
            if result <= 0 { break }
            written += result
        }
    }

    /// Key codes that ncurses gives modified keys (xterm's `kUP3` for Alt-Up, `kLFT5` for
    /// Ctrl-Left, …), read from terminfo: they are assigned when curses starts and are beyond
    /// the standard key codes, so they are looked up here once.
    static func modifiedKeyCodes() -> [Int32: KeyEvent] {
        let keys: [(String, KeyEvent.Key)] = [
            ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
            ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
        ]
        var table: [Int32: KeyEvent] = [:]
        for (name, key) in keys {
            for suffix in 2...8 {
                guard let sequence = cnc_tigetstr("\(name)\(suffix)") else { continue }
                let code = key_defined(sequence)
                guard code > 0 else { continue }
                table[code] = KeyEvent(key, modifiers: KeyDecoder.modifiers(forXtermParameter: suffix))
            }
        }
        return table
    }

    /// Takes the locale from the environment; when its character set is not UTF-8 (`LANG`
    /// unset, or `C`), uses `C.UTF-8` for characters, since terminals today speak UTF-8 and
    /// wide characters cannot be written otherwise.
    static func setUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
    }

    private func chooseColorDepth() -> ColorDepth {
        let environment = ProcessInfo.processInfo.environment
        if let depth = configuration.colorDepth {
            // 24-bit colours need a direct-colour terminal type.
            return depth == .trueColor && Int(tigetnum("colors")) < 1 << 24 ? .colors256 : depth
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard has_colors() else { return .monochrome }
        // COLORS is only known once colours are started; ask terminfo before that.
        let count = Int(tigetnum("colors"))
        let depth = ColorDepth(numberOfColors: count, environment: environment)
        return depth == .trueColor && count < 1 << 24 ? .colors256 : depth
    }

    /// The direct-colour terminal type to use instead of `type` when `COLORTERM` says the
    /// terminal has 24-bit colour (`truecolor` or `24bit`) and `type` is a 256-colour one:
    /// `xterm-256color` becomes `xterm-direct`, `tmux-256color` `tmux-direct` (entries of
    /// ncurses' terminfo database, package ncurses-term on Debian). `nil` otherwise.
    public nonisolated static func directColorType(for type: String, environment: [String: String]) -> String? {
        let colorTerm = environment["COLORTERM"]?.lowercased()
        guard colorTerm == "truecolor" || colorTerm == "24bit" else { return nil }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
        guard type.hasSuffix("-256color") else { return nil }
        return String(type.dropLast("-256color".count)) + "-direct"
    }

    /// What the crash handler writes: attributes off, mouse reports off, bracketed paste off,
    /// keypad off, cursor visible, leave the alternate screen.
    private func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0"] {
            if let value = cnc_tigetstr(name) { bytes += Array(String(cString: value).utf8) }
        }
        if hasMouse { bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8) }
        bytes += Array(Self.bracketedPasteOff.utf8)
        if pictureMode == .kitty { bytes += KittyGraphics.deleteAll }
        for name in ["rmkx", "cnorm", "rmcup"] {
            if let value = cnc_tigetstr(name) { bytes += Array(String(cString: value).utf8) }
        }
        return bytes
    }

    /// Restores the terminal: mouse reports off, cursor visible, curses ended (echo and
    /// canonical mode back, alternate screen left), signal handlers and the diagnostics
    /// handler put back. Safe to call more than once.
    public func stop() {
        guard isActive, let screen else { return }
        set_term(screen)
        presenter?.removePictures()
        leaveCursesModes()
        delscreen(screen)
        self.screen = nil
        if let inputFile { fclose(inputFile) }
        if let outputFile { fclose(outputFile) }
        inputFile = nil
        outputFile = nil
        presenter = nil
        if configuration.installsSignalHandlers {
            SignalHandling.restoreTerminalModes()
            SignalHandling.uninstall()
        }
        if let savedDiagnosticsHandler { Diagnostics.handler = savedDiagnosticsHandler }
        savedDiagnosticsHandler = nil
        isActive = false
        Terminal.activeCount -= 1
    }

    /// The screen's size in cells.
    public var size: (columns: Int, rows: Int) {
        guard isActive else { return (0, 0) }
        return (max(0, Int(cnc_columns())), max(0, Int(cnc_lines())))
    }

    /// Presents `canvas`, writing only what changed since the last one. Returns the number
    /// of cells written.
    @discardableResult
    public func present(_ canvas: Canvas) -> Int {
        guard isActive, let presenter else { return 0 }
        return presenter.present(canvas)
    }

    /// Resolves colours with the standard palette of `theme` from now on, at the terminal's
    /// colour depth (a monochrome terminal stays monochrome), and repaints the whole screen at
    /// the next present. Does nothing while the terminal is not active.
    public func setColorTheme(_ theme: ColorTheme) {
        guard isActive, theme != palette.theme else { return }
        palette = Palette.standard(for: palette.depth, theme: theme)
        presenter?.setPalette(palette)
        invalidate()
    }

    /// Called on the main thread when a picture encoded on the worker (sixel, iTerm2) is ready
    /// to be shown: the application asks for a frame. Set after ``start()``.
    var onPicturesReady: (@MainActor @Sendable () -> Void)? {
        get { presenter?.pictures.onEncoded }
        set { presenter?.pictures.onEncoded = newValue }
    }

    /// The colour pairs curses has handed out so far.
    var colorPairsInUse: Int { presenter?.allocatedColorPairs ?? 0 }

    /// Makes the next present write every cell and repaint the whole screen.
    public func invalidate() {
        guard isActive else { return }
        if let pictures = presenter?.pictures, pictures.mode == .sixel || pictures.mode == .iterm2 {
            // A resize may come with another font size: the window's pixel size tells.
            pictures.cellPixels = PictureSupport.cellPixels(replies: nil, descriptor: outputDescriptor, fallback: pictures.cellPixels)
        }
        presenter?.invalidate()
        _ = cnc_clear_on_next_refresh()
    }

    /// Waits up to `timeout` milliseconds (negative: forever) for input and returns what it
    /// decodes to (nothing on timeout or when a signal interrupts the wait).
    public func readInput(timeout: Int) -> [InputEvent] {
        guard isActive else { return [] }
        guard timeout != 0, MainQueueWakeup.fileDescriptor != nil else { return readCurses(timeout: timeout) }
        // Sleep in poll(2) on the terminal and on the main queue's wake-up descriptor, so that
        // work queued on the main thread from elsewhere wakes the loop at once. What curses
        // already holds (the rest of a key sequence) is taken first, without waiting.
        let waiting = readCurses(timeout: 0)
        if !waiting.isEmpty { return waiting }
        // A descriptor still readable right after a wake-up means that nothing drains the main
        // queue between reads (the loop runs inside a job of it): wait for input alone then,
        // rather than spin.
        let watchMainQueue = !(wokeForMainQueueWork && MainQueueWakeup.hasPendingWork)
        wokeForMainQueueWork = false
        switch MainQueueWakeup.wait(forInput: inputDescriptor, timeout: timeout, watchingMainQueue: watchMainQueue) {
        case .input:
            // Ready (or hung up): curses reads at once, with its Escape handling unchanged.
            return readCurses(timeout: timeout)
        case .mainQueueWork:
            wokeForMainQueueWork = true
            return readCurses(timeout: 0)
        case .timedOut, .interrupted:
            // An interrupting SIGWINCH shows up as curses' resize key.
            return readCurses(timeout: 0)
        }
    }

    /// One curses read with `timeout` milliseconds of waiting (0: none; negative: any).
    private func readCurses(timeout: Int) -> [InputEvent] {
        cnc_timeout(Int32(clamping: timeout))
        var value: Int32 = 0
        let result = cnc_get_wch(&value)
        var events: [InputEvent] = []
        switch result {
        case OK:
            for input in lateReplies.feed(.character(UInt32(bitPattern: value))) {
                events += decoder.feed(input).map(InputEvent.key)
            }
        case KEY_CODE_YES:
            for input in lateReplies.flush() { events += decoder.feed(input).map(InputEvent.key) }
            if value == Self.pasteStartCode {
                events += decoder.flush().map(InputEvent.key)
                let (text, resized) = readPaste()
                events.append(.paste(text))
                if resized { events.append(.resize) }
            } else if value == Self.pasteEndCode {
                // An end mark without a start: nothing to deliver.
            } else if value == CursesKeyCode.resize {
                events += decoder.flush().map(InputEvent.key)
                events.append(.resize)
            } else if value == CursesKeyCode.mouse {
                events += decoder.flush().map(InputEvent.key)
                var report = MEVENT()
                while getmouse(&report) == OK {
                    if let event = mouseTracker.event(state: UInt(report.bstate), x: Int(report.x), y: Int(report.y)) {
                        events.append(.mouse(event))
                    }
                }
            } else {
                events += decoder.feed(.keyCode(value)).map(InputEvent.key)
            }
        default:
            for input in lateReplies.flush() { events += decoder.feed(input).map(InputEvent.key) }
            events += decoder.flush().map(InputEvent.key)
            if timeout != 0 && Terminal.hasHungUp(inputDescriptor) { isInputClosed = true }
        }
        if lateReplies.isHolding {
            // What looks like a late answer arrives at once: read on without waiting.
            return events + readCurses(timeout: 0)
        }
        if decoder.isHoldingEscape {
            // curses has already waited ESCDELAY for a key sequence: a key that is there now
            // was typed with the Escape (Alt); nothing means a plain Escape.
            events += readCurses(timeout: 0)
            events += decoder.flush().map(InputEvent.key)
        }
        return events
    }

    /// The text of a paste whose start mark was just read: characters up to the end mark, read
    /// without waiting for keys in between (a paste arrives at once). Keys curses recognises
    /// inside the paste (a pasted escape sequence) are left out; the text is cut at
    /// ``maximumPasteLength``. A paste whose end never comes ends after 100 ms of silence.
    /// `resized` tells whether the terminal was resized meanwhile (curses' resize key came
    /// inside the paste): the loop must still learn the new size.
    private func readPaste() -> (text: String, resized: Bool) {
        cnc_timeout(100)
        return Self.readPaste(maximumLength: Self.maximumPasteLength) {
            var value: Int32 = 0
            let result = cnc_get_wch(&value)
            return (result, value)
        }
    }

    /// The paste that `next` reads, one curses answer at a time (`get_wch`'s result and value),
    /// as described on ``readPaste()``: characters up to the end mark, at most `maximumLength`
    /// of them; `resized` when curses' resize key came among them.
    static func readPaste(maximumLength: Int, next: () -> (result: Int32, value: Int32)) -> (text: String, resized: Bool) {
        var resized = false
        var text = PasteText(maximumLength: maximumLength)
        while true {
            let (result, value) = next()
            if result == OK {
                text.append(UInt32(bitPattern: value))
            } else if result == KEY_CODE_YES {
                if value == pasteEndCode { break }
                if value == CursesKeyCode.resize { resized = true }
            } else {
                break
            }
        }
        return (text.text, resized)
    }

    /// Whether `descriptor` reports a hang-up or an error (poll without waiting).
    static func hasHungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Gives the terminal its modes back, as both ``stop()`` and ``suspend()`` begin: bracketed
    /// paste and mouse reports off, the cursor visible, curses ended (echo and canonical mode
    /// back, the alternate screen left).
    private func leaveCursesModes() {
        writeControl(Self.bracketedPasteOff)
        if hasMouse {
            writeControl(Self.dragReportingOff)
            mousemask(0, nil)
        }
        curs_set(1)
        endwin()
    }

    /// Leaves curses, stops the process as Ctrl-Z does, and on `fg` takes the screen back and
    /// makes the next present repaint everything.
    public func suspend() {
        guard isActive else { return }
        presenter?.removePictures()
        leaveCursesModes()
        SignalHandling.suspendProcess()
        // Continued.
        doupdate()
        curs_set(0)
        if hasMouse {
            mousemask(cnc_mouse_buttons_mask(), nil)
            writeControl(Self.dragReportingOn)
        }
        writeControl(Self.bracketedPasteOn)
        invalidate()
    }

    /// The terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM) received since the last call, if any.
    public func takePendingSignal() -> Int32? {
        SignalHandling.takePendingSignal()
    }

    /// Whether Ctrl-Z was pressed since the last call (then call ``suspend()``).
    public func takeSuspendRequest() -> Bool {
        SignalHandling.takeSuspendRequest()
    }

    /// Whether the process was continued after a stop since the last call (then repaint
    /// everything: ``invalidate()``).
    public func takeContinued() -> Bool {
        SignalHandling.takeContinued()
    }
}
