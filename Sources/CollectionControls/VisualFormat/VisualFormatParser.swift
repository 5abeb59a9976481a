import CollectionViews
import Foundation

/// Reads a visual format string (Auto Layout's visual format language) into a ``VisualFormat``:
///
/// ```
/// format      := (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view        := "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection  := "" | "-" | "-" simple "-" | "-" "(" predicate ("," predicate)* ")" "-"
/// simple      := number | metric
/// predicate   := ("==" | "<=" | ">=")? (number | metric | name) ("@" (number | metric))?
/// ```
///
/// Names and metrics are letters, digits and `_`, not starting with a digit; spaces are
/// skipped. Metric names are looked up in `metrics`; a name in a view's predicate that is not a
/// metric is a view (`[a(==b)]`). Every error names the position where reading stopped.
struct VisualFormatParser {
    private let text: [Character]
    private let format: String
    private let metrics: [String: CGFloat]
    private var index = 0

    init(_ format: String, metrics: [String: CGFloat]) {
        self.format = format
        self.text = Array(format)
        self.metrics = metrics
    }

    /// The format read, or the first error.
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var axis = VisualFormat.Axis.horizontal
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(at: 1) == ":" {
            axis = first == "H" ? .horizontal : .vertical
            index += 2
        }
        skipSpaces()
        var leadingEdge: VisualFormat.Connection?
        if take("|") {
            leadingEdge = try connection(before: "a view")
        }
        var views = [try view()]
        var connections: [VisualFormat.Connection] = []
        var trailingEdge: VisualFormat.Connection?
        while true {
            skipSpaces()
            guard index < text.count else { break }
            let link = try connection(before: "a view or \"|\"")
            if take("|") {
                trailingEdge = link
                break
            }
            connections.append(link)
            views.append(try view())
        }
        skipSpaces()
        if index < text.count { throw error("expected the end of the format after \"|\"") }
        return VisualFormat(axis: axis, leadingEdge: leadingEdge, views: views, connections: connections, trailingEdge: trailingEdge)
    }

    // MARK: Parts

    /// A connection, up to (not including) the `[` or `|` that follows it.
    private mutating func connection(before what: String) throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard take("-") else {
            guard peek() == "[" || peek() == "|" else { throw error("expected \"-\", \"[\" or \"|\"") }
            return .flush
        }
        skipSpaces()
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if take("(") {
            predicates = try predicateList(allowsViews: false)
        } else if peek().map(Self.startsValue) == true {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try value(allowsViews: false)), priority: nil)]
        } else {
            throw error("expected a number, a metric, \"(\" or \(what) after \"-\"")
        }
        skipSpaces()
        guard take("-") else { throw error("expected \"-\" after the spacing") }
        skipSpaces()
        guard peek() == "[" || peek() == "|" else { throw error("expected \(what) after the spacing") }
        return .predicates(predicates)
    }

    private mutating func view() throws(VisualFormatError) -> VisualFormat.ViewSpec {
        skipSpaces()
        guard take("[") else { throw error("expected \"[\" to start a view") }
        skipSpaces()
        guard let name = identifier() else { throw error("expected a view name after \"[\"") }
        var predicates: [VisualFormat.Predicate] = []
        skipSpaces()
        if take("(") { predicates = try predicateList(allowsViews: true) }
        skipSpaces()
        guard take("]") else { throw error("expected \"]\" to end the view \"\(name)\"") }
        return VisualFormat.ViewSpec(name: name, predicates: predicates)
    }

    /// Predicates up to and including the closing `)`.
    private mutating func predicateList(allowsViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            predicates.append(try predicate(allowsViews: allowsViews))
            skipSpaces()
        } while take(",")
        guard take(")") else { throw error("expected \",\" or \")\" after a predicate") }
        return predicates
    }

    private mutating func predicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var relation = LayoutConstraint.Relation.equal
        if take("==") {
            relation = .equal
        } else if take("<=") {
            relation = .lessThanOrEqual
        } else if take(">=") {
            relation = .greaterThanOrEqual
        }
        skipSpaces()
        let object: VisualFormat.Object
        let start = index
        if let name = identifier(), metrics[name] == nil {
            guard allowsViews else {
                index = start
                throw error("unknown metric \"\(name)\" (a spacing compares with numbers or metrics only)")
            }
            object = .view(name)
        } else {
            index = start
            object = .constant(try value(allowsViews: allowsViews))
        }
        skipSpaces()
        var priority: Float?
        if take("@") {
            skipSpaces()
            let at = index
            let number = try value(allowsViews: false)
            guard number > 0, number <= 1000 else {
                index = at
                throw error("a priority is from 1 to 1000, not \(number)")
            }
            priority = Float(number)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value.
    private mutating func value(allowsViews: Bool) throws(VisualFormatError) -> CGFloat {
        skipSpaces()
        let start = index
        if let name = identifier() {
            guard let metric = metrics[name] else {
                index = start
                throw error("unknown metric \"\(name)\"")
            }
            return metric
        }
        var digits = ""
        while let character = peek(), character.isASCII, character.isNumber || character == "." {
            digits.append(character)
            index += 1
        }
        guard !digits.isEmpty, let number = Double(digits), number.isFinite else {
            index = start
            throw error("expected a number or a metric name")
        }
        return CGFloat(number)
    }

    // MARK: Characters

    private static func startsValue(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    private mutating func identifier() -> String? {
        guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let character = peek(), character.isASCII, character.isLetter || character.isNumber || character == "_" {
            name.append(character)
            index += 1
        }
        return name
    }

    private func peek(at offset: Int = 0) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    /// Reads `token` when the text goes on with it (compared in place: this runs for every
    /// token the grammar tries, so it makes no arrays).
    private mutating func take(_ token: String) -> Bool {
        var end = index
        for character in token {
            guard end < text.count, text[end] == character else { return false }
            end += 1
        }
        index = end
        return true
    }

    private mutating func skipSpaces() {
        while let character = peek(), character == " " { index += 1 }
    }

    private func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(format: format, position: min(index, text.count), reason: reason)
    }
}
