// One run of the Auto Layout scenario, for `valgrind --tool=callgrind` instruction counts:
//   swift build -c release --product AutoLayoutProbe
//   valgrind --tool=callgrind --toggle-collect='*AutoLayoutScenarioO*' .build/release/AutoLayoutProbe fresh
//       (build, solve once; the toggle leaves the process start-up out)
//   valgrind --tool=callgrind --toggle-collect='*AutoLayoutScenarioO*' .build/release/AutoLayoutProbe resolve
//       (plus 10 re-solves)
//   .build/release/AutoLayoutProbe time                                (wall clock, 200 passes)
import BenchmarkScenarios
import CollectionCore
import Foundation

let scenario = CommandLine.arguments.dropFirst().first ?? "fresh"
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
    let cells = AutoLayoutScenario.cells()
    var height = AutoLayoutScenario.layoutPass(cells)
    if scenario == "resolve" {
        for pass in 1...10 {
            AutoLayoutScenario.changeConstants(cells, pass: pass)
            height = AutoLayoutScenario.layoutPass(cells)
        }
    }
    print("\(AutoLayoutScenario.cellCount) cells, total height \(Int(height))")
}
