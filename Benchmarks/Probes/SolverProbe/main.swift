// The solver alone on the constraint systems of real layouts, for `valgrind --tool=callgrind`
// and for the side-by-side run against kiwi (Scripts/kiwi/kiwi-side-by-side.sh):
//   swift build -c release --product SolverProbe
//   .build/release/SolverProbe record labels-160 /tmp/labels-160.trace    (the layout's solver calls)
//   valgrind --tool=callgrind --toggle-collect='*measuredPhase*' .build/release/SolverProbe replay /tmp/labels-160.trace
//       (replays the first phase in measuredPhase, the others outside it; `--measure later`
//       measures the phases after the first: the re-solves; `--values FILE` writes the values read;
//       the whole trace is replayed once first, unmeasured, on other solvers, unless `--cold`)
//   valgrind --tool=callgrind --toggle-collect='*measuredLayout*' .build/release/SolverProbe layout labels-160
//       (the whole layout, views included: making them, the engine and the solver, once)
import BenchmarkScenarios
import CollectionCore
import Foundation

// The phases not measured run outside this function (a twin function for them would be merged
// with it by the optimiser, and callgrind would see one name for both).
@inline(never)
func measuredPhase(_ replay: SolverTrace.Replay, _ operations: [SolverTrace.Operation]) { replay.run(operations) }

@MainActor @inline(never)
func measuredLayout(_ name: String) {
    if name == "cells" {
        AutoLayoutScenario.layoutPass(AutoLayoutScenario.cells())
    } else if let count = Int(name.dropFirst("labels-".count)) {
        StackedLabelsScenario.layoutPass(StackedLabelsScenario.view(labels: count))
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

switch arguments.first {
case "record" where arguments.count >= 3:
    guard let text = SolverScenarios.record(arguments[1]) else {
        print("unknown scenario \(arguments[1]); known: \(SolverScenarios.names.joined(separator: ", "))")
        exit(2)
    }
    try text.write(toFile: arguments[2], atomically: true, encoding: .utf8)
    let constraints = text.split(separator: "\n").filter { $0.hasPrefix("c ") }.count
    print("\(arguments[1]): \(constraints) constraints added")
case "replay" where arguments.count >= 2:
    let trace = SolverTrace(try String(contentsOfFile: arguments[1], encoding: .utf8))
    let laterMeasured = option("--measure") == "later"
    // A first replay on other solvers, not measured: the runtime's one-time work (generic
    // metadata made on first use, about 0.8 M instructions) is not the solver's.
    if !arguments.contains("--cold") {
        let warmUp = SolverTrace.Replay(trace)
        for phase in trace.phases { warmUp.run(phase) }
    }
    let replay = SolverTrace.Replay(trace)
    for (index, phase) in trace.phases.enumerated() {
        if (index == 0) != laterMeasured { measuredPhase(replay, phase) } else { replay.run(phase) }
    }
    if let file = option("--values") {
        try replay.values.map { String(format: "%.6f\n", $0) }.joined().write(toFile: file, atomically: true, encoding: .utf8)
    }
    print("\(trace.phases.count) phases, \(replay.values.count) values")
case "layout" where arguments.count >= 2:
    measuredLayout(arguments[1])
default:
    print("usage: SolverProbe record SCENARIO FILE | replay FILE [--measure first|later] [--values FILE] [--cold] | layout SCENARIO")
    exit(2)
}
