import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing

/// The refresh control on a plain scroll view: the row it keeps above the content, where the
/// offset goes, and when it sends its events.
@Suite @MainActor struct RefreshControlTests {
    func scrollView() -> ScrollView {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        view.contentSize = CGSize(width: 30, height: 20)
        return view
    }

    @Test func refreshingKeepsARowAboveTheContentAndShowsItFromTheTop() {
        let view = scrollView()
        let refresh = RefreshControl()
        view.refreshControl = refresh
        #expect(refresh.superview === view && refresh.isHidden)
        refresh.beginRefreshing()
        #expect(view.minimumContentOffset.y == -1)
        #expect(view.contentOffset.y == -1)
        #expect(refresh.frame == CGRect(x: 0, y: -1, width: 30, height: 1))
        #expect(!refresh.isHidden)
        refresh.endRefreshing()
        #expect(view.minimumContentOffset.y == 0 && view.contentOffset.y == 0)
        #expect(refresh.isHidden)
    }

    @Test func aViewScrolledDownStaysWhereItIs() {
        let view = scrollView()
        let refresh = RefreshControl()
        view.refreshControl = refresh
        view.contentOffset.y = 6
        refresh.beginRefreshing()
        #expect(view.contentOffset.y == 6)
        refresh.endRefreshing()
        #expect(view.contentOffset.y == 6)
    }

    @Test func onlyTheUserSendsValueChangedAndOnlyOnce() {
        let view = scrollView()
        var events = 0
        let refresh = RefreshControl()
        refresh.addAction(Action { _ in events += 1 }, for: .valueChanged)
        view.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(events == 0)
        refresh.endRefreshing()
        // The key command the scroll view offers as its own.
        let command = view.keyCommands?.first
        #expect(command?.keyLabel == "Ctrl-r" && command?.hintTitle == "Refresh")
        #expect(view.dispatchKey(KeyEvent(.character("r"), modifiers: .control)))
        #expect(events == 1 && refresh.isRefreshing)
        #expect(view.keyCommands == nil)
        refresh.endRefreshing()
        // The wheel: the second turn up at the top refreshes.
        #expect(refresh.wheelPulledPastTop() && events == 1)
        #expect(refresh.wheelPulledPastTop() && events == 2)
        refresh.endRefreshing()
        #expect(refresh.wheelPulledPastTop())
        refresh.contentDidScroll()
        #expect(refresh.wheelPulledPastTop() && events == 2)
    }

    @Test func movingTheControlToAnotherViewGivesTheFirstItsRowBack() {
        let first = scrollView()
        let second = scrollView()
        let refresh = RefreshControl()
        first.refreshControl = refresh
        refresh.beginRefreshing()
        second.refreshControl = refresh
        #expect(first.minimumContentOffset.y == 0 && second.minimumContentOffset.y == -1)
        #expect(refresh.superview === second && first.refreshControl == nil)
        first.refreshControl = nil
        #expect(second.refreshControl === refresh && refresh.superview === second)
    }
}
