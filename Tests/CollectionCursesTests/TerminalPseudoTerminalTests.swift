import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A real curses session on a pseudo-terminal (no signal handlers): what the presenter writes.
/// Serialized: one terminal is active at a time.
@MainActor
@Suite(.serialized) struct TerminalPseudoTerminalTests {
    func makeTerminal(master: inout Int32, slave: inout Int32, columns: UInt16, rows: UInt16) throws -> Terminal {
        let harness = try PseudoTerminalHarness(columns: columns, rows: rows)
        master = harness.master
        slave = harness.slave
        return harness.terminal
    }

    /// Reads what is waiting on `master` (non-blocking) until nothing more arrives.
    func drain(_ master: Int32) -> [UInt8] { PseudoTerminalHarness.drain(master) }

    @Test func presentsOnlyChangedCellsAndWideCharacters() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(master: &master, slave: &slave, columns: 20, rows: 5)
        defer {
            terminal.stop()
            close(slave)
            close(master)
        }
        #expect(terminal.size == (20, 5))
        _ = drain(master)

        var canvas = Canvas(width: 20, height: 5)
        canvas.draw("Hello 한국", x: 0, y: 0, style: .label)
        canvas.draw("Z", x: 19, y: 4, style: .label)  // the bottom-right cell
        #expect(terminal.present(canvas) == 100 - 2)  // every cell but the continuation halves
        let first = String(decoding: drain(master), as: UTF8.self)
        #expect(first.contains("Hello 한국"))
        #expect(first.contains("Z"))

        #expect(terminal.present(canvas) == 0)
        #expect(drain(master).isEmpty)

        canvas.draw("J", x: 0, y: 0, style: .label)
        #expect(terminal.present(canvas) == 1)
        let change = String(decoding: drain(master), as: UTF8.self)
        #expect(change.contains("J"))
        #expect(!change.contains("Hello"))
        #expect(change.utf8.count < 20)
    }

    @Test func clustersCursesCannotHoldAreWrittenWholeOverBlankedCells() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(master: &master, slave: &slave, columns: 10, rows: 3)
        defer {
            terminal.stop()
            close(slave)
            close(master)
        }
        _ = drain(master)
        var canvas = Canvas(width: 10, height: 3)
        canvas.draw("──────────", x: 0, y: 0, style: .label)
        canvas.draw("──────────", x: 0, y: 1, style: .label)
        terminal.present(canvas)
        _ = drain(master)

        canvas.draw("👨‍👩‍👧‍👦x❤️y", x: 0, y: 0, style: .label)  // 7 code points; a cchar_t holds 5
        canvas.draw("🇰🇷1️⃣", x: 0, y: 1, style: .label)
        terminal.present(canvas)
        let output = String(decoding: drain(master), as: UTF8.self)
        // Each cluster whole, after its two cells were blanked and the cursor put back (xterm's
        // cup is 1-based), and the cursor addressed after it: a terminal's own width for the
        // cluster moves nothing.
        #expect(output.contains("  \u{1B}[1;1H👨‍👩‍👧‍👦\u{1B}[1;3H"))
        #expect(output.contains("  \u{1B}[1;4H❤️\u{1B}[1;6H"))
        #expect(output.contains("  \u{1B}[2;1H🇰🇷\u{1B}[2;3H"))
        #expect(output.contains("  \u{1B}[2;3H1️⃣\u{1B}[2;5H"))
        // No first code point with a joiner and no stale box line next to a cluster.
        #expect(!output.contains("👨\u{200D}x"))
        #expect(!output.contains("❤️─"))

        // The clusters go: their rows are written again, so the cells they covered are right
        // whatever width the terminal gave them.
        canvas.draw("abcdefghij", x: 0, y: 0, style: .label)
        terminal.present(canvas)
        let after = String(decoding: drain(master), as: UTF8.self)
        #expect(after.contains("\u{1B}[1;1Habcdefghij"))
    }

    @Test func whatCursesCanHoldInOneCell() {
        setlocale(LC_CTYPE, "C.UTF-8")
        // One code point with curses' width, or marks without a width after it.
        #expect(CursesPresenter.cursesCanHold("a", width: 1))
        #expect(CursesPresenter.cursesCanHold("한", width: 2))
        #expect(CursesPresenter.cursesCanHold("é", width: 1))
        #expect(CursesPresenter.cursesCanHold("☺︎", width: 1))  // VS15: text presentation
        // Several code points with a width, more than five, or a width curses disagrees with.
        #expect(!CursesPresenter.cursesCanHold("🇰🇷", width: 2))
        #expect(!CursesPresenter.cursesCanHold("🧑‍🍳", width: 2))
        #expect(!CursesPresenter.cursesCanHold("👨‍👩‍👧‍👦", width: 2))
        #expect(!CursesPresenter.cursesCanHold("👍🏽", width: 2))
        #expect(!CursesPresenter.cursesCanHold("❤️", width: 2))
        #expect(!CursesPresenter.cursesCanHold("1️⃣", width: 2))
        // What a terminal that does not join sequences draws, and the cut form near the edge.
        #expect(CursesPresenter.widestDrawing(of: "👍🏽") == 4)
        #expect(CursesPresenter.widestDrawing(of: "👨‍👩‍👧") == 6)
        #expect(CursesPresenter.firstCodePointWithMarks(of: "❤️") == "❤️")
        #expect(CursesPresenter.firstCodePointWithMarks(of: "🧑‍🍳") == "🧑")
    }

    @Test func keysAreReadAndAHangUpIsNoticed() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        let terminal = try makeTerminal(master: &master, slave: &slave, columns: 10, rows: 2)
        defer {
            terminal.stop()
            close(slave)
        }
        // Down in xterm's keypad mode, then Hangul, then Escape followed by x (Alt-x).
        let input = Array("\u{1B}OB한\u{1B}x".utf8)
        _ = input.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        var events: [InputEvent] = []
        for _ in 0..<10 where events.count < 3 { events += terminal.readInput(timeout: 200) }
        #expect(events == [.key(.down), .key(.character("한")), .key(.character("x", modifiers: .alt))])
        #expect(!terminal.isInputClosed)
        close(master)
        _ = terminal.readInput(timeout: 100)
        #expect(terminal.isInputClosed)
    }
}
