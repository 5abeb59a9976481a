import CollectionCore
import FrontEndScenarios
import Foundation

// Bytes written to a 120 x 40 pseudo-terminal (xterm-256color) by the curses front end for a
// grid of about 24 picture thumbnails, first frame and one-row scrolls, with kitty placements
// against colour blocks (and sixel at a 10 x 20 cell for scale).
// Run: swift run -c release PictureBytesProbe
// The 24-bit line needs terminfo's xterm-direct (Debian's ncurses-term).
let hasDirect = FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct")
print("mode               pictures  first frame   scroll down a row   scroll back up a row (averages of 18)")
var runs: [(String, PictureMode, String, ColorDepth)] = [
    ("kitty", .kitty, "xterm-256color", .colors256), ("blocks 256", .blocks, "xterm-256color", .colors256),
]
if hasDirect { runs.append(("blocks 24-bit", .blocks, "xterm-direct", .trueColor)) }
runs.append(("sixel 10x20", .sixel, "xterm-256color", .colors256))
for (label, mode, type, depth) in runs {
    let recorder = try PseudoTerminalRecorder(columns: 120, rows: 40, pictureMode: mode, terminalType: type, colorDepth: depth)
    let figures = recorder.measurePictureGrid(mode: mode)
    recorder.close()
    let name = label.padding(toLength: 18, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%8d", figures.pictures))  \(String(format: "%10d B", figures.firstFrame))  \(String(format: "%10d B", figures.scrollFrame))  \(String(format: "%10d B", figures.scrollBackFrame))")
}
