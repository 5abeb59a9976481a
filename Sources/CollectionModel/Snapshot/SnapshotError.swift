/// An invalid snapshot operation. Snapshots never crash on one: they recover as each case
/// documents and report the error through ``Diagnostics`` (or throw it from
/// ``DiffableDataSourceSnapshot/validating(_:)``).
///
/// Identifiers are carried as their `String(describing:)` text so that the error is `Sendable`
/// whatever the identifier type.
public enum SnapshotError: Error, Hashable, Sendable, DiagnosticConvertible, CustomStringConvertible {
    /// The same item appears twice in one call; the first is kept, the repeat ignored.
    case duplicateItemInCall(operation: String, item: String)
    /// The same section appears twice in one call; the first is kept, the repeat ignored.
    case duplicateSectionInCall(operation: String, section: String)
    /// The item is already in the snapshot; it is moved to the requested place (UIKit's
    /// documented behaviour for appending an existing identifier).
    case itemAlreadyPresent(operation: String, item: String)
    /// The section is already in the snapshot; it is moved, with its items, to the requested
    /// place.
    case sectionAlreadyPresent(operation: String, section: String)
    /// The item is not in the snapshot; the operation ignores it.
    case itemNotFound(operation: String, item: String)
    /// The section is not in the snapshot; the operation changes nothing.
    case sectionNotFound(operation: String, section: String)
    /// The anchor item is not in the snapshot; the operation changes nothing.
    case anchorItemNotFound(operation: String, item: String)
    /// The anchor section is not in the snapshot; the operation changes nothing.
    case anchorSectionNotFound(operation: String, section: String)
    /// Items were appended but the snapshot has no section; the operation changes nothing.
    case noSection(operation: String)
    /// An item was moved or inserted relative to itself; the operation changes nothing.
    case itemRelativeToItself(operation: String, item: String)
    /// A section was moved or inserted relative to itself; the operation changes nothing.
    case sectionRelativeToItself(operation: String, section: String)

    /// A stable name for the case, used as the diagnostic's kind.
    public var kind: String {
        switch self {
        case .duplicateItemInCall: "duplicateItemInCall"
        case .duplicateSectionInCall: "duplicateSectionInCall"
        case .itemAlreadyPresent: "itemAlreadyPresent"
        case .sectionAlreadyPresent: "sectionAlreadyPresent"
        case .itemNotFound: "itemNotFound"
        case .sectionNotFound: "sectionNotFound"
        case .anchorItemNotFound: "anchorItemNotFound"
        case .anchorSectionNotFound: "anchorSectionNotFound"
        case .noSection: "noSection"
        case .itemRelativeToItself: "itemRelativeToItself"
        case .sectionRelativeToItself: "sectionRelativeToItself"
        }
    }

    /// A sentence that names the operation and the identifier, and says how the snapshot recovered.
    public var description: String {
        switch self {
        case let .duplicateItemInCall(operation, item):
            "\(operation): item \(item) appears more than once in the call; the first is kept"
        case let .duplicateSectionInCall(operation, section):
            "\(operation): section \(section) appears more than once in the call; the first is kept"
        case let .itemAlreadyPresent(operation, item):
            "\(operation): item \(item) is already in the snapshot; it is moved to the new place"
        case let .sectionAlreadyPresent(operation, section):
            "\(operation): section \(section) is already in the snapshot; it is moved to the new place"
        case let .itemNotFound(operation, item):
            "\(operation): item \(item) is not in the snapshot; it is ignored"
        case let .sectionNotFound(operation, section):
            "\(operation): section \(section) is not in the snapshot; nothing changed"
        case let .anchorItemNotFound(operation, item):
            "\(operation): anchor item \(item) is not in the snapshot; nothing changed"
        case let .anchorSectionNotFound(operation, section):
            "\(operation): anchor section \(section) is not in the snapshot; nothing changed"
        case let .noSection(operation):
            "\(operation): the snapshot has no section to append to; nothing changed"
        case let .itemRelativeToItself(operation, item):
            "\(operation): item \(item) cannot be placed relative to itself; nothing changed"
        case let .sectionRelativeToItself(operation, section):
            "\(operation): section \(section) cannot be placed relative to itself; nothing changed"
        }
    }

    /// The error as a diagnostic of the `snapshot` domain, whose kind is the case's name.
    public var diagnostic: Diagnostic {
        Diagnostic(domain: "snapshot", kind: kind, message: description)
    }
}

/// The errors that a ``DiffableDataSourceSnapshot/validating(_:)`` block ran into; the snapshot
/// was left as it was before the block.
public struct SnapshotValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every error, in the order the operations met them.
    public var errors: [SnapshotError]

    /// Every error's description, one per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
