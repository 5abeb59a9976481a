import CollectionLayoutSolver

/// A random constraint system decoded from a list of numbers: up to three variables, each with
/// a weak "stay" at a random value (so that the optimum is a vertex), and up to six random
/// constraints. Required constraints hold at a random point, so the system is satisfiable.
struct RandomSystem: CustomStringConvertible {
    let variables: [Variable]
    let stays: [Constraint]
    let constraints: [Constraint]

    var all: [Constraint] { stays + constraints }

    static let strengths: [Strength] = [.required, Strength(priority: 750), Strength(priority: 500), Strength(priority: 250)]
    /// Priorities one apart, and weights within one priority.
    static let adjacentStrengths: [Strength] = [
        .required, Strength(priority: 751), Strength(priority: 750), Strength(priority: 750, weight: 3),
    ]

    /// `p` holds at least 64 numbers in 0...1000.
    init(_ p: [Int], strengths: [Strength] = Self.strengths) {
        var cursor = 0
        func next(_ range: ClosedRange<Int>) -> Int {
            defer { cursor += 1 }
            return range.lowerBound + p[cursor % p.count] % (range.count)
        }
        let n = next(1...3)
        variables = (0..<n).map { Variable("x\($0)") }
        let point = variables.map { _ in Double(next(-10...10)) }
        stays = variables.map { variable in
            Constraint(variable, .equal, Double(next(-20...20)), strength: .weak, name: "stay \(variable)")
        }
        var made: [Constraint] = []
        for index in 0..<next(0...6) {
            var expression = LinearExpression()
            var atPoint = 0.0
            for (i, variable) in variables.enumerated() {
                let coefficient = Double(next(-3...3))
                guard coefficient != 0 else { continue }
                expression.terms.append(Term(variable, coefficient))
                atPoint += coefficient * point[i]
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(0...2)]
            let strength = strengths[next(0...(strengths.count - 1))]
            if strength.isRequired {
                let slack = Double(next(0...5))
                switch relation {
                case .equal: expression.constant = -atPoint
                case .lessThanOrEqual: expression.constant = -atPoint - slack
                case .greaterThanOrEqual: expression.constant = -atPoint + slack
                }
            } else {
                expression.constant = Double(next(-20...20))
            }
            made.append(Constraint(expression, relation, strength: strength, name: "c\(index)"))
        }
        constraints = made
    }

    /// A solver with every constraint added (each must be accepted).
    func solved() -> Solver {
        let solver = Solver()
        for constraint in all { try? solver.add(constraint) }
        return solver
    }

    var description: String { all.map(\.description).joined(separator: "; ") }
}
