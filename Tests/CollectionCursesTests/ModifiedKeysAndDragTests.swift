import CollectionCore
import CollectionCurses
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@MainActor
@Suite struct XtermModifierTests {
    @Test func modifierParameters() {
        #expect(KeyDecoder.modifiers(forXtermParameter: 2) == .shift)
        #expect(KeyDecoder.modifiers(forXtermParameter: 3) == .alt)
        #expect(KeyDecoder.modifiers(forXtermParameter: 5) == .control)
        #expect(KeyDecoder.modifiers(forXtermParameter: 8) == [.shift, .alt, .control])
    }

    @Test func extendedKeyCodesDecodeThroughTheTable() {
        var decoder = KeyDecoder()
        decoder.extendedKeys = [600: KeyEvent(.down, modifiers: .alt)]
        #expect(decoder.feed(.keyCode(600)) == [KeyEvent(.down, modifiers: .alt)])
        #expect(decoder.feed(.keyCode(601)).isEmpty)
    }
}

/// On a pseudo-terminal with xterm's terminfo: modified arrows as xterm and tmux send them, and
/// button-event mouse tracking (drags) switched on and off. In the pseudo-terminal suite, whose
/// tests run one at a time (one terminal at a time).
extension TerminalPseudoTerminalTests {
    @Test(arguments: [
        ("\u{1B}[1;3B", KeyEvent(.down, modifiers: .alt)),
        ("\u{1B}[1;5D", KeyEvent(.left, modifiers: .control)),
        ("\u{1B}[1;2A", KeyEvent(.up, modifiers: .shift)),
    ])
    func modifiedArrowFromXterm(_ sequence: String, _ expected: KeyEvent) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(master: &master, slave: &slave, columns: 20, rows: 5)
        defer { terminal.stop(); close(slave); close(master) }
        _ = drain(master)
        _ = sequence.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        var events: [InputEvent] = []
        for _ in 0..<5 where events.isEmpty { events += terminal.readInput(timeout: 100) }
        #expect(events == [.key(expected)], "\(sequence.debugDescription)")
    }

    @Test func dragReportingIsSwitchedOnAndOff() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 5, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        defer { close(slave); close(master) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var configuration = Terminal.Configuration()
        configuration.pictureMode = .blocks
        configuration.installsSignalHandlers = false
        configuration.colorDepth = .monochrome
        configuration.logPath = "/dev/null"
        let terminal = Terminal(
            inputFileDescriptor: slave, outputFileDescriptor: slave, terminalType: "xterm-256color", configuration: configuration)
        try terminal.start()
        let started = String(decoding: drain(master), as: UTF8.self)
        terminal.stop()
        let stopped = String(decoding: drain(master), as: UTF8.self)
        #expect(terminal.hasMouse)
        #expect(started.contains("\u{1B}[?1002h"))
        #expect(stopped.contains("\u{1B}[?1002l"))
    }
}
