import CollectionCore
import CollectionCurses
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct DirectColorTypeTests {
    @Test func aTrueColourTerminalUsesTheDirectEntry() {
        #expect(Terminal.directColorType(for: "xterm-256color", environment: ["COLORTERM": "truecolor"]) == "xterm-direct")
        #expect(Terminal.directColorType(for: "tmux-256color", environment: ["COLORTERM": "24bit"]) == "tmux-direct")
        #expect(Terminal.directColorType(for: "xterm-256color", environment: [:]) == nil)
        #expect(Terminal.directColorType(for: "xterm", environment: ["COLORTERM": "truecolor"]) == nil)
        #expect(Terminal.directColorType(for: "xterm-256color", environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) == nil)
    }
}

/// Whether terminfo has `xterm-direct` (Debian's ncurses-term package), which 24-bit colour
/// through curses needs.
private let hasDirectColorEntry = ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct"]
    .contains { FileManager.default.fileExists(atPath: $0) }

extension TerminalPseudoTerminalTests {
    func makeTerminal(
        depth: ColorDepth, type: String = "xterm-256color", master: inout Int32, slave: inout Int32
    ) throws -> Terminal {
        var size = winsize(ws_row: 2, ws_col: 10, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var configuration = Terminal.Configuration()
        configuration.pictureMode = .blocks
        configuration.installsSignalHandlers = false
        configuration.colorDepth = depth
        configuration.enablesMouse = false
        configuration.logPath = "/dev/null"
        let terminal = Terminal(inputFileDescriptor: slave, outputFileDescriptor: slave,
                                terminalType: type, configuration: configuration)
        try terminal.start()
        return terminal
    }

    @Test(.enabled(if: hasDirectColorEntry, "needs terminfo's xterm-direct (ncurses-term)"))
    func aDirectColourTerminalGets24BitColours() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(depth: .trueColor, type: "xterm-direct", master: &master, slave: &slave)
        defer {
            terminal.stop()
            close(slave)
            close(master)
        }
        #expect(terminal.palette.depth == .trueColor)
        _ = drain(master)
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("Blue", x: 0, y: 0, style: Style(foreground: .white, background: .systemBlue))
        _ = terminal.present(canvas)
        let output = String(decoding: drain(master), as: UTF8.self)
        // xterm-direct's colour sequences: 48:2::R:G:B.
        #expect(output.contains("48:2::10:132:255"))
        #expect(output.contains("38:2::255:255:255"))
    }

    @Test func fixedColoursReachThe256ColourTerminalAsTheirNearestIndex() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(depth: .colors256, master: &master, slave: &slave)
        defer {
            terminal.stop()
            close(slave)
            close(master)
        }
        _ = drain(master)
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("Blue", x: 0, y: 0, style: Style(foreground: .white, background: .systemBlue))
        _ = terminal.present(canvas)
        let output = String(decoding: drain(master), as: UTF8.self)
        // systemBlue #0A84FF is xterm 33, white is 231.
        #expect(output.contains("48;5;33"))
        #expect(output.contains("38;5;231"))
        #expect(output.contains("Blue"))
    }

    @Test func trueColourNeedsADirectColourTerminalType() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(depth: .trueColor, master: &master, slave: &slave)
        defer {
            terminal.stop()
            close(slave)
            close(master)
        }
        // xterm-256color numbers 256 colours: the terminal falls back to them.
        #expect(terminal.palette.depth == .colors256)
    }
}
