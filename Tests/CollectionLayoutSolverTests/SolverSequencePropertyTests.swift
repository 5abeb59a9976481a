import CollectionLayoutSolver
import PropertyBased
import Testing

/// Long random histories on one solver (adds, removals, constant changes, refused required
/// constraints and refused constants, in any order), each step checked against a fresh solver
/// given the constraints the history leaves: the tableau is reused across all of them, as the
/// Auto Layout engine reuses it pass after pass.
@Suite struct SolverSequencePropertyTests {
    /// One random step, decoded from three numbers.
    enum Step: CustomStringConvertible {
        case add(Constraint)
        case remove(Int)
        case setConstant(Int, Double)

        var description: String {
            switch self {
            case .add(let c): "add \(c)"
            case .remove(let i): "remove #\(i)"
            case .setConstant(let i, let c): "constant of #\(i) to \(c)"
            }
        }
    }

    static let strengths: [Strength] = [.required, .required, Strength(priority: 750), Strength(priority: 250)]

    /// A constraint over `variables` from four numbers, not necessarily satisfiable together
    /// with the others (a required one may be refused).
    static func constraint(_ n: [Int], over variables: [Variable], index: Int) -> Constraint {
        var expression = LinearExpression(constant: Double(n[0] % 21 - 10))
        for (i, variable) in variables.enumerated() {
            let coefficient = Double((n[1] >> (2 * i)) % 3 - 1)
            if coefficient != 0 { expression.terms.append(Term(variable, coefficient)) }
        }
        if expression.terms.isEmpty { expression.terms.append(Term(variables[n[1] % variables.count])) }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][n[2] % 3]
        return Constraint(expression, relation, strength: strengths[n[3] % strengths.count], name: "c\(index)")
    }

    @Test func longHistoriesEqualFreshSolvesAfterEveryStep() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 120)) { numbers in
            let variables = (0..<3).map { Variable("x\($0)") }
            let stays = variables.enumerated().map { index, variable in
                Constraint(variable, .equal, Double(numbers[index] % 21 - 10), strength: .weak, name: "stay \(variable)")
            }
            let solver = Solver()
            for stay in stays { try? solver.add(stay) }
            // Each added constraint as the solver holds it, and as a fresh solver is given it
            // (with the constant it has now).
            var added: [(object: Constraint, current: Constraint)] = []
            var current: [Constraint] { stays + added.map(\.current) }
            var history: [String] = []
            var cursor = 3
            while cursor + 5 < numbers.count {
                let n = Array(numbers[cursor..<(cursor + 5)])
                cursor += 5
                let candidate = Self.constraint(Array(n[1...]), over: variables, index: cursor)
                let step: Step = switch n[0] % 4 {
                case 2 where !added.isEmpty: .remove(n[1] % added.count)
                case 3 where !added.isEmpty: .setConstant(n[1] % added.count, Double(n[2] % 31 - 15))
                default: .add(candidate)
                }
                history.append(step.description)
                let before = variables.map { solver.value(of: $0) }
                switch step {
                case .add(let constraint):
                    let accepts = Self.freshSolverAccepts(current + [constraint])
                    do {
                        try solver.add(constraint)
                        #expect(accepts, "accepted what a fresh solver refuses: \(history)")
                        added.append((constraint, constraint))
                    } catch {
                        #expect(!accepts, "refused what a fresh solver accepts: \(history)")
                        Self.expectUnchanged(solver, variables, before, history)
                    }
                case .remove(let index):
                    #expect(throws: Never.self) { try solver.remove(added[index].object) }
                    added.remove(at: index)
                case .setConstant(let index, let constant):
                    let old = added[index].current
                    var expression = old.expression
                    expression.constant = constant
                    let replacement = Constraint(expression, old.relation, strength: old.strength, name: old.name)
                    var changed = current
                    changed[stays.count + index] = replacement
                    let accepts = Self.freshSolverAccepts(changed)
                    do {
                        try solver.setConstant(of: added[index].object, to: constant)
                        #expect(accepts, "accepted a constant a fresh solver refuses: \(history)")
                        added[index].current = replacement
                    } catch {
                        #expect(!accepts, "refused a constant a fresh solver accepts: \(history)")
                        Self.expectUnchanged(solver, variables, before, history)
                    }
                }
                SolverPropertyTests.expectOptimal(solver, current, history.joined(separator: "; "))
                #expect(solver.constraints.count == current.count)
            }
            // Taking everything out leaves an empty tableau: no rows linger.
            for constraint in stays + added.map(\.object) { try? solver.remove(constraint) }
            #expect(solver.rowCount == 0, "rows left after removing everything: \(history)")
            #expect(variables.allSatisfy { solver.value(of: $0) == 0 })
        }
    }

    /// Whether a fresh solver takes every one of `constraints`, in order.
    static func freshSolverAccepts(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        return constraints.allSatisfy { (try? solver.add($0)) != nil }
    }

    /// A refused change leaves every value as it was.
    static func expectUnchanged(_ solver: Solver, _ variables: [Variable], _ before: [Double], _ history: [String]) {
        let after = variables.map { solver.value(of: $0) }
        for (old, new) in zip(before, after) {
            #expect(abs(old - new) < 1e-9, "a refused change moved \(before) to \(after): \(history)")
        }
    }
}
