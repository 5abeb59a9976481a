import CollectionLayoutSolver
import PropertyBased
import Testing

/// The solver against ``LegacySolver``, the solver as it was before its rows became sparse and
/// sorted: on random histories of adds, removals, constant changes and edit variables, both take
/// and refuse the same changes and answer the same values, step by step. Ties between optima
/// are broken alike (Bland's rule over the same symbols), so the values match, not only the
/// objective.
@Suite struct SolverEquivalencePropertyTests {
    /// The operations a history is made of, over `variables`, decoded from numbers.
    struct History {
        let variables: [Variable]
        let numbers: [Int]
        var cursor = 0

        init(variableCount: Int, numbers: [Int]) {
            variables = (0..<variableCount).map { Variable("v\($0)") }
            self.numbers = numbers
        }

        mutating func next(_ range: ClosedRange<Int>) -> Int {
            defer { cursor += 1 }
            return range.lowerBound + numbers[cursor % numbers.count] % range.count
        }

        var isDone: Bool { cursor >= numbers.count }

        static let strengths: [Strength] = [
            .required, .required, Strength(priority: 750), Strength(priority: 751), Strength(priority: 500),
            Strength(priority: 250), Strength(priority: 250, weight: 3), Strength(priority: 50),
        ]

        /// A constraint over two to four of the variables, not necessarily satisfiable.
        mutating func constraint(index: Int) -> Constraint {
            var expression = LinearExpression(constant: Double(next(-40...40)))
            for _ in 0..<next(1...4) {
                let variable = variables[next(0...(variables.count - 1))]
                let coefficient = Double([1, -1, 1, -1, 2, -2, 0.5, 3][next(0...7)])
                expression.terms.append(Term(variable, coefficient))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(0...2)]
            let strength = Self.strengths[next(0...(Self.strengths.count - 1))]
            return Constraint(expression, relation, strength: strength, name: "c\(index)")
        }
    }

    /// Applies the same operation to both solvers and checks that they agree on it.
    struct Pair {
        let solver = Solver()
        let legacy = LegacySolver()
        var added: [Constraint] = []
        var edits: [Variable] = []
        var log: [String] = []

        mutating func add(_ constraint: Constraint) {
            log.append("add \(constraint)")
            let a = Result { () throws(SolverError) in try solver.add(constraint) }
            let b = Result { () throws(SolverError) in try legacy.add(constraint) }
            #expect(a.isSuccess == b.isSuccess, "add disagrees: \(log)")
            if a.isSuccess && b.isSuccess { added.append(constraint) }
        }

        mutating func remove(at index: Int) {
            let constraint = added.remove(at: index)
            log.append("remove \(constraint)")
            #expect(throws: Never.self) { try solver.remove(constraint) }
            #expect(throws: Never.self) { try legacy.remove(constraint) }
        }

        mutating func setConstant(at index: Int, to constant: Double) {
            let constraint = added[index]
            log.append("constant of \(constraint) to \(constant)")
            let a = Result { () throws(SolverError) in try solver.setConstant(of: constraint, to: constant) }
            let b = Result { () throws(SolverError) in try legacy.setConstant(of: constraint, to: constant) }
            #expect(a.isSuccess == b.isSuccess, "setConstant disagrees: \(log)")
        }

        mutating func edit(_ variable: Variable, strength: Strength) {
            log.append("edit \(variable) at \(strength)")
            solver.addEditVariable(variable, strength: strength)
            legacy.addEditVariable(variable, strength: strength)
            if !edits.contains(variable) { edits.append(variable) }
        }

        mutating func suggest(_ variable: Variable, _ value: Double) {
            log.append("suggest \(variable) = \(value)")
            let a = Result { () throws(SolverError) in try solver.suggestValue(variable, value) }
            let b = Result { () throws(SolverError) in try legacy.suggestValue(variable, value) }
            #expect(a.isSuccess == b.isSuccess, "suggestValue disagrees: \(log)")
        }

        mutating func stopEditing(_ variable: Variable) {
            log.append("stop editing \(variable)")
            solver.removeEditVariable(variable)
            legacy.removeEditVariable(variable)
            edits.removeAll { $0 == variable }
        }

        /// Both solvers answer the same values, determinacy, violations and row count.
        func expectSameAnswers(_ variables: [Variable]) {
            for variable in variables {
                let a = solver.value(of: variable), b = legacy.value(of: variable)
                #expect(abs(a - b) <= 1e-7 * max(1, abs(b)), "\(variable): \(a) against \(b) after \(log)")
                #expect(solver.isDetermined(variable) == legacy.isDetermined(variable), "\(variable) determinacy after \(log)")
            }
            #expect(solver.rowCount == legacy.rowCount, "rows \(solver.rowCount) against \(legacy.rowCount) after \(log)")
            #expect(solver.constraints.count == legacy.constraints.count)
            let violations = solver.violationsByPriority, reference = legacy.violationsByPriority
            #expect(Set(violations.keys) == Set(reference.keys), "priorities after \(log)")
            for (priority, sum) in reference {
                let found = violations[priority] ?? .nan
                #expect(abs(found - sum) <= 1e-6 * max(1, abs(sum)), "violation at \(priority) after \(log)")
            }
        }
    }

    /// Random histories of every operation, on a few variables (ties and refusals are common).
    @Test func randomHistoriesMatchTheLegacySolver() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...10_000).array(of: 240)) { numbers in
            var history = History(variableCount: 2 + numbers[0] % 5, numbers: numbers)
            var pair = Pair()
            for variable in history.variables {
                pair.add(Constraint(variable, .equal, Double(history.next(-20...20)), strength: .weak, name: "stay \(variable)"))
            }
            var index = 0
            while !history.isDone {
                index += 1
                switch history.next(0...9) {
                case 0...3:
                    pair.add(history.constraint(index: index))
                case 4 where pair.added.count > history.variables.count:
                    pair.remove(at: history.variables.count + history.next(0...(pair.added.count - history.variables.count - 1)))
                case 5, 6:
                    pair.setConstant(at: history.next(0...(pair.added.count - 1)), to: Double(history.next(-60...60)))
                case 7:
                    let strength = [Strength.strong, Strength(priority: 600), .required][history.next(0...2)]
                    pair.edit(history.variables[history.next(0...(history.variables.count - 1))], strength: strength)
                case 8 where !pair.edits.isEmpty:
                    pair.suggest(pair.edits[history.next(0...(pair.edits.count - 1))], Double(history.next(-50...50)))
                case 9 where !pair.edits.isEmpty:
                    pair.stopEditing(pair.edits[history.next(0...(pair.edits.count - 1))])
                default:
                    pair.add(history.constraint(index: index))
                }
                pair.expectSameAnswers(history.variables)
            }
            for constraint in pair.added { _ = try? pair.solver.remove(constraint); _ = try? pair.legacy.remove(constraint) }
            for variable in pair.edits { pair.solver.removeEditVariable(variable); pair.legacy.removeEditVariable(variable) }
            #expect(pair.solver.rowCount == 0)
        }
    }

    /// Systems shaped like Auto Layout's: views stacked in a column inside a root, each with a
    /// required position, an intrinsic size held by hugging (250) and compression resistance
    /// (750), spacings that may be broken, and a root whose size is suggested at a low priority
    /// and then changed, as a self-sizing cell is measured and laid out.
    @Test func stackedLayoutsMatchTheLegacySolver() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...10_000).array(of: 160)) { numbers in
            var history = History(variableCount: 0, numbers: numbers)
            let count = history.next(1...24)
            let rootWidth = Variable("root.width"), rootHeight = Variable("root.height")
            var variables = [rootWidth, rootHeight]
            var pair = Pair()
            var previousBottom: LinearExpression = LinearExpression(constant: Double(history.next(0...2)))
            var constants: [Constraint] = []
            for index in 0..<count {
                let left = Variable("l\(index).left"), top = Variable("l\(index).top")
                let width = Variable("l\(index).width"), height = Variable("l\(index).height")
                variables += [left, top, width, height]
                let margin = Double(history.next(0...3))
                let leading = Constraint(LinearExpression(left), .equal, LinearExpression(constant: margin), name: "leading \(index)")
                pair.add(leading)
                constants.append(leading)
                pair.add(Constraint(left + width, .lessThanOrEqual, LinearExpression(rootWidth) - margin, name: "trailing \(index)"))
                let spacing = Constraint(
                    LinearExpression(top), .equal, previousBottom + Double(history.next(0...2)),
                    strength: history.next(0...3) == 0 ? Strength(priority: 750) : .required, name: "spacing \(index)")
                pair.add(spacing)
                constants.append(spacing)
                let intrinsicWidth = Double(history.next(1...60)), intrinsicHeight = Double(history.next(1...4))
                for (variable, size) in [(width, intrinsicWidth), (height, intrinsicHeight)] {
                    pair.add(Constraint(variable, .lessThanOrEqual, size, strength: Strength(priority: 250), name: "hug \(variable)"))
                    pair.add(Constraint(variable, .greaterThanOrEqual, size, strength: Strength(priority: 750), name: "compress \(variable)"))
                }
                previousBottom = top + height
            }
            pair.add(Constraint(previousBottom, .lessThanOrEqual, LinearExpression(rootHeight), name: "bottom"))
            let fitWidth = Constraint(rootWidth, .equal, Double(history.next(10...80)), strength: .required, name: "root width")
            let fitHeight = Constraint(rootHeight, .equal, 0, strength: Strength(priority: 50), name: "root height")
            pair.add(fitWidth)
            pair.add(fitHeight)
            pair.expectSameAnswers(variables)
            while !history.isDone {
                switch history.next(0...3) {
                case 0: pair.setConstant(at: pair.added.firstIndex { $0 === fitWidth }!, to: -Double(history.next(10...80)))
                case 1: pair.setConstant(at: pair.added.firstIndex { $0 === fitHeight }!, to: -Double(history.next(0...120)))
                default:
                    let constraint = constants[history.next(0...(constants.count - 1))]
                    if let index = pair.added.firstIndex(where: { $0 === constraint }) {
                        pair.setConstant(at: index, to: -Double(history.next(0...6)))
                    }
                }
                pair.expectSameAnswers(variables)
            }
        }
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
