import CollectionCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the terminal front end chooses the ``CollectionCore/PictureMode``: by asking the terminal
/// at start-up, never by `TERM` alone.
///
/// The rule (``decide(environment:replies:glyphs:depth:)``), first match wins:
/// 1. `TERMINAL_COLLECTION_VIEW_PICTURES` (`kitty`, `sixel`, `iterm2`, `blocks` or
///    `placeholder`) forces a mode; another value is reported and ignored.
/// 2. `NO_COLOR`, ASCII glyphs or a monochrome screen: ``CollectionCore/PictureMode/placeholder``.
/// 3. Inside tmux (`TMUX` set): sixel when tmux itself answers that it has sixel (tmux 3.4 built
///    with it, which keeps the pictures with its panes), else blocks. Passthrough
///    (`allow-passthrough`) is not used: tmux neither moves nor clears what passes through
///    when it redraws a pane.
/// 4. kitty's graphics query answered `OK`: kitty.
/// 5. `4` among the primary device attributes: sixel.
/// 6. XTVERSION naming iTerm2: iTerm2 inline images.
/// 7. Otherwise blocks.
///
/// The queries (``queries``) end with the primary device attributes, which every terminal
/// answers: once that answer is in, the others that will come have come, so the wait is
/// short on a terminal that answers and at most the timeout on one that does not.
enum PictureSupport {
    /// The environment variable that forces a mode.
    static let environmentVariable = "TERMINAL_COLLECTION_VIEW_PICTURES"
    /// The image id of kitty's graphics query.
    static let queryImageID = 31

    /// kitty's graphics query, XTVERSION, the cell size in pixels, the sixel colour registers
    /// (XTSMGRAPHICS) and, last, the primary device attributes.
    static let queries: [UInt8] = KittyGraphics.query(id: queryImageID)
        + Array("\u{1B}[>0q\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[c".utf8)

    /// The mode `TERMINAL_COLLECTION_VIEW_PICTURES` forces in `environment`, if any; a value
    /// that names no mode is reported.
    static func forcedMode(environment: [String: String]) -> PictureMode? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        if let mode = PictureMode(rawValue: value.lowercased()) { return mode }
        Diagnostics.report(Diagnostic(
            domain: "pictures", kind: "unknownMode",
            message: "\(environmentVariable)=\(value) names no picture mode (kitty, sixel, iterm2, blocks, "
                + "placeholder); the terminal was asked instead."))
        return nil
    }

    /// The mode without asking the terminal, when the environment and screen decide it alone
    /// (rules 1 and 2), else `nil`.
    static func modeWithoutAsking(environment: [String: String], glyphs: GlyphSet, depth: ColorDepth) -> PictureMode? {
        if let forced = forcedMode(environment: environment) { return forced }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .placeholder }
        if glyphs == .ascii || depth == .monochrome { return .placeholder }
        return nil
    }

    /// The mode for what the terminal answered (`nil`: nothing was asked), as the type
    /// describes.
    static func decide(environment: [String: String], replies: TerminalReplies?, glyphs: GlyphSet,
                       depth: ColorDepth) -> PictureMode {
        if let mode = modeWithoutAsking(environment: environment, glyphs: glyphs, depth: depth) { return mode }
        guard let replies else { return .blocks }
        if let tmux = environment["TMUX"], !tmux.isEmpty { return replies.hasSixel ? .sixel : .blocks }
        if replies.kittyGraphics { return .kitty }
        if replies.hasSixel { return .sixel }
        if let version = replies.version, version.lowercased().hasPrefix("iterm2") { return .iterm2 }
        return .blocks
    }

    /// Writes ``queries`` to `output` and reads the answers from `input` for at most
    /// `timeout` milliseconds, with the terminal in raw mode meanwhile (no echo, no line
    /// editing), so that nothing of the answers reaches the screen or the key input. The
    /// terminal's modes are put back before returning.
    static func ask(input: Int32, output: Int32, timeout: Int) -> TerminalReplies {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return TerminalReplies(parsing: []) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(input, TCSANOW, &raw)
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        var written = 0
        while written < queries.count {
            let result = queries[written...].withUnsafeBufferPointer { write(output, $0.baseAddress, $0.count) }
            if result <= 0 { break }
            written += result
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout)) * 1_000_000
        var replies = TerminalReplies(parsing: [])
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32((deadline - now + 999_999) / 1_000_000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            replies = TerminalReplies(parsing: bytes)
            if replies.isComplete && !replies.isIncomplete { break }
        }
        return replies
    }

    /// The size of a cell in pixels: the terminal's answer, else the window's pixel size
    /// (`TIOCGWINSZ`) over its cells, else `fallback`.
    static func cellPixels(replies: TerminalReplies?, descriptor: Int32,
                           fallback: PixelSize = PixelSize(width: 10, height: 20)) -> PixelSize {
        if let size = replies?.cellPixels, size.width > 0, size.height > 0 { return size }
        var window = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel > 0, window.ws_ypixel > 0 {
            return PixelSize(width: Int(window.ws_xpixel) / Int(window.ws_col),
                             height: Int(window.ws_ypixel) / Int(window.ws_row))
        }
        return fallback
    }
}
