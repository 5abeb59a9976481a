import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct SwipeActionsTests {
    private func makeList(log: Log) -> EditableList {
        EditableList([("main", ["Inbox", "Drafts", "Sent"])], width: 30, height: 4) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = ContextualAction(style: .destructive, title: "Delete") { _, view, completion in
                    log.entries.append("delete \(indexPath.item) on \(type(of: view))")
                    completion(true)
                }
                let flag = ContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    log.entries.append("flag \(indexPath.item)")
                    completion(true)
                }
                return SwipeActionsConfiguration(actions: [delete, flag])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                indexPath.item == 0 ? SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .normal, title: "Read") { _, _, completion in
                        log.entries.append("read")
                        completion(false)
                    },
                ]) : nil
            }
        }
    }

    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test("an action's image is drawn before its title, or alone without one")
    func actionImages() {
        let list = EditableList([("main", ["Inbox", "Drafts"])], width: 30, height: 4) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { _ in
                let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
                delete.image = Image("✕")
                let flag = ContextualAction(style: .normal, title: nil) { _, _, completion in completion(true) }
                flag.image = Image("⚑")
                return SwipeActionsConfiguration(actions: [delete, flag])
            }
        }
        let pilot = Pilot(root: list.view, width: 30, height: 4)
        pilot.press(KeyEvent(.delete))
        #expect(list.view.shownSwipeActions?.titles == ["⚑", "✕ Delete"])
        #expect(pilot.lines[0].hasSuffix(" ⚑  ✕ Delete "))
    }

    @Test func deleteShowsTheActionsAndEnterPerformsTheChosenOne() {
        let log = Log()
        let list = makeList(log: log)
        let pilot = Pilot(root: list.view, width: 30, height: 4)
        pilot.press(.down)
        pilot.press(KeyEvent(.delete))
        #expect(list.view.indexPathForShownSwipeActions == IndexPath(item: 1, section: 0))
        // Trailing actions read Flag, Delete on screen; Delete (the edge's first) is chosen.
        #expect(list.view.shownSwipeActions?.titles == ["Flag", "Delete"])
        #expect(list.view.shownSwipeActions?.chosen == 1)
        #expect(pilot.lines[1].hasSuffix(" Flag  Delete "))
        let mismatch = ScreenFixture.mismatch(
            pilot.screen.fixtureText, fixtureAt: ScreenFixture.path("swipe-actions", folder: "Screens", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        pilot.press(.enter)
        #expect(log.entries == ["delete 1 on CollectionViewListCell"])
        #expect(list.view.indexPathForShownSwipeActions == nil)
    }

    @Test func leftAndRightChooseAndEscapeDismisses() {
        let log = Log()
        let list = makeList(log: log)
        let pilot = Pilot(root: list.view, width: 30, height: 4)
        pilot.press(.character("."))
        #expect(list.view.shownSwipeActions?.titles == ["Read", "Flag", "Delete"])
        pilot.press(.left)
        #expect(list.view.shownSwipeActions?.chosen == 1)
        pilot.press(.left, .left, .left)
        #expect(list.view.shownSwipeActions?.chosen == 0)
        #expect(pilot.lines[0].hasSuffix(" Read  Flag  Delete "))
        pilot.press(.right, .enter)
        #expect(log.entries == ["flag 0"])
        pilot.press(.character("."), .escape)
        #expect(list.view.indexPathForShownSwipeActions == nil)
        #expect(log.entries == ["flag 0"])
        // Escape was the actions', not the screen's; other keys dismiss and keep their meaning.
        pilot.press(.character("."), .down)
        #expect(list.view.indexPathForShownSwipeActions == nil)
        #expect(list.view.focusedIndexPath == IndexPath(item: 1, section: 0))
    }

    /// Shown by a key, a row's leading and trailing actions are one strip at the trailing edge
    /// (leading ones first), so that none covers the start of the row's text with its tail
    /// showing through beside it; at any width.
    @Test(arguments: [30, 80, 120])
    func leadingAndTrailingActionsShowTogetherAtTheTrailingEdge(width: Int) {
        let list = makeList(log: Log())
        list.view.frame.size.width = CGFloat(width)
        let pilot = Pilot(root: list.view, width: width, height: 4)
        pilot.press(.character("."))
        #expect(list.view.shownSwipeActions?.titles == ["Read", "Flag", "Delete"])
        #expect(pilot.lines[0].hasPrefix(" Inbox "), "\(pilot.lines[0])")
        #expect(pilot.lines[0].hasSuffix(" Read  Flag  Delete "), "\(pilot.lines[0])")
    }

    @Test func aClickOnAButtonPerformsIt() {
        let log = Log()
        let list = makeList(log: log)
        let pilot = Pilot(root: list.view, width: 30, height: 4)
        pilot.press(.character("."))
        // " Read  Flag  Delete " ends at column 30: Read is at columns 10-15.
        pilot.click(x: 12, y: 0)
        #expect(log.entries == ["read"])
        #expect(list.view.indexPathForShownSwipeActions == nil)
    }

    @Test func aDestructiveActionThatDeletesTheRowAnimatesItAway() {
        let list = EditableList([("main", ["A", "B", "C"])], width: 20, height: 4) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
        }
        var listReference: EditableList? = list
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                if let list = listReference, let item = list.dataSource.itemIdentifier(for: indexPath) { list.delete(item) }
                completion(true)
            }])
        }
        list.view.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
        let pilot = Pilot(root: list.view, width: 20, height: 4)
        pilot.finishesAnimations = false
        pilot.press(.down, KeyEvent(.delete), .enter)
        #expect(list.items == [["A", "C"]])
        #expect(list.view.isAnimating)
        let frames = pilot.screen.renderFrames(advancing: list.clock, by: .milliseconds(50))
        let text = frames.enumerated().map { "=== frame \($0.offset)\n\($0.element)" }.joined()
        let mismatch = ScreenFixture.mismatch(text, fixtureAt: ScreenFixture.path("swipe-delete", folder: "Animation", testFile: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        listReference = nil
    }

    @Test func rowsWithoutActionsLetTheKeysGoOn() {
        let list = EditableList([("main", ["A"])])
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        #expect(pilot.press(.character(".")) == [false])
        #expect(list.view.indexPathForShownSwipeActions == nil)
    }
}
