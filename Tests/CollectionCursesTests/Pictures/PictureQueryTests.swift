import CollectionCore
@testable import CollectionCurses
import Dispatch
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The start-up queries on a real pseudo-terminal: written once, answered by a terminal that
/// speaks kitty's protocol, and given up after the timeout on one that never answers.
@Suite @MainActor struct PictureQueryTests {
    /// A new pseudo-terminal: the controlling side and the terminal's side.
    private func pseudoTerminal() throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        return (master, slave)
    }

    /// Reads from `master` until the primary device attributes query (`ESC [ c`, the last one)
    /// has come, and answers it.
    private nonisolated static func answer(_ master: Int32, with reply: String) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Array("\u{1B}[c".utf8)
        while !received.ends(with: end) {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        _ = Array(reply.utf8).withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
        return received
    }

    @Test func aTerminalThatNeverAnswersIsGivenUpAfterTheTimeout() throws {
        let (master, slave) = try pseudoTerminal()
        defer {
            close(slave)
            close(master)
        }
        let replies = PictureSupport.ask(input: slave, output: slave, timeout: 80)
        #expect(!replies.kittyGraphics && !replies.hasSixel && !replies.isComplete)
        #expect(PictureSupport.decide(environment: [:], replies: replies, glyphs: .unicode, depth: .trueColor) == .blocks)
        // The queries went out: kitty's graphics query, XTVERSION, the cell size, the sixel
        // registers and the device attributes, in that order.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        let written = String(decoding: PseudoTerminalHarness.drain(master), as: UTF8.self)
        #expect(written.hasPrefix("\u{1B}_Gi=31,"))
        #expect(written.hasSuffix("\u{1B}[>0q\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[c"))
    }

    @Test func kittysAnswerChoosesKittyAndKeysTypedMeanwhileAreKept() throws {
        let (master, slave) = try pseudoTerminal()
        defer {
            close(slave)
            close(master)
        }
        // The terminal answers on a thread of its own (not a task: the test's threads may all
        // be busy, and the query below blocks this one).
        let answered = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = Self.answer(master, with: "j\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.39.1)\u{1B}\\\u{1B}[6;17;8t\u{1B}[?62;c")
            answered.signal()
        }
        // A long timeout: the device attributes' answer ends the wait.
        let replies = PictureSupport.ask(input: slave, output: slave, timeout: 10_000)
        answered.wait()
        #expect(replies.kittyGraphics)
        #expect(replies.version == "kitty(0.39.1)")
        #expect(replies.cellPixels == PixelSize(width: 8, height: 17))
        #expect(replies.otherBytes == Array("j".utf8))
        #expect(PictureSupport.decide(environment: [:], replies: replies, glyphs: .unicode, depth: .trueColor) == .kitty)
        // Inside tmux the same answers give blocks, and the environment variable wins over both.
        #expect(PictureSupport.decide(environment: ["TMUX": "/tmp/tmux-1/default,2,0"], replies: replies,
                                      glyphs: .unicode, depth: .trueColor) == .blocks)
        #expect(PictureSupport.decide(environment: ["TERMINAL_COLLECTION_VIEW_PICTURES": "iterm2"], replies: replies,
                                      glyphs: .unicode, depth: .trueColor) == .iterm2)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
