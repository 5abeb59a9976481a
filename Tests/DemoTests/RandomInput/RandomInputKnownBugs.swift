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

    /// The known bugs.
    static let bugs: [Bug] = [
        // CollectionView keeps a focused item in view when the geometry changes (its layout pass
        // scrolls it back after a resize or cells measured on screen; the reproductions that
        // showed it before are in `RandomInputFixedBugsTests`), but random input still finds
        // rarer cases (20 in the 101,893 events of a CI run, on 8 of 27 targets): in a narrow
        // view, after a resize, the focus on a self-sizing row several rows tall, moved by paging
        // or Home/End, ends cut by a row. Not yet understood: the pass compares the item's frame
        // and the view's size with those it saw when it last scrolled to the item. Reproductions:
        // Mixed Types at 15 x 11 (a click, then Page Down twice), Home at 15 x 51 (End, Right,
        // Right on the last group).
        Bug(name: "focus-not-kept-visible-when-geometry-changes", invariant: .focusVisible, targets: nil,
            matches: focus(.geometryChanged), reproductions: [
                // Home's last group (UIKit Sample Screens) is folded first (End, ←, ←), so that ↑ ←
                // reach the Lists: Editing group as End ← did before that group was added.
                RandomInputRun(target: .screen(.customLayout), mode: .anySize, columns: 152, rows: 21, events: [
                    .key(.escape), .key(.end), .key(.left), .key(.left), .key(.up), .key(.left), .resize(columns: 15, rows: 11),
                    .mouse(.press(.primary), x: 3, y: 6), .key(.pageDown), .key(.pageDown),
                ]),
                RandomInputRun(target: .gallery(.grid), mode: .anySize, columns: 159, rows: 46, events: [
                    .key(.escape), .key(.escape), .key(.end), .key(.left), .key(.character(" ")), .resize(columns: 15, rows: 51),
                    .key(.home), .key(.left), .key(.end), .key(.right), .key(.right),
                ]),
            ]),
    ]

    /// The known bug that explains `violation` on `target`, if any.
    static func match(_ violation: RandomInputChecker.Violation, target: RandomInputTarget) -> Bug? {
        bugs.first { bug in
            bug.invariant == violation.invariant && (bug.targets?.contains(target.name) ?? true) && bug.matches(violation.message)
        }
    }
}
