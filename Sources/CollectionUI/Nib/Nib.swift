import CollectionDiagnostics
import CollectionViews
import Foundation

/// A nib file, as `UINib`: code that registers or loads nibs compiles, but a terminal has no
/// Interface Builder archives to load. Loading one reports a single diagnostic naming the nib
/// (domain `nib`, kind `unavailable`) and answers no objects, never a crash:
///
/// - ``instantiate(withOwner:options:)`` answers `[]`;
/// - a collection view's or table view's `register(_:forCellWithReuseIdentifier:)` (or
///   `forCellReuseIdentifier:`, `forSupplementaryViewOfKind:withReuseIdentifier:`,
///   `forHeaderFooterViewReuseIdentifier:`) with a nib registers the plain cell or view class,
///   and dequeuing one gives that plain view.
///
/// Build the view in code instead: a cell class with `init(frame:)` registered with
/// `register(_:forCellWithReuseIdentifier:)`, or a `CellRegistration`.
@MainActor
public final class Nib {
    /// What `instantiate(withOwner:options:)` may be given, as `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to from outside, as `UINib.OptionsKey.externalObjects`.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as given (`"<data>"` for a nib made from data).
    public let nibName: String
    /// The bundle it was to be read from.
    public let bundle: Bundle?
    private var reported = false

    /// A nib named `name` in `bundleOrNil` (the main bundle when `nil`), as
    /// `UINib(nibName:bundle:)`. Nothing is read.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// A nib of archived `data`, as `UINib(data:bundle:)`. Nothing is read.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = "<data>"
        bundle = bundleOrNil
    }

    /// The nib's top-level objects, as UIKit's `instantiate(withOwner:options:)`: none here,
    /// with the nib's diagnostic (once per nib).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        reportUnavailable(instead: "instantiate(withOwner:options:) answers no objects")
        return []
    }

    /// Reports, the first time only, that the nib cannot be loaded and what happens `instead`.
    package func reportUnavailable(instead: String) {
        guard !reported else { return }
        reported = true
        Diagnostics.report(Diagnostic(
            domain: "nib", kind: "unavailable",
            message: "UINib(nibName: \"\(nibName)\"): nibs and storyboards cannot be loaded on the terminal; \(instead). "
                + "Build the view in code (init(frame:) and a registered class, or a CellRegistration)."))
    }
}

extension Bundle {
    /// The top-level objects of the nib `name`, as UIKit's `loadNibNamed(_:owner:options:)`:
    /// `nil` here, with the nib's diagnostic (see ``Nib``).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        Nib(nibName: name, bundle: self).reportUnavailable(instead: "loadNibNamed(_:owner:options:) answers nil")
        return nil
    }
}
