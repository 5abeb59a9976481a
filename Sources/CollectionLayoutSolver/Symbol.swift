/// A column of the solver's tableau. External symbols stand for ``Variable``s and may take any
/// value; slack and error symbols are at least 0 (slacks turn inequalities into equations,
/// errors measure how far a non-required constraint is broken); dummy symbols are always 0 and
/// mark required equations so that they can be removed again.
///
/// The id and the kind are packed into one integer (`id << 2 | kind`), so that a symbol is one
/// word, a row's cell two, and symbols compare by id with one integer comparison.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case external = 0, slack, error, dummy
    }

    /// `id << 2 | kind.rawValue`.
    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    /// Unique within one solver, in creation order: the solver's choices take the lowest id
    /// (Bland's rule), which keeps the simplex from cycling and the results deterministic.
    @inline(__always) var id: Int { raw >> 2 }
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 3).unsafelyUnwrapped }

    @inline(__always) var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    @inline(__always) var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    @inline(__always) var isError: Bool { raw & 3 == Kind.error.rawValue }
    /// Slack, error and dummy symbols may not be negative.
    @inline(__always) var isRestricted: Bool { raw & 3 != Kind.external.rawValue }
    /// Symbols the simplex may bring into the basis: slacks and errors.
    @inline(__always) var isPivotable: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }

    @inline(__always) static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
