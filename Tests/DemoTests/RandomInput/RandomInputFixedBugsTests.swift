import CollectionCore
import DemoKit
import Foundation
import Testing

/// Bugs that random input found and that were fixed in the library: their shortest
/// reproductions, once known bugs the suite tolerated (`RandomInputKnownBugs`), now play
/// without any violation, known or not.
@Suite @MainActor struct RandomInputFixedBugsTests {
    /// A fixed bug: its name as it was known, and the runs that showed it.
    nonisolated struct Fixed: Sendable, CustomTestStringConvertible {
        var name: String
        var reproductions: [RandomInputRun]
        var testDescription: String { name }
    }

    nonisolated static let fixed: [Fixed] = [
        // CollectionView scrolled to the focused item with the geometry of the moment it moved,
        // and not again when the geometry changed (a resize, rows measured once on screen or
        // again after an update): its layout pass now scrolls a focus that was in view back
        // into view when its frame or the view's size changes. (The rarer cases are below.)
        Fixed(name: "focus-not-kept-visible-when-geometry-changes (as first reproduced)", reproductions: [
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
            RandomInputRun(target: .screen(.insertionSort), mode: .shipped, columns: 145, rows: 47, events: [
                .key(.character("s")), .key(.enter), .key(.pageDown), .key(.pageDown), .resize(columns: 78, rows: 12),
                .key(.character("s")),
            ]),
        ]),
        // Home focused the first item, then scrolled to the top of the content, cutting the
        // item in a view too short for both: it now scrolls to the top first, and the item wins.
        Fixed(name: "home-scrolls-first-item-out-of-a-short-view", reproductions: [
            RandomInputRun(target: .gallery(.listAppearances), mode: .anySize, columns: 125, rows: 12, events: [
                .key(.escape), .key(.tab), .resize(columns: 25, rows: 3), .key(.home),
            ]),
        ]),
        // Measuring self-sizing cells stopped after four passes and drew a half-settled layout:
        // the pass now runs until no new cell comes into view.
        Fixed(name: "drawing-stops-before-self-sizing-settles", reproductions: [
            RandomInputRun(target: .screen(.tableEditing), mode: .anySize, columns: 3, rows: 14, events: [
                .key(.end), .key(.character("e")), .key(.home),
            ], redrawEvery: 1),
        ]),
        // A click on an item of a continuousGroupLeadingBoundary carousel cut at the right edge
        // focused it, and the carousel came to rest on the nearest group boundary, the current
        // one: the item stayed cut. The reveal now rests on a boundary that shows the item.
        Fixed(name: "carousel-reveal-rests-on-a-boundary-that-cuts-the-item", reproductions: [
            RandomInputRun(target: .gallery(.orthogonalSectionBehaviors), mode: .anySize, columns: 140, rows: 34, events: [
                .click(x: 131, y: 9, button: .primary),
            ]),
        ]),
        // The rarer cases random input kept finding (20 in 101,893 events): Page Down whose
        // target row may not take focus (an outline's heading) left the focus behind, scrolled
        // out of view, and now moves it to the nearest row on screen that may; and an update
        // that moved the offset while the rows were estimates (expanding Home's last outline
        // parent) scrolled back to the focused row's estimated frame without noting it, so that
        // the layout pass, finding the row back at its old frame once measured, did not scroll
        // to it again: the update now notes the reveal.
        Fixed(name: "focus-not-kept-visible-when-geometry-changes (paging onto a heading, an update while estimated)", reproductions: [
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
        // The same in carousels: a reveal still gliding when the view was resized kept its
        // target, worked out for the old width, and carried the focused card out of view after
        // the layout pass had brought it back; and while it glided the card counted as not
        // shown, so a resize did not scroll to it at all. The layout pass now lands a gliding
        // reveal before it scrolls, and a card being revealed counts as shown.
        Fixed(name: "carousel-focus-not-kept-visible-when-geometry-changes (a reveal gliding through a resize)", reproductions: [
            RandomInputRun(target: .screen(.appStore), mode: .anySize, columns: 44, rows: 30, events: [
                .key(.right), .resize(columns: 12, rows: 6), .key(.character("#")),
            ]),
            RandomInputRun(target: .gallery(.orthogonalSections), mode: .anySize, columns: 276, rows: 96, events: [
                .resize(columns: 52, rows: 28), .click(x: 33, y: 12, button: .primary), .key(.right),
                .resize(columns: 44, rows: 19), .key(.character(".")),
            ]),
            RandomInputRun(target: .gallery(.orthogonalSectionBehaviors), mode: .anySize, columns: 42, rows: 28, events: [
                .resize(columns: 80, rows: 22), .key(.escape), .click(x: 46, y: 15, button: .primary),
                .key(.pageDown), .key(.pageDown), .resize(columns: 83, rows: 17), .key(.tab),
            ]),
            RandomInputRun(target: .screen(.declarative), mode: .anySize, columns: 70, rows: 22, events: [
                .resize(columns: 44, rows: 2), .key(.backspace), .key(.pageDown), .key(.character(" ")), .key(.right),
                .resize(columns: 83, rows: 21), .key(.character("7")),
            ]),
        ]),
        // And with two resizes: a reveal aimed for the old width was still gliding when the view
        // grew; the card showed, so nothing scrolled, and the reveal then landed where the card
        // was cut. A size change now lands animations under way before the focus is checked.
        Fixed(name: "carousel-focus-not-kept-visible-after-two-resizes", reproductions: [
            RandomInputRun(target: .screen(.customConfigurations), mode: .anySize, columns: 113, rows: 19, events: [
                .key(.backspace), .key(.down), .key(.enter), .key(.right), .resize(columns: 31, rows: 11),
                .key(.right), .key(.left), .resize(columns: 64, rows: 66), .key(.character(" ")),
            ]),
        ]),
        // In a view one row tall beside a list header (z index 1, pinned or not), the header was
        // taken for a pinned one covering the row: the visible area was empty, and Page Up moved
        // the focus to an item the scroll could not show. A header that would leave no row is
        // no longer taken off, and paging at the top stays on the first item.
        Fixed(name: "paging-in-a-one-row-view-beside-a-header", reproductions: [
            RandomInputRun(target: .screen(.reload), mode: .anySize, columns: 8, rows: 5, events: [.key(.right), .key(.pageUp)]),
        ]),
        // Random input found a resize while a carousel glided to the focused card (or right after
        // a click on a cut card) leaving the card cut at the new width: the layout pass now makes a
        // reveal it starts land at once (nothing may start animating while a frame is drawn).
        Fixed(name: "carousel-focus-not-kept-visible-when-geometry-changes", reproductions: [
            RandomInputRun(target: .home, mode: .anySize, columns: 106, rows: 12, events: [
                .click(x: 66, y: 5, button: .primary), .key(.right), .key(.character("a")),
                .resize(columns: 92, rows: 27), .resize(columns: 71, rows: 24), .key(.enter),
            ]),
            RandomInputRun(target: .screen(.layoutGallery), mode: .anySize, columns: 47, rows: 26, events: [
                .click(x: 41, y: 22, button: .primary),
                .drag([.init(x: 31, y: 6), .init(x: 32, y: 5), .init(x: 30, y: 7), .init(x: 30, y: 7), .init(x: 30, y: 7)]),
                .key(.character("?")), .key(.tab), .key(.right), .key(.character("5")),
                .resize(columns: 74, rows: 87), .resize(columns: 264, rows: 8), .key(.character("q")),
            ]),
        ]),
    ]

    @Test(arguments: fixed)
    func theReproductionsPlayWithoutAViolation(_ bug: Fixed) {
        for run in bug.reproductions {
            let outcome = run.play()
            #expect(outcome.failure == nil, "\(bug.name) on \(run.target.name): \(outcome.failure?.message ?? "")")
            #expect(outcome.knownBugs.isEmpty, "\(bug.name) on \(run.target.name): \(outcome.knownBugs)")
        }
    }
}
