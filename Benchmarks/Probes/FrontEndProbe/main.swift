import FrontEndScenarios
import Foundation

// Bytes written to a 120 x 40 pseudo-terminal by the curses front end, for the frames of a
// list screen, against a full redraw of the same frames. Run: swift run -c release FrontEndProbe
let recorder = try PseudoTerminalRecorder(columns: 120, rows: 40)
let figures = recorder.measureListScreen()
recorder.close()
print("frame (120 x 40 list screen)      changed cells   full redraw")
for figure in figures {
    let name = figure.name.padding(toLength: 32, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%10d B", figure.incremental))  \(String(format: "%10d B", figure.fullRedraw))")
}
