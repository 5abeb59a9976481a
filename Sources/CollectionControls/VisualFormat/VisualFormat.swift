import CollectionModel
import CollectionViews
import Foundation

/// A visual format string read into its parts: the axis, the views in order with their size
/// predicates, and the connections between them (and to the superview's edges). Made by
/// ``VisualFormatParser``; ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// turns it into constraints.
struct VisualFormat: Hashable, Sendable {
    /// `H:` (the default) or `V:`.
    enum Axis: Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// What a predicate compares with: a number (a metric is looked up while parsing) or another
    /// view's size.
    enum Object: Hashable, Sendable {
        case constant(CGFloat)
        case view(String)
    }

    /// `(>=20@750)`: a relation, what it compares with and an optional priority.
    struct Predicate: Hashable, Sendable {
        var relation: LayoutConstraint.Relation
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours.
    enum Connection: Hashable, Sendable {
        /// Nothing between (`[a][b]`, `|[a]`): no space.
        case flush
        /// A lone `-`: the standard space.
        case standard
        /// `-20-`, `-(>=8,<=20)-`: the predicates on the space.
        case predicates([Predicate])
    }

    /// A view in brackets, `[name(predicates)]`.
    struct ViewSpec: Hashable, Sendable {
        var name: String
        var predicates: [Predicate]
    }

    var axis: Axis
    /// The connection from the leading (top) edge of the superview, when the format starts at `|`.
    var leadingEdge: Connection?
    /// The views, at least one.
    var views: [ViewSpec]
    /// The connections between neighbouring views (one fewer than ``views``).
    var connections: [Connection]
    /// The connection to the trailing (bottom) edge of the superview, when the format ends at `|`.
    var trailingEdge: Connection?
}

/// Why a visual format string could not be read: where (a zero-based character offset) and
/// what was expected there.
struct VisualFormatError: Error, Hashable, Sendable, DiagnosticConvertible {
    var format: String
    var position: Int
    var reason: String

    var diagnostic: Diagnostic {
        let marked = String(format.prefix(position)) + "⟦here⟧" + String(format.dropFirst(position))
        return Diagnostic(
            domain: "layout", kind: "visualFormat",
            message: "Unable to read the visual format \"\(format)\" at position \(position): \(reason) (\(marked)). "
                + "No constraints were made from it.")
    }
}
