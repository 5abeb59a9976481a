// One run of the Auto Layout scenario, for `valgrind --tool=callgrind` instruction counts:
//   swift build -c release --product AutoLayoutProbe
//   valgrind --tool=callgrind --toggle-collect='*measuredFirstPass*' .build/release/AutoLayoutProbe fresh
//       (make the cells and lay them out once; the toggle leaves the process start-up out)
//   valgrind --tool=callgrind --toggle-collect='*measuredResolves*' .build/release/AutoLayoutProbe resolve
//       (10 re-solve passes after the first, each after a constant change on every cell)
// The toggles name functions of this file: a pattern that matches two nested functions (a
// thunk and its specialisation, as `*AutoLayoutScenarioO*` does) switches collection off
// again inside.
//   .build/release/AutoLayoutProbe time                                (wall clock, 200 passes)
// A second argument `points` runs the scenario as code written for UIKit runs, under
// PointScale.standard (its constants are then read as points, so the cells differ a little).
import BenchmarkScenarios
import CollectionCore
import Foundation

let scenario = CommandLine.arguments.dropFirst().first ?? "fresh"
if CommandLine.arguments.dropFirst(2).first == "points" {
    MainActor.assumeIsolated { PointScale.current = .standard }
}
switch scenario {
case "time":
    // Not an assertion: prints the mean time of a first pass and of a re-solve pass.
    let rounds = 200
    var firstPasses: UInt64 = 0
    var resolves: UInt64 = 0
    for round in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        let cells = AutoLayoutScenario.cells()
        AutoLayoutScenario.layoutPass(cells)
        let built = DispatchTime.now().uptimeNanoseconds
        AutoLayoutScenario.changeConstants(cells, pass: round + 1)
        AutoLayoutScenario.layoutPass(cells)
        let resolved = DispatchTime.now().uptimeNanoseconds
        firstPasses += built - start
        resolves += resolved - built
    }
    let cells = Double(AutoLayoutScenario.cellCount)
    let first = Double(firstPasses) / Double(rounds) / 1000
    let again = Double(resolves) / Double(rounds) / 1000
    print(String(format: "first pass (make cells, solve): %.0f µs (%.1f µs a cell)", first, first / cells))
    print(String(format: "re-solve after a constant change: %.0f µs (%.1f µs a cell)", again, again / cells))
default:
    var (cells, height) = measuredFirstPass()
    if scenario == "resolve" { height = measuredResolves(cells) }
    print("\(AutoLayoutScenario.cellCount) cells, total height \(Int(height))")
}

/// Makes the cells and lays them out once.
@MainActor @inline(never)
func measuredFirstPass() -> ([BenchAutoLayoutCell], CGFloat) {
    let cells = AutoLayoutScenario.cells()
    return (cells, AutoLayoutScenario.layoutPass(cells))
}

/// Ten passes, each after a constant change on every cell.
@MainActor @inline(never)
func measuredResolves(_ cells: [BenchAutoLayoutCell]) -> CGFloat {
    var height: CGFloat = 0
    for pass in 1...10 {
        AutoLayoutScenario.changeConstants(cells, pass: pass)
        height = AutoLayoutScenario.layoutPass(cells)
    }
    return height
}
