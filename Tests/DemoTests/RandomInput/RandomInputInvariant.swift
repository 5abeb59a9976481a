import CollectionCore
import DemoKit
import Foundation

/// What a random-input run checks after every event.
enum RandomInputInvariant: String, Hashable, Sendable, CaseIterable {
    /// The run ends as its script does: the loop neither throws nor returns a status other than
    /// 129 (input closed) or 0 (`q` quit, after which the run starts the loop again), and never
    /// spins (reads input 10,000 times in a row without waiting). And no crash: a crash ends the
    /// test process (run with `RANDOM_INPUT_VERBOSE=1` to see the seed of the run it ended).
    case loopRuns = "the loop runs to the end of the input"
    /// No diagnostic of a kind that ``RandomInputDiagnostics`` calls a bug was reported.
    case noBugDiagnostic = "no diagnostic of a bug kind"
    /// Every row of the presented frame is as wide as the canvas by the canvas's cell model: a
    /// wide grapheme's left half followed by its continuation cell, never cut by the last
    /// column, each cell's grapheme as wide as `TerminalText` measures it, no control
    /// characters; and `TerminalText.width(of:)` of each line at most the canvas's width.
    case linesFit = "every drawn line fits the canvas"
    /// The presented frame is what a fresh full redraw of the same state draws, cell for cell
    /// and style for style, and nothing asked for a redraw that the loop has not made (no stale
    /// cells).
    case freshFrame = "the screen is a fresh full redraw of the state"
    /// The focused item of each collection view on screen is as visible as its size allows
    /// (inside the view's bounds, below any pinned header; an item larger than the view covers
    /// it), checked in cells as drawn, whenever the screen shows the app and nothing animates.
    /// In a carousel (an orthogonal section, drawn clipped to its band across the view) the
    /// horizontal extent counts when one of the carousel's resting offsets can show the item
    /// (a `.paging` carousel cuts an item across a page boundary at every one, by design). A
    /// focused item that the wheel scrolled away is exempt until the focus moves or it shows
    /// again: scrolling does not move the focus, as in UIKit.
    case focusVisible = "the focused item is fully visible"
    /// Focus and selection name items that the data source has; nothing is selected twice.
    case itemsExist = "selection and focus refer to items that exist"
}

/// Which diagnostics are bugs when the demo runs on random input.
///
/// Under random keys, mouse events, resizes and time, the demo's own code makes every call into
/// the package: a diagnostic means that code (or the package) did something invalid, and that
/// is a bug, whatever its kind, unless it is listed here as the report of a condition that the
/// user or the terminal, not the program, brings about. Kinds not listed are bugs, so a new
/// kind fails until it is classified.
///
/// Expected (not bugs):
/// - `curses.colorPairsExhausted`: the terminal has fewer colour pairs than the screen uses;
///   the front end shows the nearest pair (a property of the terminal).
/// - `canvas.tooLarge`: a terminal of more than 100,000,000 cells; an empty canvas is drawn
///   (a property of the terminal; random sizes stop at 300 x 100).
/// - On a screen smaller than the demo's minimum size only: the layout's reports that an item
///   or group has no room (``expectedBelowMinimumSize``).
///
/// Bugs (every other kind; those the package reports today): `canvas.negativeSize`,
/// `canvas.outOfBounds`, `cell.unsupportedConfiguration`, `collectionView.invalidBatchUpdate`,
/// `collectionView.invalidIndexPath`, `collectionView.nilItem`, `collectionView.noCellProvider`,
/// `collectionView.unregisteredCell`, `collectionView.unregisteredSupplementaryView`,
/// `dataManager.unhashableItem`, `dataManager.unhashableSection`, `dataManager.wrongItemType`,
/// `dataSource.nilCell`, `declarative.unregisteredItemType`, `layout.estimatedSizeChangesGroup`,
/// `layout.invalidContainer`, `layout.invalidDimension`, `layout.invalidFittingSize`,
/// `layout.invalidIndexPath`, `layout.invalidItemSize`, `layout.invalidSize`,
/// `layout.missingSection`, `navigation.duplicateScreen`, `scroll.invalidContentSize`,
/// `scroll.nonFiniteValue`, `view.negativeSize`, `view.nonFiniteValue`, `view.subviewCycle`,
/// and every `snapshot.*` kind (`duplicateItemInCall`, `itemAlreadyPresent`, `itemNotFound`, …):
/// the demo builds its snapshots itself.
@MainActor
enum RandomInputDiagnostics {
    /// `domain.kind` of the diagnostics that are not bugs.
    static let expected: Set<String> = ["curses.colorPairsExhausted", "canvas.tooLarge"]

    /// `domain.kind` of the compositional layout's reports that a group or item has no room in
    /// its container: not bugs on a screen smaller than the demo's minimum size (40 x 12), where
    /// a layout has nothing to fit in (a 1-column terminal leaves a list inset by 2 no width);
    /// bugs on any larger screen.
    static let expectedBelowMinimumSize: Set<String> = [
        "layout.zeroLengthItem", "layout.groupTooSmall", "layout.emptyGroupLayout", "layout.itemDoesNotFit",
    ]

    /// Whether `diagnostic`, reported on a screen of `columns` x `rows`, is a bug.
    static func isBug(_ diagnostic: Diagnostic, columns: Int, rows: Int) -> Bool {
        let name = diagnostic.domain + "." + diagnostic.kind
        if expected.contains(name) { return false }
        let belowMinimum = CGFloat(columns) < DemoApp.minimumSize.width || CGFloat(rows) < DemoApp.minimumSize.height
        return !(belowMinimum && expectedBelowMinimumSize.contains(name))
    }
}
