import CollectionModel
import CollectionViews
import Foundation

/// Turns a ``VisualFormat`` into constraints on the named views (see
/// ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``).
@MainActor
struct VisualFormatBuilder {
    private let format: String
    private let parsed: VisualFormat
    private let options: LayoutConstraint.FormatOptions
    private let views: [View]
    private let viewsByName: [String: View]

    /// A builder for `parsed`, or `nil` (after reporting why) when a name is missing from
    /// `views` or names something that is not a view.
    init?(format: String, parsed: VisualFormat, options: LayoutConstraint.FormatOptions, views: [String: Any]) {
        var byName: [String: View] = [:]
        var names = parsed.views.map(\.name)
        names += parsed.views.flatMap(\.predicates).compactMap { predicate in
            if case let .view(name) = predicate.object { return name }
            return nil
        }
        for name in names where byName[name] == nil {
            guard let value = views[name] else {
                LayoutConstraint.report(format, "no view is named \"\(name)\" in the views dictionary")
                return nil
            }
            guard let view = value as? View else {
                LayoutConstraint.report(format, "\"\(name)\" names a \(type(of: value)), not a view")
                return nil
            }
            byName[name] = view
        }
        self.format = format
        self.parsed = parsed
        self.options = options
        self.viewsByName = byName
        self.views = parsed.views.compactMap { byName[$0.name] }
    }

    private var isVertical: Bool { parsed.axis == .vertical }

    /// The attributes of the format's axis: where a view starts and ends, and its size.
    private var axisAttributes: (leading: LayoutConstraint.Attribute, trailing: LayoutConstraint.Attribute, size: LayoutConstraint.Attribute) {
        if isVertical { return (.top, .bottom, .height) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .width) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .width) }
        return (.leading, .trailing, .width)
    }

    /// The constraints, or none (after reporting why).
    func constraints() -> [LayoutConstraint] {
        let (leading, trailing, size) = axisAttributes
        let scaled = views.first?.effectivePointScale != nil
        let standard = LayoutConstraint.standardSpacing(vertical: isVertical, scaled: scaled)
        var result: [LayoutConstraint] = []

        // Sizes.
        for (spec, view) in zip(parsed.views, views) {
            for predicate in spec.predicates {
                let constraint: LayoutConstraint
                switch predicate.object {
                case let .constant(value):
                    constraint = LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                                                  attribute: .notAnAttribute, constant: value)
                case let .view(name):
                    guard let other = viewsByName[name] else { continue }
                    constraint = LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
                                                  attribute: size)
                }
                result.append(prioritised(constraint, predicate.priority))
            }
        }
        // Spaces between neighbours: next.leading REL previous.trailing + space.
        for (index, connection) in parsed.connections.enumerated() {
            let previous = views[index], next = views[index + 1]
            result += spacing(connection, standard: standard) { relation, constant in
                LayoutConstraint(item: next, attribute: leading, relatedBy: relation, toItem: previous, attribute: trailing,
                                 constant: constant)
            }
        }
        // The superview's edges.
        if let edge = parsed.leadingEdge {
            guard let view = views.first, let superview = superview(of: view) else { return [] }
            if edge == .standard {
                result.append(LayoutConstraint(item: view, attribute: leading, relatedBy: .equal,
                                               toItem: superview.layoutMarginsGuide, attribute: leading))
            } else {
                result += spacing(edge, standard: standard) { relation, constant in
                    LayoutConstraint(item: view, attribute: leading, relatedBy: relation, toItem: superview, attribute: leading,
                                     constant: constant)
                }
            }
        }
        if let edge = parsed.trailingEdge {
            guard let view = views.last, let superview = superview(of: view) else { return [] }
            if edge == .standard {
                result.append(LayoutConstraint(item: superview.layoutMarginsGuide, attribute: trailing, relatedBy: .equal,
                                               toItem: view, attribute: trailing))
            } else {
                result += spacing(edge, standard: standard) { relation, constant in
                    LayoutConstraint(item: superview, attribute: trailing, relatedBy: relation, toItem: view, attribute: trailing,
                                     constant: constant)
                }
            }
        }
        // Alignment along the other axis.
        for alignment in LayoutConstraint.FormatOptions.alignments where options.contains(alignment.option) {
            guard alignment.isHorizontal == isVertical else {
                LayoutConstraint.report(format, "an alignment along the format's own axis cannot hold (\(alignment.attribute.name))")
                return []
            }
            for (first, second) in zip(views, views.dropFirst()) {
                result.append(LayoutConstraint(item: first, attribute: alignment.attribute, relatedBy: .equal, toItem: second,
                                               attribute: alignment.attribute))
            }
        }
        return result
    }

    /// The constraints of one connection, made by `make(relation, constant)`.
    private func spacing(
        _ connection: VisualFormat.Connection, standard: CGFloat,
        _ make: (LayoutConstraint.Relation, CGFloat) -> LayoutConstraint
    ) -> [LayoutConstraint] {
        switch connection {
        case .flush:
            return [make(.equal, 0)]
        case .standard:
            return [make(.equal, standard)]
        case let .predicates(predicates):
            return predicates.compactMap { predicate in
                guard case let .constant(value) = predicate.object else { return nil }
                return prioritised(make(predicate.relation, value), predicate.priority)
            }
        }
    }

    private func prioritised(_ constraint: LayoutConstraint, _ priority: Float?) -> LayoutConstraint {
        if let priority { constraint.priority = LayoutPriority(priority) }
        return constraint
    }

    /// The view's superview, or `nil` after reporting that a `|` needs one.
    private func superview(of view: View) -> View? {
        guard let superview = view.superview else {
            let name = viewsByName.first { $0.value === view }?.key ?? "?"
            LayoutConstraint.report(format, "\"|\" is the superview's edge, and \"\(name)\" has no superview")
            return nil
        }
        return superview
    }
}
