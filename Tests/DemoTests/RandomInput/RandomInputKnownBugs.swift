import CollectionCore
import Foundation

/// Bugs that random input finds in code this suite may not fix (Sources/CollectionUI, being
/// restructured): each entry names the bug, the invariant it breaks and the condition it shows
/// under, and only that violation under that condition is ignored, so that the suite stays
/// green and keeps checking everything else. Every other violation fails.
///
/// Each entry carries the shortest reproductions found, which `RandomInputKnownBugsTests` plays
/// to check that the bug still shows: when one is fixed, that test fails; remove its entry, and
/// the suite checks the invariant there again.
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
        // CollectionView (Sources/CollectionUI/View) scrolls to the focused item when the focus
        // moves or an update runs, with the geometry of that moment, and not again when the
        // geometry changes afterwards: when its own size changes (it keeps its content offset:
        // a terminal resize, the Products search field opening, a screen made at one size and
        // shown at another) or when rows move because cells measure themselves at another
        // height (self-sizing list rows that wrap, measured once on screen by
        // `updateVisibleElementsIfNeeded`, or measured again after an update). The focused item
        // ends up cut or outside the view until the focus moves, although scrolling to it now
        // would show it. Reproductions: End on the home screen at 64 x 14 (the last row wraps to
        // two rows once measured; the second is cut); a resize of List Appearances; on the home
        // screen at 106 x 12, rows measured at 106 columns keep one row at 25 columns until a
        // click's update measures them again at two, pushing the focused row out of view; the
        // same after a resize from 62 to 51 columns, where collapsing "Lists: Editing" with a
        // click re-measures the rows above it.
        Bug(name: "focus-not-kept-visible-when-geometry-changes", invariant: .focusVisible, targets: nil,
            matches: focus(.geometryChanged), reproductions: [
                RandomInputRun(target: .home, mode: .anySize, columns: 64, rows: 14, events: [.key(.end)]),
                RandomInputRun(target: .gallery(.listAppearances), mode: .anySize, columns: 69, rows: 25, events: [
                    .key(.right), .key(.tab), .resize(columns: 45, rows: 5),
                ]),
                RandomInputRun(target: .home, mode: .anySize, columns: 106, rows: 12, events: [
                    .key(.left), .key(KeyEvent(.enter, modifiers: [.alt])), .resize(columns: 25, rows: 5), .key(.down),
                    .click(x: 2, y: 3, button: .primary),
                ]),
                RandomInputRun(target: .screen(.customLayout), mode: .anySize, columns: 138, rows: 40, events: [
                    .resize(columns: 62, rows: 21), .key(.backspace), .resize(columns: 51, rows: 26), .click(x: 27, y: 18, button: .primary),
                ]),
                // The focus left out of view by a resize then follows its item to another index
                // path in a shuffle: still the same focus, still out of view.
                RandomInputRun(target: .screen(.insertionSort), mode: .shipped, columns: 145, rows: 47, events: [
                    .key(.character("s")), .key(.enter), .key(.pageDown), .key(.pageDown), .resize(columns: 78, rows: 12),
                    .key(.character("s")),
                ]),
            ]),
        // CollectionView.focusEdge(first: true) (Sources/CollectionUI/View/CollectionView+Focus):
        // Home focuses the first item, which scrolls it into view, then sets the content offset
        // to the top of the content; in a view too short to show what is above the item (a
        // section header, a top inset) and the item, the item is cut or hidden. Reproduction:
        // the layout gallery's list in a one-row view, where its first row is below the
        // inset-grouped header.
        Bug(name: "home-scrolls-first-item-out-of-a-short-view", invariant: .focusVisible, targets: nil,
            matches: focus(.scrolledToTop), reproductions: [
                RandomInputRun(target: .gallery(.listAppearances), mode: .anySize, columns: 125, rows: 12, events: [
                    .key(.escape), .key(.tab), .resize(columns: 25, rows: 3), .key(.home),
                ]),
            ]),
        // The compositional layout's reveal of an item in a carousel
        // (Sources/CollectionUI/Layout/Compositional/CollectionViewCompositionalLayout+Scrolling,
        // `orthogonalOffset(revealing:)`) proposes the offset that just shows the item and asks
        // `targetOrthogonalContentOffset` where to rest; for `.continuousGroupLeadingBoundary`
        // that is the nearest group boundary whatever the direction, which can be the current
        // one, so the carousel does not move and the item stays cut, although the next boundary
        // shows it. Reproduction: a click on the third item of the
        // continuousGroupLeadingBoundary row of Orthogonal Section Behaviors, cut at the right
        // edge: it is focused and stays cut.
        Bug(name: "carousel-reveal-rests-on-a-boundary-that-cuts-the-item", invariant: .focusVisible, targets: nil,
            matches: focus(.carouselRestsCut), reproductions: [
                RandomInputRun(target: .gallery(.orthogonalSectionBehaviors), mode: .anySize, columns: 140, rows: 34, events: [
                    .click(x: 131, y: 9, button: .primary),
                ]),
            ]),
        // CollectionView's `visibleContentRect` (Sources/CollectionUI/View/CollectionView+Scrolling)
        // takes every supplementary view with a z index above 0 that overlaps the top edge for a
        // pinned header and leaves it out of the visible area; list section headers have z
        // index 1 whether pinned or not. In a view one row tall whose row a header takes, the
        // visible area is empty, and Page Up / Page Down (`page(by:)`, which also skips the
        // focused item when it looks for the item under the probe) move the focus to an item
        // that the scroll then cannot show. Reproduction: Reload at 8 x 5 (a one-row list):
        // Page Up moves the focus down, to Iron Man, off screen.
        Bug(name: "paging-in-a-one-row-view-beside-a-header", invariant: .focusVisible, targets: nil,
            matches: focus(.oneRowWithHeader), reproductions: [
                RandomInputRun(target: .screen(.reload), mode: .anySize, columns: 8, rows: 5, events: [.key(.right), .key(.pageUp)]),
            ]),
        // CollectionView.updateVisibleElementsIfNeeded (Sources/CollectionUI/View/
        // CollectionView+VisibleElements) measures the cells that came into view and lays out
        // again, at most four times per draw; when that does not settle (self-sizing rows that
        // keep changing height, such as the editing list's rows at three columns, where the
        // delete control and the grip leave no room for text), it draws the half-settled layout
        // and asks for no further frame: the screen shows rows at their old places (a delete
        // control missing, another one row too low) until the next event. Reproduction:
        // UITableView: Editing at 3 x 14, any size: End, e (editing), Home.
        Bug(name: "drawing-stops-before-self-sizing-settles", invariant: .freshFrame, targets: nil,
            matches: { $0.hasSuffix(RandomInputChecker.drawnHalfSettled) }, reproductions: [
                RandomInputRun(target: .screen(.tableEditing), mode: .anySize, columns: 3, rows: 14, events: [
                    .key(.end), .key(.character("e")), .key(.home),
                ], redrawEvery: 1),
            ]),
    ]

    /// The known bug that explains `violation` on `target`, if any.
    static func match(_ violation: RandomInputChecker.Violation, target: RandomInputTarget) -> Bug? {
        bugs.first { bug in
            bug.invariant == violation.invariant && (bug.targets?.contains(target.name) ?? true) && bug.matches(violation.message)
        }
    }
}
