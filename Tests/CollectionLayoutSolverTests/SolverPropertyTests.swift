import CollectionLayoutSolver
import PropertyBased
import Testing

@Suite struct SolverPropertyTests {
    static let numbers = Gen.int(in: 0...1000).array(of: 64)

    /// The solution satisfies the required constraints and reaches the brute-force optimum.
    static func expectOptimal(_ solver: Solver, _ constraints: [Constraint], _ context: String) {
        let value = { (v: Variable) in solver.value(of: v) }
        for constraint in constraints where constraint.strength.isRequired {
            #expect(constraint.violation(value) < 1e-6, "\(constraint) broken in \(context)")
        }
        let reference = ReferenceSolver(variables: Array(Set(constraints.flatMap { $0.expression.terms.map(\.variable) })), constraints: constraints)
        guard let optimum = reference.optimum() else {
            Issue.record("reference found no solution for \(context)")
            return
        }
        let found = ReferenceSolver.objective(constraints, value)
        #expect(ReferenceSolver.isEqual(found, optimum), "violations \(found) against \(optimum) in \(context)")
        #expect(
            ReferenceSolver.isEqual(solver.violationsByPriority, found),
            "tableau violations \(solver.violationsByPriority) against \(found)")
    }

    @Test func randomSatisfiableSystemsReachTheReferenceOptimum() async {
        await propertyCheck(count: 800, input: Self.numbers) { p in
            let system = RandomSystem(p)
            let solver = Solver()
            for constraint in system.all {
                #expect(throws: Never.self, "\(constraint) in \(system)") { try solver.add(constraint) }
            }
            Self.expectOptimal(solver, system.all, system.description)
        }
    }

    @Test func removingConstraintsEqualsSolvingWithoutThem() async {
        await propertyCheck(count: 500, input: Self.numbers, Gen.int(in: 0...63)) { p, mask in
            let system = RandomSystem(p)
            let solver = system.solved()
            var kept = system.stays
            for (index, constraint) in system.constraints.enumerated() {
                if mask & (1 << index) != 0 {
                    #expect(throws: Never.self) { try solver.remove(constraint) }
                } else {
                    kept.append(constraint)
                }
            }
            #expect(solver.constraints.count == kept.count)
            Self.expectOptimal(solver, kept, "\(system) after removals \(mask)")
        }
    }

    @Test func constantChangesEqualFreshSolves() async {
        await propertyCheck(count: 500, input: Self.numbers, Gen.int(in: 0...1000).array(of: 4)) { p, changes in
            let system = RandomSystem(p)
            let solver = system.solved()
            var current = system.all
            for change in changes {
                let index = change % current.count
                let old = current[index]
                let newConstant = Double(change % 41 - 20)
                var expression = old.expression
                expression.constant = newConstant
                let replacement = Constraint(expression, old.relation, strength: old.strength, name: old.name)
                // A fresh solver with the new constant decides whether the change is possible.
                let fresh = Solver()
                var accepted = true
                for constraint in current.enumerated().map({ $0.offset == index ? replacement : $0.element }) {
                    do { try fresh.add(constraint) } catch { accepted = false }
                }
                do {
                    try solver.setConstant(of: old, to: newConstant)
                    #expect(accepted, "incremental accepted what a fresh solve refuses: \(replacement) in \(system)")
                    // Same constraint object, new constant: compare against the replacement set.
                    current[index] = replacement
                    Self.expectOptimal(solver, current, "\(system) after \(replacement)")
                    #expect(ReferenceSolver.isEqual(solver.violationsByPriority, fresh.violationsByPriority))
                    current[index] = old
                    // Keep the solver and the list in step: the old object now carries the new constant.
                    current[index] = Constraint(expression, old.relation, strength: old.strength, name: old.name)
                    try? solver.remove(old)
                    try? solver.add(current[index])
                } catch {
                    #expect(!accepted, "incremental refused \(replacement) that a fresh solve accepts in \(system)")
                    Self.expectOptimal(solver, current, "\(system) after refusing \(replacement)")
                }
            }
        }
    }

    @Test func suggestedValuesEqualFreshSolvesWithAStay() async {
        await propertyCheck(count: 400, input: Self.numbers, Gen.int(in: -30...30).array(of: 3)) { p, values in
            let system = RandomSystem(p)
            let solver = system.solved()
            let edited = system.variables[0]
            solver.addEditVariable(edited, strength: Strength(priority: 900))
            for value in values {
                #expect(throws: Never.self) { try solver.suggestValue(edited, Double(value)) }
                let edit = Constraint(edited, .equal, Double(value), strength: Strength(priority: 900), name: "edit")
                Self.expectOptimal(solver, system.all + [edit], "\(system) editing x0 to \(value)")
            }
        }
    }

    @Test func ofTwoConflictingConstraintsTheHigherPriorityHolds() async {
        await propertyCheck(count: 500, input: Gen.int(in: 1...999).array(of: 2), Gen.int(in: -50...50).array(of: 3)) { priorities, values in
            guard priorities[0] != priorities[1] else { return }
            let x = Variable("x")
            let solver = Solver()
            let first = Constraint(x, .equal, Double(values[0]), strength: Strength(priority: Float(priorities[0])))
            let second = Constraint(x, .greaterThanOrEqual, Double(values[1]), strength: Strength(priority: Float(priorities[1])))
            try? solver.add(Constraint(x, .equal, Double(values[2]), strength: .weak))
            try? solver.add(first)
            try? solver.add(second)
            let winner = priorities[0] > priorities[1] ? first : second
            #expect(winner.violation { solver.value(of: $0) } < 1e-9, "\(priorities) \(values): x = \(solver.value(of: x))")
        }
    }

    @Test func oneHigherPriorityBeatsAnyNumberOfTheNextLowerOne() async {
        // UIKit's strict order: a 751 constraint holds against many conflicting 750s, which a
        // weighted sum (p² weights) would let win from three of them on.
        await propertyCheck(count: 300, input: Gen.int(in: 1...60), Gen.int(in: 2...998), Gen.int(in: -50...50).array(of: 2)) {
            count, priority, values in
            guard values[0] != values[1] else { return }
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            let high = Constraint(x, .equal, Double(values[0]), strength: Strength(priority: Float(priority) + 1))
            try? solver.add(high)
            for _ in 0..<count {
                try? solver.add(Constraint(x, .equal, Double(values[1]), strength: Strength(priority: Float(priority))))
                // Lower ones that also pull x towards the losers add nothing either.
                try? solver.add(Constraint(x - y, .equal, LinearExpression(), strength: Strength(priority: Float(priority) - 1)))
                try? solver.add(Constraint(y, .equal, Double(values[1]), strength: Strength(priority: Float(priority) - 1, weight: 2)))
            }
            #expect(solver.value(of: x) == Double(values[0]), "\(count) x \(priority) against one \(priority + 1)")
            // The lower priorities still do the best they can with what is left: y follows its
            // stays, which weigh more within their priority than the pull towards x.
            #expect(abs(solver.value(of: y) - Double(values[1])) < 1e-9)
        }
    }

    @Test func adjacentPrioritiesAndWeightsWithinOneAreRespected() async {
        await propertyCheck(count: 300, input: Self.numbers) { p in
            let system = RandomSystem(p, strengths: RandomSystem.adjacentStrengths)
            let solver = Solver()
            for constraint in system.all {
                #expect(throws: Never.self, "\(constraint) in \(system)") { try solver.add(constraint) }
            }
            Self.expectOptimal(solver, system.all, system.description)
        }
    }
}
