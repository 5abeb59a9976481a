import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// Curses has one screen per process: this suite runs inside the serialized suite of the
// other tests that start a terminal, never beside them.
extension TerminalPseudoTerminalTests {
    /// Pictures in colour blocks through a real curses terminal on a pseudo-terminal: their cells
    /// are written around curses with SGR colours, so scrolling through tens of thousands of
    /// colour combinations takes no colour pairs and every cell shows its own colours.
    @MainActor
    @Suite(.serialized) struct BlockPicturesTerminalTests {
        /// The xterm 6×6×6 cube's levels: colours made of them are exactly cube index
        /// 16 + 36 r + 6 g + b in 256 colours.
        private static let levels: [UInt8] = [0, 95, 135, 175, 215, 255]

        private static func cubeColor(_ index: Int) -> (color: Color, number: Int) {
            let r = index / 36, g = (index / 6) % 6, b = index % 6
            return (.rgb(red: levels[r], green: levels[g], blue: levels[b], alpha: 255), 16 + index)
        }

        /// The colours of combination `k`: foreground k mod 216, background k / 216 mod 216.
        private static func combination(_ k: Int) -> (foreground: (Color, Int), background: (Color, Int)) {
            let foreground = cubeColor(k % 216), background = cubeColor((k / 216) % 216)
            return ((foreground.color, foreground.number), (background.color, background.number))
        }

        /// Reads the controlling side on a thread of its own while the terminal writes (a frame is
        /// more than a pseudo-terminal holds).
        private final class Reader: @unchecked Sendable {
            private let lock = NSLock()
            private var bytes: [UInt8] = []
            private var stopped = false
            let master: Int32

            init(master: Int32) {
                self.master = master
                Thread.detachNewThread { [self] in
                    var buffer = [UInt8](repeating: 0, count: 65536)
                    while true {
                        if lock.withLock({ stopped }) { return }
                        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
                        if count > 0 {
                            lock.withLock { bytes += buffer[0..<count] }
                        } else {
                            usleep(1_000)
                        }
                    }
                }
            }

            /// What arrived up to `mark`, written to the terminal's side after the frame (so it
            /// arrives after all of the frame's bytes).
            func take(through slave: Int32) -> String {
                let mark = Array("<end of frame>".utf8)
                _ = mark.withUnsafeBufferPointer { write(slave, $0.baseAddress, $0.count) }
                for _ in 0..<5000 {
                    let text: String? = lock.withLock {
                        guard bytes.count >= mark.count, Array(bytes.suffix(mark.count)) == mark else { return nil }
                        defer { bytes = [] }
                        return String(decoding: bytes.dropLast(mark.count), as: UTF8.self)
                    }
                    if let text { return text }
                    usleep(1_000)
                }
                return ""
            }

            func stop() { lock.withLock { stopped = true } }
        }

        /// The picture cells written in `output`: after an absolute move `ESC [ row ; column H`, runs
        /// of `ESC [ 0 ; 38;5;F ; 48;5;B m` and `▀` (the presenter's own writes), keyed by row and
        /// column (0-based), with the foreground and background numbers in force.
        private func pictureCells(in output: String) -> [Int: (Int, Int)] {
            var cells: [Int: (Int, Int)] = [:]
            let scalars = Array(output.unicodeScalars)
            var index = 0
            var row = -1, column = -1
            var colors: (Int, Int)?
            func number(_ text: String) -> [Int] { text.split(separator: ";").compactMap { Int($0) } }
            while index < scalars.count {
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                    var end = index + 2
                    while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                    guard end < scalars.count else { break }
                    let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    switch scalars[end] {
                    case "H":
                        let values = number(parameters)
                        row = (values.first ?? 1) - 1
                        column = (values.count > 1 ? values[1] : 1) - 1
                        colors = nil
                    case "m":
                        let values = number(parameters)
                        if values.count == 7, values[0] == 0, values[1] == 38, values[2] == 5, values[4] == 48, values[5] == 5 {
                            colors = (values[3], values[6])
                        } else {
                            colors = nil
                        }
                    default:
                        row = -1
                    }
                    index = end + 1
                    continue
                }
                if scalars[index] == "▀", row >= 0, let colors {
                    cells[row * 1000 + column] = colors
                    column += 1
                } else {
                    row = -1
                }
                index += 1
            }
            return cells
        }

        @Test("scrolling through 46,656 colour combinations in picture cells takes no colour pairs and shows each right")
        func thousandsOfColoursNeverExhaustThePairs() throws {
            let harness = try PseudoTerminalHarness(columns: 40, rows: 12, depth: .colors256)
            let terminal = harness.terminal, slave = harness.slave
            let reader = Reader(master: harness.master)
            defer {
                reader.stop()
                usleep(10_000)
                harness.close()
            }
            _ = reader.take(through: slave)
            let bitmap = try #require(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255]))
            let pictureRows = 10, columns = 40
            let combinations = 216 * 216
            let perFrame = pictureRows * columns
            var pairsAfterFirstFrame = -1
            var frame = 0
            var checked = 0
            // Each frame scrolls by a page: every cell shows a new combination.
            while frame * perFrame < combinations {
                var canvas = Canvas(width: columns, height: 12)
                canvas.draw("Header", x: 0, y: 0, style: Style(foreground: .systemBlue))
                for y in 0..<pictureRows {
                    for x in 0..<columns {
                        let (foreground, background) = Self.combination((frame * perFrame + y * columns + x) % combinations)
                        canvas.draw("▀", x: x, y: 1 + y, style: Style(foreground: foreground.0, background: background.0))
                    }
                }
                canvas.place(bitmap, in: CGRect(x: 0, y: 1, width: columns, height: pictureRows))
                terminal.present(canvas)
                if frame == 0 { pairsAfterFirstFrame = terminal.colorPairsInUse }
                let cells = pictureCells(in: reader.take(through: slave))
                // Every cell of the picture is rewritten (each changed), with its own colours.
                for y in 0..<pictureRows {
                    for x in 0..<columns {
                        let (foreground, background) = Self.combination((frame * perFrame + y * columns + x) % combinations)
                        let written = cells[(1 + y) * 1000 + x]
                        #expect(written?.0 == foreground.1 && written?.1 == background.1, "frame \(frame), cell \(x),\(1 + y)")
                        checked += 1
                    }
                }
                frame += 1
            }
            #expect(checked >= combinations)
            #expect(pairsAfterFirstFrame >= 1 && pairsAfterFirstFrame <= 2)
            #expect(terminal.colorPairsInUse == pairsAfterFirstFrame)
        }
    }
}
