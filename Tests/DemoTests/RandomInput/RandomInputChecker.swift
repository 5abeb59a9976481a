import CollectionCore
@testable import CollectionDiagnostics
import CollectionTesting
import DemoKit
import Foundation

/// Checks the invariants of ``RandomInputInvariant`` on a demo that an ``ApplicationLoop``
/// runs on a ``HeadlessBackend``, each time the loop has handled an event, drawn, and waits.
@MainActor
final class RandomInputChecker {
    /// One invariant that did not hold, and what was seen.
    struct Violation: Hashable, Sendable {
        var invariant: RandomInputInvariant
        var message: String
    }

    private let app: DemoApp
    private let backend: HeadlessBackend
    private let minimumSize: CGSize
    /// The diagnostics of the run already looked at.
    private var diagnosticsSeen = 0
    /// Where the focused items are (one check per run).
    private let focus = RandomInputFocusCheck()
    /// The frame whose lines were checked last (rows equal to its rows need no new check).
    private var lastCheckedFrame: Canvas?

    /// The number of frames the loop has drawn.
    private let framesDrawn: () -> Int
    /// Frames drawn at the last check.
    private var framesAtLastCheck = -1
    /// Checks in which the loop drew the frame after everything that happened, so far.
    private var drawnChecks = 0
    /// Whether the presented frame was compared with a redraw at the check of the event it was
    /// drawn for.
    private var frameCompared = true
    /// Whether the presented frame, drawn for the event of its check, differed from the redraw
    /// made then.
    private var frameHalfSettled = false
    /// One check in this many of those redraws anyway (1: each one).
    private let redrawEvery: Int

    init(app: DemoApp, backend: HeadlessBackend, minimumSize: CGSize, redrawEvery: Int, framesDrawn: @escaping () -> Int) {
        self.app = app
        self.backend = backend
        self.minimumSize = minimumSize
        self.redrawEvery = max(1, redrawEvery)
        self.framesDrawn = framesDrawn
    }

    /// The invariants that do not hold after `event` (`nil`: before the first); `midDrag` when
    /// the report just handled moved the pointer of a drag that has not been released.
    func violations(after event: RandomInputEvent?, midDrag: Bool = false) -> [Violation] {
        var found: [Violation] = []
        if let violation = newBugDiagnostics() { found.append(violation) }
        guard let frame = backend.lastFrame else {
            return found + [Violation(invariant: .freshFrame, message: "no frame was presented")]
        }
        if let violation = RandomInputLines.violation(in: frame, unchangedSince: lastCheckedFrame) { found.append(violation) }
        lastCheckedFrame = frame
        let tooSmall = CGFloat(backend.size.columns) < minimumSize.width || CGFloat(backend.size.rows) < minimumSize.height
        // Moving animations to the clock's time, as the loop did before and after it drew: a
        // second time at the same time changes nothing.
        let animating = app.advanceAnimations() != nil
        if let violation = freshFrameViolation(frame, tooSmall: tooSmall, animating: animating) { found.append(violation) }
        let collectionViews = Self.collectionViews(in: app.topScreen)
        for collectionView in collectionViews {
            if let violation = Self.existenceViolation(collectionView) { found.append(violation) }
        }
        // Where the focused item is, once the screen shows the app and nothing moves.
        if case .wheel = event { focus.noteWheel() }
        // A drag across a carousel pans it with the pointer, as the wheel scrolls it: the focus
        // it moves away is exempt until the release, which brings the focus back into view.
        if midDrag { focus.noteWheel() }
        if !tooSmall, !animating {
            found += focus.violations(in: collectionViews)
        }
        return found
    }

    // MARK: Diagnostics

    private func newBugDiagnostics() -> Violation? {
        let all = Diagnostics.collector?.diagnostics ?? []
        let new = all.count > diagnosticsSeen ? all[diagnosticsSeen...] : []
        diagnosticsSeen = all.count
        let bugs = new.filter { RandomInputDiagnostics.isBug($0, columns: backend.size.columns, rows: backend.size.rows) }
        guard !bugs.isEmpty else { return nil }
        return Violation(invariant: .noBugDiagnostic, message: bugs.map(\.description).joined(separator: "\n"))
    }

    // MARK: Fresh frame

    /// The presented frame against a fresh full redraw; and, when nothing animates, a change
    /// the loop left undrawn (while an animation runs, views ask for its next frame, which the
    /// loop wakes up for).
    ///
    /// The loop draws each frame from scratch (into a new canvas). When it drew one for this
    /// event, at the current time, that frame was drawn after everything the event and the
    /// timers did, so it is a fresh full redraw of the state: redrawing again only tests that
    /// drawing is repeatable, and is done on one such check in ``redrawEvery``. When the loop
    /// drew nothing for the event (it was told nothing changed), or drew earlier than now (time
    /// passed and timers ran after it), the state is always redrawn and compared: stale cells
    /// show there.
    private func freshFrameViolation(_ frame: Canvas, tooSmall: Bool, animating: Bool) -> Violation? {
        let size = backend.size
        if frame.width != size.columns || frame.height != size.rows {
            return Violation(invariant: .freshFrame,
                             message: "the last frame is \(frame.width) x \(frame.height) on a \(size.columns) x \(size.rows) screen")
        }
        if !tooSmall, app.needsDisplay, !animating {
            return Violation(invariant: .freshFrame, message: "the loop waits for input with a change not drawn (the root needs display)")
        }
        let frames = framesDrawn()
        defer { framesAtLastCheck = frames }
        let drawnForThisEvent = frames != framesAtLastCheck && backend.frames.last?.time == backend.clock.now
        if drawnForThisEvent {
            frameCompared = false
            frameHalfSettled = false
            drawnChecks += 1
            if drawnChecks % redrawEvery != 0 { return nil }
        }
        var fresh = Canvas(width: size.columns, height: size.rows)
        if tooSmall {
            TooSmallScreen.draw(into: &fresh, minimumSize: minimumSize)
        } else {
            app.render(into: &fresh, at: .zero)
        }
        let same = fresh.width == frame.width && fresh.height == frame.height
            && RandomInputLines.sameCells(fresh.cells, frame.cells, in: fresh.cells.indices)
        if drawnForThisEvent { frameCompared = true }
        guard !same else { return nil }
        var message = Self.difference(presented: frame, fresh: fresh)
        if drawnForThisEvent || frameHalfSettled {
            // Nothing ran between that draw and this one: drawing changed what it drew.
            frameHalfSettled = true
            message += " " + Self.drawnHalfSettled
        } else if !frameCompared {
            message += "\n(The frame was drawn for an earlier event whose check did not redraw it; replay with "
                + "RANDOM_INPUT_REDRAW_EVERY=1 to tell a stale screen from a frame drawn half-settled.)"
        }
        return Violation(invariant: .freshFrame, message: message)
    }

    /// How a fresh-frame message ends when the frame that differs was drawn for the event just
    /// checked (or is that frame, not drawn again since): the loop drew it after everything
    /// the event did, so drawing it changed the state it drew (see ``RandomInputKnownBugs``).
    static let drawnHalfSettled = "(the loop drew this frame after the event; drawing it changed what it drew)"

    /// Where two canvases of one size differ first, as text.
    static func difference(presented: Canvas, fresh: Canvas) -> String {
        for index in presented.cells.indices where presented.cells[index] != fresh.cells[index] {
            let x = index % presented.width, y = index / presented.width
            let shown = presented.cells[index], redrawn = fresh.cells[index]
            return "cell (\(x), \(y)) shows \"\(shown.character)\" (\(HeadlessScreen.describe(shown.style))); a fresh redraw draws \"\(redrawn.character)\" (\(HeadlessScreen.describe(redrawn.style)))\n"
                + "shown row:   |\(presented.lines[y])|\nredrawn row: |\(fresh.lines[y])|"
        }
        return "the canvases differ"
    }

    // MARK: Collection views

    /// The collection views that draw: in `view`'s tree, not hidden.
    static func collectionViews(in view: View) -> [CollectionView] {
        guard !view.isHidden else { return [] }
        var found: [CollectionView] = []
        if let collectionView = view as? CollectionView { found.append(collectionView) }
        for subview in view.subviews { found += collectionViews(in: subview) }
        return found
    }

    /// Focus or selection naming an item the data source does not have, or a duplicate.
    static func existenceViolation(_ collectionView: CollectionView) -> Violation? {
        let dataSource = collectionView.dataSource
        let sections = dataSource.map { $0.numberOfSections(in: collectionView) } ?? 0
        func exists(_ indexPath: IndexPath) -> Bool {
            guard let dataSource, indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections, indexPath.item >= 0
            else { return false }
            return indexPath.item < dataSource.collectionView(collectionView, numberOfItemsInSection: indexPath.section)
        }
        let name = String(describing: type(of: collectionView.superview ?? collectionView))
        if let focus = collectionView.focusedIndexPath, !exists(focus) {
            return Violation(invariant: .itemsExist, message: "\(name): the focus \(focus) names no item (\(sections) sections)")
        }
        let selected = collectionView.indexPathsForSelectedItems ?? []
        if let missing = selected.first(where: { !exists($0) }) {
            return Violation(invariant: .itemsExist, message: "\(name): the selected \(missing) names no item (\(sections) sections)")
        }
        if Set(selected).count != selected.count {
            return Violation(invariant: .itemsExist, message: "\(name): an item is selected twice: \(selected)")
        }
        return nil
    }

}
