extension Tableau {
    // MARK: The tableau

    /// The position of `symbol`'s row, `nil` when the symbol is parametric.
    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let index = rowOf[symbol.id]
        return index < 0 ? nil : Int(index)
    }

    /// The value of a symbol: its row's constant when basic, else 0.
    func constant(of symbol: Symbol) -> Double {
        guard let index = rowIndex(of: symbol) else { return 0 }
        return rows[index].constant
    }

    mutating func addRow(_ basic: Symbol, _ row: Row) {
        rowOf[basic.id] = Int32(rows.count)
        if basic.isDummy { dummyRows += 1 }
        basics.append(basic)
        rows.append(row)
    }

    /// Takes the row at `index` out (the last row takes its place).
    @discardableResult
    mutating func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        rowOf[basics[index].id] = -1
        if basics[index].isDummy { dummyRows -= 1 }
        if index != last { rowOf[basics[last].id] = Int32(index) }
        basics.swapAt(index, last)
        rows.swapAt(index, last)
        basics.removeLast()
        return rows.removeLast()
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        rowOf.append(-1)
        return Symbol(id: nextID, kind: kind)
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// The constraint's row over the parametric symbols, with its slack, error or dummy
    /// symbols, and the record that finds them again. Error symbols enter the objective.
    mutating func makeRow(_ constraint: Constraint, constant: Double) -> (Row, Record) {
        freshFrom = nextID + 1
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        var row = Row(constant: sign * constant, capacity: constraint.expression.terms.count + 4)
        for term in constraint.expression.terms where term.coefficient != 0 {
            let symbol = symbol(for: term.variable)
            if let index = rowIndex(of: symbol) {
                row.insert(rows[index], sign * term.coefficient, scratch: &scratch)
            } else {
                row.insert(symbol, sign * term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            marker = makeSymbol(.slack)
            markerCoefficient = -1
            row.insert(marker, -1)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, 1)
                objective.insert(error, strength)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker, 1)
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                other = minus
                markerCoefficient = -1
                row.insert(marker, -1)
                row.insert(minus, 1)
                objective.insert(marker, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        let record = Record(
            strength: strength, marker: marker, other: other, markerCoefficient: markerCoefficient,
            rowSign: sign, constant: constant)
        return (row, record)
    }

    /// Puts a new constraint's row into the tableau; `false` when a required one cannot hold,
    /// and then the tableau is as it was. The row is taken, not copied, so that solving it
    /// changes its cells in place.
    mutating func insert(_ row: consuming Row, record: Record) -> Bool {
        var row = row
        if let subject = chooseSubject(row, record: record) {
            row.solve(for: subject)
            if subject.id >= freshFrom {
                // Made with this row: no other row has it, only the objective may.
                objective.substitute(subject, with: row, scratch: &scratch)
            } else {
                substitute(subject, with: row)
            }
            addRow(subject, row)
            return true
        }
        if row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard abs(row.constant) < 1e-7 else { return false }
            // Redundant: the marker stands for the row so that it can be removed.
            row.solve(for: record.marker)
            addRow(record.marker, row)
            return true
        }
        return insertWithArtificialVariable(row)
    }

    /// An external symbol if the row has one (lowest id); else the constraint's own slack or
    /// error symbol when its coefficient is negative (so the row's value stays at least 0);
    /// else a dummy marker when the row has no other pivotable symbol.
    func chooseSubject(_ row: Row, record: Record) -> Symbol? {
        if let external = row.lowestSymbol(where: { $0.symbol.isExternal }) { return external }
        if record.marker.isPivotable && row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, other.isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one of the simplex for a row with no subject: minimise an artificial variable
    /// standing for the row; the constraint holds when it reaches 0. When it cannot, the
    /// pivots are undone and the row taken out again: the tableau is as it was.
    mutating func insertWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        addRow(art, row)
        artificial = row
        journal = []
        optimize(objective: art)
        var success = abs(artificial?.constant ?? 0) < 1e-7
        artificial = nil
        var entering: Symbol?
        if success, let index = rowIndex(of: art), !rows[index].isEmpty {
            entering = rows[index].lowestSymbol { $0.symbol.isPivotable }
            if entering == nil { success = false }
        }
        guard success else {
            undoJournal()
            if let index = rowIndex(of: art) { removeRow(at: index) }
            return false
        }
        journal = nil
        if let index = rowIndex(of: art) {
            var basic = removeRow(at: index)
            guard let entering, !basic.isEmpty else { return true }
            basic.solve(for: art, instead: entering)
            substitute(entering, with: basic)
            addRow(entering, basic)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return true
    }

    /// Replaces `symbol` by `row` in every row and the objectives, noting restricted rows that
    /// became negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices where rows[index].substitute(symbol, with: row, scratch: &scratch) {
            if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
        }
        objective.substitute(symbol, with: row, scratch: &scratch)
        if artificial != nil { artificial?.substitute(symbol, with: row, scratch: &scratch) }
    }

    mutating func pivot(leaving: Symbol, entering: Symbol) {
        guard let index = rowIndex(of: leaving) else { return }
        var row = removeRow(at: index)
        row.solve(for: leaving, instead: entering)
        substitute(entering, with: row)
        addRow(entering, row)
        journal?.append((leaving, entering))
    }

    /// The primal simplex on the objective (or on the artificial row while `artificialSymbol`
    /// is being driven out): brings in the lowest-id symbol whose objective coefficient is
    /// negative (lexicographically, for the objective's priorities), until none is.
    mutating func optimize(objective artificialSymbol: Symbol?) {
        while true {
            let candidate: Symbol?
            if artificialSymbol != nil, let goal = artificial {
                candidate = goal.lowestSymbol { !$0.symbol.isDummy && $0.coefficient < -Row.epsilon }
            } else {
                candidate = objective.enteringSymbol()
            }
            guard let entering = candidate else { return }
            var best: (ratio: Double, symbol: Symbol)?
            for index in rows.indices where !basics[index].isExternal {
                let coefficient = rows[index].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[index].constant / coefficient
                let symbol = basics[index]
                if let current = best {
                    guard ratio < current.ratio - 1e-12 || (abs(ratio - current.ratio) <= 1e-12 && symbol < current.symbol)
                    else { continue }
                }
                best = (ratio, symbol)
            }
            guard let leaving = best?.symbol else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivots it out for the
    /// parametric symbol that keeps the objective optimal (the least ratio of objective
    /// coefficients, compared lexicographically; the lowest id among equal ratios). `false`
    /// when a row cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving), rows[index].constant < -1e-9 else { continue }
            var best: Row.Cell?
            // The cells are sorted by id: among equal ratios the first stays.
            for cell in rows[index].cells where cell.symbol.isPivotable && cell.coefficient > 0 {
                if let current = best,
                    !objective.isRatioLess(
                        cell.symbol, cell.coefficient, than: current.symbol, current.coefficient, tolerance: 1e-12)
                {
                    continue
                }
                best = cell
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// Takes a removed constraint's error symbols out of the objective.
    mutating func removeErrorTerms(of record: Record) {
        removeErrorTerm(record.marker, record.strength)
        if let other = record.other { removeErrorTerm(other, record.strength) }
    }

    private mutating func removeErrorTerm(_ symbol: Symbol, _ strength: Strength) {
        guard symbol.isError else { return }
        if let index = rowIndex(of: symbol) {
            objective.insert(rows[index], strength, -1)
        } else {
            objective.insert(symbol, strength, -1)
        }
    }

    /// The row to pivot out so that a removed constraint's parametric marker becomes basic:
    /// a redundant equation's row first, then a restricted row the marker limits (smallest
    /// ratio), else any restricted row, else an external one; the lowest id among equals.
    func leavingRow(forMarker marker: Symbol) -> Symbol? {
        var dummy: Symbol?
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var external: Symbol?
        func isBetter(_ ratio: Double, _ symbol: Symbol, than best: (ratio: Double, symbol: Symbol)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let symbol = basics[index]
            // A redundant equation (a dummy's row) that repeats this one takes over its place,
            // so that the equation still holds once this one is gone.
            if symbol.kind == .dummy {
                if dummy == nil || symbol < dummy! { dummy = symbol }
            } else if symbol.kind == .external {
                if external == nil || symbol < external! { external = symbol }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if isBetter(ratio, symbol, than: negative) { negative = (ratio, symbol) }
            } else {
                let ratio = rows[index].constant / coefficient
                if isBetter(ratio, symbol, than: positive) { positive = (ratio, symbol) }
            }
        }
        return dummy ?? negative?.symbol ?? positive?.symbol ?? external
    }
}
