import CollectionCanvas
import CollectionTesting
import CollectionViews
import Foundation
import Testing

/// `traitCollectionDidChange(_:)` on views and view controllers, when a resize crosses a size
/// class's boundary.
@MainActor
@Suite struct TraitCollectionChangeTests {
    /// Where the calls went, in order: the name of the receiver, its traits then and before.
    final class Log {
        var calls: [(name: String, now: TraitCollection, previous: TraitCollection?)] = []
        var names: [String] { calls.map(\.name) }
    }

    final class WatchingView: View {
        var name = ""
        var log: Log?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.calls.append((name, traitCollection, previousTraitCollection))
        }
    }

    final class WatchingController: ViewController {
        let log = Log()
        var columns = 0
        let inner = WatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        override func viewDidLoad() {
            super.viewDidLoad()
            inner.name = "inner"
            inner.log = log
            view.addSubview(inner)
            columns = traitCollection.horizontalSizeClass == .regular ? 2 : 1
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.calls.append(("controller", traitCollection, previousTraitCollection))
            if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
                columns = traitCollection.horizontalSizeClass == .regular ? 2 : 1
            }
        }
    }

    @Test func aResizeAcrossAHundredColumnsTellsTheControllerThenItsViews() {
        let controller = WatchingController()
        let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
        screen.render()
        #expect(controller.columns == 1)
        controller.log.calls.removeAll()

        screen.resize(width: 120, height: 24)
        #expect(controller.log.names == ["controller", "inner"])
        #expect(controller.log.calls.allSatisfy { $0.previous?.horizontalSizeClass == .compact })
        #expect(controller.log.calls.allSatisfy { $0.now.horizontalSizeClass == .regular })
        #expect(controller.log.calls.allSatisfy { $0.now.verticalSizeClass == .regular })
        #expect(controller.columns == 2)

        // Within a size class nothing is called.
        controller.log.calls.removeAll()
        screen.resize(width: 100, height: 40)
        screen.resize(width: 150, height: 24)
        #expect(controller.log.calls.isEmpty)

        screen.resize(width: 99, height: 24)
        #expect(controller.log.names == ["controller", "inner"])
        #expect(controller.columns == 1)
    }

    @Test func aResizeAcrossTwentyFourRowsChangesTheVerticalSizeClass() {
        let log = Log()
        let root = WatchingView(frame: .zero)
        root.name = "root"
        root.log = log
        let child = WatchingView(frame: CGRect(x: 1, y: 1, width: 4, height: 2))
        child.name = "child"
        child.log = log
        let grandchild = WatchingView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        grandchild.name = "grandchild"
        grandchild.log = log
        child.addSubview(grandchild)
        root.addSubview(child)
        let screen = HeadlessScreen(root: root, width: 80, height: 24)
        log.calls.removeAll()

        screen.resize(width: 80, height: 23)
        #expect(log.names == ["root", "child", "grandchild"])
        #expect(log.calls.allSatisfy { $0.previous?.verticalSizeClass == .regular && $0.now.verticalSizeClass == .compact })
        #expect(log.calls.allSatisfy { $0.now.horizontalSizeClass == .compact })

        log.calls.removeAll()
        screen.resize(width: 80, height: 12)
        #expect(log.calls.isEmpty)
        screen.resize(width: 80, height: 24)
        #expect(log.names == ["root", "child", "grandchild"])
        #expect(log.calls.allSatisfy { $0.now.verticalSizeClass == .regular })
    }

    @Test func aViewAddedToATreeOfOtherTraitsIsTold() {
        let log = Log()
        let screenRoot = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let view = WatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        view.name = "view"
        view.log = log
        // Alone, a 10 x 3 view is its own (compact) screen; on a 120 x 40 one it is regular.
        screenRoot.addSubview(view)
        #expect(log.names == ["view"])
        #expect(log.calls.first?.previous?.horizontalSizeClass == .compact)
        #expect(log.calls.first?.now.horizontalSizeClass == .regular)
        // Moving it within trees of the same traits tells nothing.
        let sibling = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        screenRoot.addSubview(sibling)
        sibling.addSubview(view)
        #expect(log.names == ["view"])
    }
}
