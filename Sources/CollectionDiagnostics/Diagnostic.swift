/// One problem that the package recovered from instead of crashing: an invalid snapshot
/// operation, an impossible layout, a batch update whose counts do not add up.
///
/// A diagnostic names where it comes from (`domain`), a stable `kind` that tests and log filters
/// can match, and a human message that names the operation and the identifier at fault.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The part of the package that reported it, for example `"snapshot"` or `"layout"`.
    public var domain: String
    /// A stable name for the kind of problem, for example `"duplicateItem"`.
    public var kind: String
    /// A sentence that explains the problem and the recovery.
    public var message: String

    /// A diagnostic from `domain` of kind `kind`, explained by `message`.
    public init(domain: String, kind: String, message: String) {
        self.domain = domain
        self.kind = kind
        self.message = message
    }

    /// The diagnostic as one line: `[domain.kind] message`.
    public var description: String { "[\(domain).\(kind)] \(message)" }
}

/// A value that can be reported as a ``Diagnostic``, such as ``SnapshotError``.
public protocol DiagnosticConvertible: Sendable {
    /// The diagnostic that describes this value.
    var diagnostic: Diagnostic { get }
}
