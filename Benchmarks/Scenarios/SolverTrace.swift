import CollectionCore
import CollectionLayoutSolver
import Foundation

/// The calls a layout made to its solvers (a ``SolverRecording``), parsed so that they can be
/// replayed on fresh solvers as often as a benchmark needs, without the views: the solver's
/// own cost on a real layout's constraint system. Phases (the first pass, each re-solve) are
/// kept apart.
public struct SolverTrace: Sendable {
    /// One recorded call, by the numbers of its solver, constraint and variable.
    public enum Operation: Sendable {
        case newSolver(Int)
        case add(solver: Int, constraint: Int)
        case remove(solver: Int, constraint: Int)
        case setConstant(solver: Int, constraint: Int, constant: Double)
        case value(solver: Int, variable: Int)
    }

    /// The operations of each phase.
    public let phases: [[Operation]]
    /// Each constraint's relation, strength and terms (variable numbers), by number.
    public let constraints: [Int: (relation: Relation, strength: Strength, constant: Double, terms: [(Int, Double)])]
    /// The highest variable number.
    public let variableCount: Int

    /// Records `body`'s solver calls; `body` marks its phases with ``SolverRecording/markPhase()``.
    @MainActor
    public static func record(_ body: (SolverRecording) -> Void) -> String {
        let recording = SolverRecording()
        SolverRecording.$current.withValue(recording) { body(recording) }
        return recording.text
    }

    /// Parses a recording's text.
    public init(_ text: String) {
        var phases: [[Operation]] = [[]]
        var constraints: [Int: (relation: Relation, strength: Strength, constant: Double, terms: [(Int, Double)])] = [:]
        var variableCount = 0
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            switch f.first {
            case "p": phases.append([])
            case "v": variableCount = max(variableCount, Int(f[1])!)
            case "n": phases[phases.count - 1].append(.newSolver(Int(f[1])!))
            case "c":
                let id = Int(f[2])!
                let relation: Relation = f[3] == "==" ? .equal : f[3] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                let strength = Strength(priority: Float(f[4])!, weight: Double(f[5])!)
                let count = Int(f[7])!
                let terms = (0..<count).map { (Int(f[8 + 2 * $0])!, Double(f[9 + 2 * $0])!) }
                constraints[id] = (relation, strength, Double(f[6])!, terms)
                phases[phases.count - 1].append(.add(solver: Int(f[1])!, constraint: id))
            case "r": phases[phases.count - 1].append(.remove(solver: Int(f[1])!, constraint: Int(f[2])!))
            case "s":
                phases[phases.count - 1].append(
                    .setConstant(solver: Int(f[1])!, constraint: Int(f[2])!, constant: Double(f[3])!))
            case "q": phases[phases.count - 1].append(.value(solver: Int(f[1])!, variable: Int(f[2])!))
            default: break
            }
        }
        self.phases = phases
        self.constraints = constraints
        self.variableCount = variableCount
    }

    /// Fresh solvers, variables and constraints for one replay; the values read are kept in
    /// ``values``, in order, to compare replays.
    public final class Replay {
        /// By number (arrays, so that the replay's own lookups cost little next to the solver's).
        public var solvers: [Solver?]
        public let variables: [Variable]
        public let constraints: [Constraint?]
        public var values: [Double] = []

        public init(_ trace: SolverTrace) {
            let variables = (0...trace.variableCount).map { Variable("v\($0)") }
            self.variables = variables
            var constraints = [Constraint?](repeating: nil, count: (trace.constraints.keys.max() ?? 0) + 1)
            for (id, spec) in trace.constraints {
                constraints[id] = Constraint(
                    LinearExpression(spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant),
                    spec.relation, strength: spec.strength)
            }
            self.constraints = constraints
            var solverCount = 0
            for phase in trace.phases {
                for case .newSolver(let id) in phase { solverCount = max(solverCount, id) }
            }
            solvers = Array(repeating: nil, count: solverCount + 1)
        }

        /// Runs one phase's operations; refused changes are skipped, as the engine skips them.
        public func run(_ operations: [Operation]) {
            for operation in operations {
                switch operation {
                case .newSolver(let id): solvers[id] = Solver()
                case .add(let solver, let constraint): try? solvers[solver]!.add(constraints[constraint]!)
                case .remove(let solver, let constraint): try? solvers[solver]!.remove(constraints[constraint]!)
                case .setConstant(let solver, let constraint, let constant):
                    try? solvers[solver]!.setConstant(of: constraints[constraint]!, to: constant)
                case .value(let solver, let variable): values.append(solvers[solver]!.value(of: variables[variable]))
                }
            }
        }
    }
}
