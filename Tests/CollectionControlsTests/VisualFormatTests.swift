import CollectionCanvas
import CollectionControls
import CollectionDiagnostics
import CollectionViews
import Foundation
import PropertyBased
import Testing

/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: what formats lay out,
/// what bad formats report, and random formats against constraints built from their parts.
@MainActor
@Suite struct VisualFormatTests {
    /// A superview of 40 x 10 with three labels in it.
    func makeViews() -> (View, [String: View]) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        var views: [String: View] = [:]
        for name in ["a", "b", "c"] {
            let label = Label()
            label.text = name + name
            label.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(label)
            views[name] = label
        }
        return (superview, views)
    }

    @Test func aRowAndAColumnLayOutAsWritten() throws {
        let (superview, views) = makeViews()
        let metrics: [String: Any] = ["gap": 3, "wide": 12.0]
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-gap-[b(==wide)]-(>=0)-[c]-|", options: [.alignAllTop],
                                                         metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-2-[a]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        let a = try #require(views["a"]), b = try #require(views["b"]), c = try #require(views["c"])
        // `|-` is the margin (one column), `-` between views one column, `gap` three.
        #expect(a.frame == CGRect(x: 1, y: 2, width: 2, height: 1))
        #expect(b.frame == CGRect(x: 6, y: 2, width: 12, height: 1))
        #expect(c.frame.maxX == 39)
        #expect(c.frame.minY == 2)
    }

    @Test func aColumnFlushToTheEdgesFillsTheSuperview() throws {
        let (superview, views) = makeViews()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|[a][b(==a)]|", options: [.alignAllLeading, .alignAllTrailing],
                                                         metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        #expect(views["a"]?.frame == CGRect(x: 0, y: 0, width: 40, height: 5))
        #expect(views["b"]?.frame == CGRect(x: 0, y: 5, width: 40, height: 5))
    }

    @Test func priorityAndRelationsAreRead() throws {
        let (_, views) = makeViews()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "[a(>=5@750,<=20)]-(<=4@251)-[b]", options: [], metrics: nil, views: views)
        #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual])
        #expect(constraints.map(\.priority) == [LayoutPriority(750), .required, LayoutPriority(251)])
        #expect(constraints.map(\.constant) == [5, 20, 4])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    /// A constant beyond `Int` is written as Swift writes the number, in a constraint's
    /// description and in the ambiguity report that lists it (converting it to `Int` trapped).
    @Test func aConstantBeyondIntIsDescribedWithoutTrapping() {
        let (superview, views) = makeViews()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "[a(==99999999999999999999)]", options: [], metrics: nil,
                                                         views: views)
        #expect(constraints.map(\.description) == ["Label.width == 1e+20"])
        NSLayoutConstraint.activate(constraints)
        // The label's place is not fixed: the report lists the constraint.
        let reports = Diagnostics.collect { superview.layoutIfNeeded() }.diagnostics
        #expect(reports.contains { $0.kind == "ambiguousLayout" && $0.message.contains("Label.width == 1e+20") }, "\(reports)")
    }

    /// Bad formats, and the position each is reported at.
    nonisolated static let badFormats: [(String, Int)] = [
        ("", 0), ("H:", 2), ("|-[a", 4), ("[a]-", 4), ("[a]--[b]", 4), ("[a](==3)", 3), ("[1a]", 1), ("[a(]", 3),
        ("[a(==)]", 5), ("[a(==3@)]", 7), ("[a(==3@2000)]", 7), ("|-(>=x)-[a]", 5), ("[a]-b-[c]", 4), ("[a]|[b]", 4),
        ("V:[a]-(1,)-[b]", 9), ("[a(==3,", 7), ("[a]-3-", 6), ("X:[a]", 0), ("[a]-(==3]", 8),
    ]

    @Test(arguments: badFormats)
    func aBadFormatIsReportedAtItsPositionAndMakesNothing(format: String, position: Int) {
        let (_, views) = makeViews()
        let (constraints, diagnostics) = Diagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["m": 2], views: views)
        }
        #expect(constraints.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == "visualFormat")
        #expect(diagnostics.first?.message.contains("at position \(position):") == true, "\(diagnostics)")
    }

    @Test func namesThatAreNotViewsAndEdgesWithoutASuperviewAreReported() {
        let (_, views) = makeViews()
        let loose = Label()
        let cases: [(String, [String: Any], LayoutConstraint.FormatOptions, String)] = [
            ("[a]-[z]", views, [], "no view is named \"z\""),
            ("[a(==z)]", views, [], "no view is named \"z\""),
            ("[a]-[n]", (views as [String: Any]).merging(["n": 3]) { $1 }, [], "\"n\" names a Int"),
            ("|[x]", ["x": loose], [], "has no superview"),
            ("[a][b]", views, [.alignAllLeading], "own axis"),
        ]
        for (format, dictionary, options, reason) in cases {
            let (constraints, diagnostics) = Diagnostics.collect {
                NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: dictionary)
            }
            #expect(constraints.isEmpty, "\(format)")
            #expect(diagnostics.count == 1 && diagnostics[0].message.contains(reason), "\(format): \(diagnostics)")
        }
        let (none, diagnostics) = Diagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "[a]", options: [], metrics: ["m": "wide"], views: views)
        }
        #expect(none.isEmpty && diagnostics.first?.message.contains("is not a number") == true)
    }

    // MARK: Random formats

    /// A random format's parts, decoded from integers, with the text that writes them.
    struct Spec {
        enum Connection { case flush, standard, constants([(String, CGFloat, Float?)]) }
        var vertical: Bool
        var leading: Connection?
        var views: [(name: String, sizes: [(String, String, Float?)])]  // relation, constant or view name, priority
        var connections: [Connection]
        var trailing: Connection?
        var spaces: Bool

        init(_ codes: [Int]) {
            var iterator = codes.makeIterator()
            func next(_ bound: Int) -> Int { (iterator.next() ?? 0) % bound }
            let relations = ["", "==", "<=", ">="]
            func predicate(views: [String]) -> (String, String, Float?) {
                let relation = relations[next(4)]
                let object = views.isEmpty || next(3) > 0 ? String(next(40)) : views[next(views.count)]
                let priority: Float? = next(3) == 0 ? Float(1 + next(1000)) : nil
                return (relation, object, priority)
            }
            func connection() -> Connection {
                switch next(3) {
                case 0: return .flush
                case 1: return .standard
                default:
                    return .constants((0..<(1 + next(2))).map { _ in
                        let p = predicate(views: [])
                        return (p.0, CGFloat(Int(p.1) ?? 0), p.2)
                    })
                }
            }
            vertical = next(2) == 1
            spaces = next(4) == 0
            let names = ["a", "b", "c"]
            let count = 1 + next(3)
            views = (0..<count).map { index in
                (names[index], (0..<next(3)).map { _ in predicate(views: names.filter { $0 != names[index] }) })
            }
            leading = next(2) == 0 ? connection() : nil
            connections = (1..<count).map { _ in connection() }
            trailing = next(2) == 0 ? connection() : nil
        }

        func text(_ connection: Connection) -> String {
            switch connection {
            case .flush: return ""
            case .standard: return "-"
            case let .constants(list):
                if list.count == 1, list[0].0.isEmpty, list[0].2 == nil { return "-\(Int(list[0].1))-" }
                return "-(" + list.map { "\($0.0)\(Int($0.1))" + ($0.2.map { "@\(Int($0))" } ?? "") }.joined(separator: ",") + ")-"
            }
        }

        var format: String {
            let gap = spaces ? " " : ""
            var parts = [vertical ? "V:" : (spaces ? "H:" : "")]
            if let leading { parts.append("|" + text(leading)) }
            for (index, view) in views.enumerated() {
                if index > 0 { parts.append(text(connections[index - 1])) }
                let sizes = view.sizes.map { "\($0.0)\($0.1)" + ($0.2.map { "@\(Int($0))" } ?? "") }
                parts.append("[" + view.name + (sizes.isEmpty ? "" : "(" + sizes.joined(separator: "," + gap) + ")") + "]")
            }
            if let trailing { parts.append(text(trailing) + "|") }
            return parts.joined(separator: gap)
        }
    }

    /// A constraint as plain values, with items named.
    struct Row: Hashable, CustomStringConvertible {
        var first: String, firstAttribute: LayoutConstraint.Attribute, relation: LayoutConstraint.Relation
        var second: String, secondAttribute: LayoutConstraint.Attribute, constant: CGFloat, priority: Float
        var description: String { "\(first).\(firstAttribute) \(relation) \(second).\(secondAttribute) + \(constant) @\(priority)" }
    }

    /// The constraints `spec` means, built from its parts without reading any text.
    func expected(_ spec: Spec) -> [Row] {
        let (lead, trail, size): (LayoutConstraint.Attribute, LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
            spec.vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        func relation(_ text: String) -> LayoutConstraint.Relation {
            text == "<=" ? .lessThanOrEqual : text == ">=" ? .greaterThanOrEqual : .equal
        }
        let standard: CGFloat = spec.vertical ? 0 : 1
        var rows: [Row] = []
        for view in spec.views {
            for (rel, object, priority) in view.sizes {
                if let number = Int(object) {
                    rows.append(Row(first: view.name, firstAttribute: size, relation: relation(rel), second: "", secondAttribute: .notAnAttribute,
                                    constant: CGFloat(number), priority: priority ?? 1000))
                } else {
                    rows.append(Row(first: view.name, firstAttribute: size, relation: relation(rel), second: object, secondAttribute: size,
                                    constant: 0, priority: priority ?? 1000))
                }
            }
        }
        func spacing(_ connection: Spec.Connection, _ make: (LayoutConstraint.Relation, CGFloat, Float) -> Row) -> [Row] {
            switch connection {
            case .flush: return [make(.equal, 0, 1000)]
            case .standard: return [make(.equal, standard, 1000)]
            case let .constants(list): return list.map { make(relation($0.0), $0.1, $0.2 ?? 1000) }
            }
        }
        for (index, connection) in spec.connections.enumerated() {
            let previous = spec.views[index].name, next = spec.views[index + 1].name
            rows += spacing(connection) { Row(first: next, firstAttribute: lead, relation: $0, second: previous, secondAttribute: trail, constant: $1, priority: $2) }
        }
        if let leading = spec.leading {
            let first = spec.views[0].name
            if case .standard = leading {
                rows.append(Row(first: first, firstAttribute: lead, relation: .equal, second: "margins", secondAttribute: lead, constant: 0, priority: 1000))
            } else {
                rows += spacing(leading) { Row(first: first, firstAttribute: lead, relation: $0, second: "superview", secondAttribute: lead, constant: $1, priority: $2) }
            }
        }
        if let trailing = spec.trailing {
            let last = spec.views[spec.views.count - 1].name
            if case .standard = trailing {
                rows.append(Row(first: "margins", firstAttribute: trail, relation: .equal, second: last, secondAttribute: trail, constant: 0, priority: 1000))
            } else {
                rows += spacing(trailing) { Row(first: "superview", firstAttribute: trail, relation: $0, second: last, secondAttribute: trail, constant: $1, priority: $2) }
            }
        }
        return rows
    }

    @Test func randomFormatsMakeTheConstraintsTheirPartsMean() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...9_999).array(of: 40...40)) { codes in
            let spec = Spec(codes)
            let (superview, views) = makeViews()
            var names: [ObjectIdentifier: String] = [ObjectIdentifier(superview): "superview",
                                                      ObjectIdentifier(superview.layoutMarginsGuide): "margins"]
            for (name, view) in views { names[ObjectIdentifier(view)] = name }
            let (constraints, diagnostics) = Diagnostics.collect {
                NSLayoutConstraint.constraints(withVisualFormat: spec.format, options: [], metrics: nil, views: views)
            }
            #expect(diagnostics.isEmpty, "\(spec.format): \(diagnostics)")
            let rows = constraints.map { constraint in
                Row(first: constraint.firstItem.map { names[ObjectIdentifier($0)] ?? "?" } ?? "",
                    firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                    second: constraint.secondItem.map { names[ObjectIdentifier($0)] ?? "?" } ?? "",
                    secondAttribute: constraint.secondAttribute, constant: constraint.constant, priority: constraint.priority.rawValue)
            }
            #expect(rows == expected(spec), "\(spec.format)")
        }
    }
}
