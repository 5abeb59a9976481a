import CollectionCore
import CollectionCurses
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Counts the bytes the front end writes to a terminal: a ``Terminal`` runs on the slave side
/// of a pseudo-terminal, and a thread reads and counts everything that arrives on the master.
@MainActor
public final class PseudoTerminalRecorder {
    private final class Counter: Sendable {
        let total = Mutex<Int>(0)
    }

    public let terminal: Terminal
    private let master: Int32
    private let slave: Int32
    private let counter = Counter()
    private let reader: Thread

    /// A recorder for a `columns` × `rows` terminal of `terminalType` at `colorDepth`, started,
    /// showing pictures in `pictureMode`.
    public init(columns: Int, rows: Int, pictureMode: PictureMode = .blocks, terminalType: String = "xterm-256color",
                colorDepth: ColorDepth = .colors256) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw NSError(domain: "openpty", code: Int(errno))
        }
        self.master = master
        self.slave = slave
        let counter = self.counter
        let masterDescriptor = master
        reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(masterDescriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                counter.total.withLock { $0 += count }
            }
        }
        reader.start()
        var configuration = Terminal.Configuration()
        configuration.pictureMode = pictureMode
        configuration.installsSignalHandlers = false
        configuration.colorDepth = colorDepth
        configuration.enablesMouse = false
        terminal = Terminal(inputFileDescriptor: slave, outputFileDescriptor: slave, terminalType: terminalType,
                            configuration: configuration)
        try terminal.start()
    }

    /// Everything counted so far, once the output has settled (nothing new for 30 ms).
    public var settledTotal: Int {
        var last = counter.total.withLock { $0 }
        while true {
            usleep(30_000)
            let now = counter.total.withLock { $0 }
            if now == last { return now }
            last = now
        }
    }

    /// The bytes written while `body` ran.
    public func bytes(_ body: (Terminal) -> Void) -> Int {
        let before = settledTotal
        body(terminal)
        return settledTotal - before
    }

    /// Stops the terminal and closes the pseudo-terminal.
    public func close() {
        terminal.stop()
        _ = settledTotal
        Glibc.close(slave)
        Glibc.close(master)
    }
}
