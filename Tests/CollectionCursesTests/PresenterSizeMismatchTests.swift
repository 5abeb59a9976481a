import CNCurses
import CollectionCore
@testable import CollectionCurses
import Foundation
import PropertyBased
import Testing
#if canImport(Glibc)
import Glibc
#endif

// Curses has one screen per process: this suite runs inside the serialized suite of the
// other tests that start a terminal, never beside them.
extension TerminalPseudoTerminalTests {
    /// A canvas drawn for one terminal size and presented after the terminal took another: the
    /// presenter clips what does not fit and blanks what the canvas does not cover, and never
    /// traps.
    @MainActor
    @Suite(.serialized) struct PresenterSizeMismatchTests {
        private static let sides = Gen.int(in: 0...90)
        private static let steps = Gen.int(in: 0...3)

        @Test("the part of a run on the screen equals the cells of the run that are on it")
        func runsAreClippedToTheScreen() async {
            let coordinates = Gen.int(in: -5...120)
            await propertyCheck(count: 2_000, input: coordinates, coordinates, Self.sides, Self.sides, Self.sides) {
                y, x, count, columns, rows in
                let run = ScreenDiff.Run(y: y, x: x, count: count)
                let expected = (x..<(x + count)).filter { $0 >= 0 && $0 < columns && y >= 0 && y < rows }
                let clipped = CursesPresenter.onScreen(run, columns: columns, rows: rows)
                #expect(Array(clipped ?? 0..<0) == expected)
                #expect(clipped.map { !$0.isEmpty } ?? true)
            }
        }

        /// Random canvases presented on a real curses screen (a pseudo-terminal) resized at random
        /// between presents: after each present, curses holds the canvas where both overlap and
        /// blanks elsewhere.
        @Test("random canvas and terminal sizes: clipped or padded, never a trap")
        func randomCanvasesOnRandomTerminalSizes() async throws {
            let harness = try PseudoTerminalHarness(columns: 80, rows: 24)
            defer { harness.close() }
            let terminal = harness.terminal
            let sizes = Gen.int(in: 1...90)
            await propertyCheck(count: 60, input: sizes, sizes, Self.sides, Self.sides, Self.steps) {
                columns, rows, canvasWidth, canvasHeight, step in
                _ = resize_term(Int32(rows), Int32(columns))
                if step == 0 { terminal.invalidate() }
                var canvas = Canvas(width: canvasWidth, height: canvasHeight)
                for y in 0..<canvasHeight {
                    let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8((y + step) % 26)))
                    canvas.draw(String(repeating: letter, count: canvasWidth), x: 0, y: y, style: .label)
                }
                terminal.present(canvas)
                _ = harness.drain()
                #expect(terminal.size == (columns, rows))
                var mismatches: [String] = []
                for y in 0..<rows {
                    for x in 0..<columns {
                        let expected: UInt32 = x < canvasWidth && y < canvasHeight
                            ? UInt32(UInt8(ascii: "a") + UInt8((y + step) % 26)) : 32
                        let actual = cnc_character_at(Int32(y), Int32(x))
                        if actual != expected && mismatches.count < 3 { mismatches.append("(\(x), \(y)): \(actual)") }
                    }
                }
                #expect(mismatches.isEmpty, "screen \(columns)x\(rows), canvas \(canvasWidth)x\(canvasHeight)")
            }
        }
    }
}
