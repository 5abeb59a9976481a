import CollectionCore
import Foundation

/// Bugs that random input finds in code this suite may not fix (Sources/CollectionUI, being
/// restructured): each entry names the bug, the invariant it breaks and the condition it shows
/// under, and only that violation under that condition is ignored, so that the suite stays
/// green and keeps checking everything else. Every other violation fails.
///
/// Each entry carries the shortest reproductions found, which `RandomInputKnownBugsTests` plays
/// to check that the bug still shows: when one is fixed, that test fails; remove its entry (the
/// suite checks the invariant there again) and move its reproductions to
/// `RandomInputFixedBugsTests`, where they must play without any violation.
struct RandomInputKnownBugs {
    /// A known bug: its name (for the summary), what it breaks, which violations it explains,
    /// and runs that show it.
    struct Bug: Sendable {
        var name: String
        var invariant: RandomInputInvariant
        /// The targets it shows on (`nil`: all).
        var targets: Set<String>?
        /// Whether a violation's message is this bug's.
        var matches: @Sendable (String) -> Bool
        /// The shortest runs found that show it.
        var reproductions: [RandomInputRun]
    }

    /// The focus message of a cause, as ``RandomInputFocusCheck`` ends it.
    private static func focus(_ cause: RandomInputFocusCheck.OffscreenCause) -> @Sendable (String) -> Bool {
        { $0.hasSuffix(cause.rawValue) }
    }

    /// The known bugs: none at present. The last ones, "focus-not-kept-visible-when-geometry-
    /// changes" in lists and carousels, were fixed; their reproductions are in
    /// `RandomInputFixedBugsTests`. A new bug the suite cannot fix at once goes here, with the
    /// shortest reproductions found.
    static let bugs: [Bug] = []

    /// The known bug that explains `violation` on `target`, if any.
    static func match(_ violation: RandomInputChecker.Violation, target: RandomInputTarget) -> Bug? {
        bugs.first { bug in
            bug.invariant == violation.invariant && (bug.targets?.contains(target.name) ?? true) && bug.matches(violation.message)
        }
    }
}
