import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A curses terminal on a new pseudo-terminal of `columns` x `rows`, monochrome, without mouse
/// reports or signal handlers, logging nowhere: what the tests that drive curses directly start
/// from. ``close()`` stops it and closes both ends.
@MainActor
struct PseudoTerminalHarness {
    let terminal: Terminal
    /// The controlling side: what the terminal writes is read here, what is written here is
    /// the terminal's input. Non-blocking.
    let master: Int32
    let slave: Int32

    /// The harness at `depth` (monochrome unless said otherwise) on an xterm-256color terminal.
    init(columns: UInt16, rows: UInt16, depth: ColorDepth = .monochrome) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var configuration = Terminal.Configuration()
        configuration.pictureMode = .blocks
        configuration.installsSignalHandlers = false
        configuration.colorDepth = depth
        configuration.enablesMouse = false
        configuration.logPath = "/dev/null"
        let terminal = Terminal(inputFileDescriptor: slave, outputFileDescriptor: slave,
                                terminalType: "xterm-256color", configuration: configuration)
        do {
            try terminal.start()
        } catch {
            Glibc.close(slave)
            Glibc.close(master)
            throw error
        }
        self.terminal = terminal
        self.master = master
        self.slave = slave
    }

    /// Reads what is waiting on the controlling side until nothing more arrives.
    func drain() -> [UInt8] { Self.drain(master) }

    /// Reads what is waiting on `master` (non-blocking) until nothing more arrives.
    static func drain(_ master: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var idle = 0
        while idle < 5 {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                result += buffer[0..<count]
                idle = 0
            } else {
                idle += 1
                usleep(10_000)
            }
        }
        return result
    }

    /// Stops the terminal and closes both ends.
    func close() {
        terminal.stop()
        Glibc.close(slave)
        Glibc.close(master)
    }
}
