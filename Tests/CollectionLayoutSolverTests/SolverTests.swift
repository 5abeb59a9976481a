import CollectionLayoutSolver
import Testing

@Suite struct SolverTests {
    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(Constraint(LinearExpression(right), .equal, left + width))
        try solver.add(Constraint(left, .equal, 2))
        try solver.add(Constraint(width, .greaterThanOrEqual, 10))
        try solver.add(Constraint(width, .equal, 0, strength: .weak))
        #expect(solver.value(of: right) == 12)
        #expect(solver.value(of: width) == 10)
    }

    @Test func theHigherPriorityWins() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = Constraint(x, .equal, 10, strength: Strength(priority: 250))
        let high = Constraint(x, .equal, 20, strength: Strength(priority: 750))
        try solver.add(low)
        try solver.add(high)
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        #expect(solver.value(of: x) == 10)
        // Any number of lower ones together still lose against one higher (strict order).
        let more = (0..<100).map { _ in Constraint(x, .equal, 10, strength: Strength(priority: 749)) }
        for c in more { try solver.add(c) }
        try solver.add(high)
        #expect(solver.value(of: x) == 20)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheSolverKeepsItsState() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .equal, 15, strength: .medium))
        let conflict = Constraint(x, .lessThanOrEqual, 5, name: "conflict")
        #expect(throws: SolverError.self) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        #expect(solver.value(of: x) == 15)
        #expect(throws: SolverError.self) { try solver.add(Constraint(x, .equal, 3)) }
        #expect(solver.value(of: x) == 15)
    }

    @Test func aRequiredConstantChangeThatConflictsIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .lessThanOrEqual, 10))
        let pin = Constraint(x, .equal, 4)
        try solver.add(pin)
        try solver.setConstant(of: pin, to: -8)  // x - 8 == 0
        #expect(solver.value(of: x) == 8)
        #expect(throws: SolverError.self) { try solver.setConstant(of: pin, to: -12) }
        #expect(solver.value(of: x) == 8)
        try solver.setConstant(of: pin, to: -1)
        #expect(solver.value(of: x) == 1)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(LinearExpression(y), .equal, 2 * x + 1))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        solver.addEditVariable(x)
        try solver.suggestValue(x, 7)
        #expect(solver.value(of: y) == 15)
        try solver.suggestValue(x, 200)
        #expect(solver.value(of: x) == 100)
        #expect(throws: SolverError.self) { try solver.suggestValue(y, 1) }
    }

    @Test func ambiguityIsVisible() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, LinearExpression(constant: 10)))
        #expect(!solver.isDetermined(x))
        try solver.add(Constraint(y, .equal, 3))
        #expect(solver.isDetermined(x))
        #expect(solver.value(of: x) == 7)
    }
}
