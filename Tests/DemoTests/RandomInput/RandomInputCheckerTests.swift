@testable import CollectionControls
import CollectionCore
@testable import CollectionLayouts
@testable import CollectionTableViews
@testable import CollectionUI
@testable import CollectionViews
import DemoKit
import Foundation
import Testing

/// The random-input checks catch what they are for: each test breaks one invariant on purpose
/// in the middle of a run (from the run's inspection hook, just before a check) and expects the
/// run to fail with that invariant.
@Suite @MainActor struct RandomInputCheckerTests {
    /// The failure of `events` on `target` when `breakState` runs before the check after the
    /// first event.
    func failureOf(_ target: RandomInputTarget, events: [RandomInputEvent] = [.key(.down), .key(.down)], redrawEvery: Int = 4,
                   breaking breakState: @escaping (DemoApp) -> Void) -> RandomInputRun.Failure? {
        var run = RandomInputRun(target: target, mode: .shipped, columns: 80, rows: 24, events: events)
        run.redrawEvery = redrawEvery
        return run.play { app, _, index in
            if index == 0 { breakState(app) }
        }.failure
    }

    @Test func aRunOfTheseEventsPassesUntouched() {
        #expect(failureOf(.screen(.insertionSort), breaking: { _ in }) == nil)
    }

    @Test func aChangeTheLoopWasNotToldAboutIsAStaleScreen() throws {
        // The navigation stack draws its title bar in this style, and setting it asks for no
        // redraw. After a key that changes nothing the loop draws nothing, and the check redraws.
        let restyle: (DemoApp) -> Void = { app in app.stack.titleBarStyle = Style(foreground: .tint, attributes: .underline) }
        let failure = try #require(failureOf(.home, events: [.key(KeyEvent(.function(5))), .key(.down)], breaking: restyle))
        #expect(failure.invariant == .freshFrame)
        #expect(failure.eventIndex == 0)
        #expect(failure.message.contains("underline"))
        // A change between the loop's draw for an event and the check (nothing in a real run
        // does that) is taken for drawing that changed what it drew (a frame drawn half-settled).
        let run = RandomInputRun(target: .home, mode: .shipped, columns: 80, rows: 24, events: [.key(.down), .key(.down)], redrawEvery: 1)
        let outcome = run.play { app, _, index in if index == 0 { restyle(app) } }
        let halfSettled = try #require(outcome.failure)
        #expect(halfSettled.invariant == .freshFrame)
        #expect(halfSettled.message.hasSuffix(RandomInputChecker.drawnHalfSettled))
    }

    @Test func aChangeLeftWaitingForADrawIsAStaleScreen() throws {
        let failure = try #require(failureOf(.home) { app in app.home.setNeedsDisplay() })
        #expect(failure.invariant == .freshFrame)
        #expect(failure.message.contains("needs display"))
    }

    @Test func aBugDiagnosticFailsAndTheTerminalsOwnDoNot() throws {
        let failure = try #require(failureOf(.home) { _ in
            Diagnostics.report(Diagnostic(domain: "snapshot", kind: "itemNotFound", message: "deleteItems(_:): item 7 is not in the snapshot"))
        })
        #expect(failure.invariant == .noBugDiagnostic)
        #expect(failure.message.contains("item 7"))
        #expect(failureOf(.home) { _ in
            Diagnostics.report(Diagnostic(domain: "curses", kind: "colorPairsExhausted", message: "All 64 colour pairs are in use"))
        } == nil)
    }

    @Test func aFocusOnNoItemFails() throws {
        let failure = try #require(failureOf(.home) { app in
            app.home.collectionView.focusNavigation.follow(to: IndexPath(item: 99, section: 0))
        })
        #expect(failure.invariant == .itemsExist)
    }

    @Test func aFocusTheViewWasNeverScrolledToFails() throws {
        // The focus moves to the last row without a scroll: neither the wheel nor a change of
        // geometry explains it.
        let failure = try #require(failureOf(.home) { app in
            let list = app.home.collectionView
            list.focusNavigation.follow(to: IndexPath(item: list.numberOfItems(inSection: 0) - 1, section: 0))
        })
        #expect(failure.invariant == .focusVisible)
        #expect(RandomInputKnownBugs.match(RandomInputChecker.Violation(invariant: failure.invariant, message: failure.message),
                                           target: .home) == nil)
    }

    @Test func aFocusScrolledAwayByTheWheelIsLeftAlone() {
        // Scrolling does not move the focus: the first row leaves the view and stays focused.
        let events: [RandomInputEvent] = [.resize(columns: 80, rows: 14)]
            + Array(repeating: .wheel(.down, x: 10, y: 5, shift: false), count: 4) + [.key(.character("x"))]
        let run = RandomInputRun(target: .home, mode: .shipped, columns: 80, rows: 14, events: events)
        var scrolled = false
        let outcome = run.play { app, _, _ in scrolled = scrolled || app.home.collectionView.contentOffset.y > 3 }
        #expect(scrolled)
        #expect(outcome.failure == nil)
    }

    @Test func aRunStoppedByAFailureFreesTheDemoItRan() throws {
        weak var played: DemoApp?
        do {
            let run = RandomInputRun(target: .home, mode: .shipped, columns: 80, rows: 24, events: [.key(.down), .key(.down), .key(.down)])
            let outcome = run.play { app, _, index in
                played = app
                if index == 0 { app.home.setNeedsDisplay() }
            }
            #expect(try #require(outcome.failure).eventIndex == 0)
        }
        #expect(played == nil)
    }
}
