import CollectionCore
import CollectionLayoutSolver
import Foundation

/// The constraint systems the solver benchmarks replay, recorded from real layouts.
@MainActor
public enum SolverScenarios {
    /// The scenario names: `cells` (the 40 self-sizing cells: a first pass, then 10 re-solves
    /// after a constant change) and `labels-N` (one view of N stacked labels: a first pass).
    public static let names = ["cells", "labels-10", "labels-40", "labels-160", "labels-320", "labels-640"]

    /// The recorded solver calls of the scenario, phases apart; `nil` for an unknown name.
    public static func record(_ name: String) -> String? {
        if name == "cells" {
            return SolverTrace.record { recording in
                let cells = AutoLayoutScenario.cells()
                AutoLayoutScenario.layoutPass(cells)
                for pass in 1...10 {
                    recording.markPhase()
                    AutoLayoutScenario.changeConstants(cells, pass: pass)
                    AutoLayoutScenario.layoutPass(cells)
                }
            }
        }
        guard name.hasPrefix("labels-"), let count = Int(name.dropFirst("labels-".count)) else { return nil }
        return SolverTrace.record { _ in
            StackedLabelsScenario.layoutPass(StackedLabelsScenario.view(labels: count))
        }
    }
}
