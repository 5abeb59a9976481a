import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct RegistrationTests {
    @Test func whenRoutesItemsAndTheRegistrationWithoutWhenTakesTheRest() {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        view.register(view: { LineCell() }, .config { $0.view.text = "A:" + $0.data }, .when { $0.data == "a" })
        view.register(view: { LineCell() }, .config { $0.view.text = "plain:" + $0.data })
        view.register(
            view: { LineCell() }, .config { $0.view.text = "B:\($0.data) at \($0.indexPath.item)" },
            .when { $0.data.hasPrefix("b") })
        view.dataManager.applyItems(["a", "b1", "c", "b2"], updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 16, height: 4)
        screen.render()
        #expect(screen.lines.trimmed == [">A:a", " B:b1 at 1", " plain:c", " B:b2 at 3"])
    }

    @Test func configMapsTheItemThroughAKeyPathOrAFunction() {
        let view = ConfigurableCollectionView<Int, Grocery>(collectionViewLayout: declarativeListLayout())
        view.register(
            view: { LineCell() }, .config(map: \.name) { $0.view.text = $0.data.uppercased() }, .when { $0.data.price > 3 })
        view.register(view: { LineCell() }, .config(map: { "\($0.name) $\($0.price)" }) { $0.view.text = $0.data })
        view.register(
            view: { LineCell() }, .config(compactMap: { $0.price == 0 ? nil : $0.name }) { $0.view.text = "never" },
            .when { $0.data.price == 0 })
        view.dataManager.applyItems(
            [Grocery(id: 1, name: "Tea", price: 3), Grocery(id: 2, name: "Cake", price: 4), Grocery(id: 3, name: "Air", price: 0)],
            updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 12, height: 3)
        screen.render()
        // The compactMap that gives nil leaves the cell unconfigured.
        #expect(screen.lines.trimmed == [">Tea $3", " CAKE", ""])
    }

    @Test func viewsThatAreNotCellsAreWrappedInAHostingCellAndReused() {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        var made = 0
        var configuredViews: [ObjectIdentifier] = []
        view.register(
            view: { () -> LineView in
                made += 1
                return LineView()
            },
            .config { context in
                context.view.text = context.data
                configuredViews.append(ObjectIdentifier(context.view))
                #expect(context.cell is CollectionViewHostingCell)
                #expect((context.cell as? CollectionViewHostingCell)?.hostedView === context.view)
            })
        view.dataManager.applyItems((0..<20).map { "row \($0)" }, updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 10, height: 3)
        screen.render()
        // The last column is the scroll indicator.
        #expect(screen.lines.map { String($0.prefix(9)) }.trimmed == ["row 0", "row 1", "row 2"])
        #expect(view.collectionView.visibleCells.allSatisfy { $0 is CollectionViewHostingCell })
        #expect(made == 3)
        view.collectionView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        screen.render()
        #expect(screen.lines.map { String($0.prefix(9)) }.trimmed == ["row 10", "row 11", "row 12"])
        #expect(made <= 6, "views are reused, not made for every row")
        #expect(Set(configuredViews).count == made)
    }

    @Test func weakSelfInTheViewClosureAndANilView() {
        @MainActor
        final class Owner {
            var prefix = "owned "
        }
        var owner: Owner? = Owner()
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        view.register(view: { [weak owner] in owner.map { _ in LineCell() } }, .config { $0.view.text = $0.data })
        view.dataManager.applyItems(["x"], updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 30, height: 2)
        screen.render()
        #expect(screen.lines.trimmed == [">x", ""])
        // Without the owner the closure returns nil: a new cell shows the placeholder.
        owner = nil
        view.dataManager.appendItems(["y"])
        let result = Diagnostics.collect { screen.render() }
        #expect(screen.lines.trimmed == [">x", "! no registration for String"])
        #expect(result.diagnostics.map(\.kind) == ["unregisteredItemType"])
    }

    @Test func anUnregisteredTypeShowsAPlaceholderAndIsReportedOnce() {
        let view = ConfigurableCollectionView<Int, Any>(collectionViewLayout: declarativeListLayout())
        view.register(dataType: Int.self, view: { LineCell() }, .config { $0.view.text = "number \($0.data)" })
        view.dataManager.applyItems([1, Grocery(id: 7, name: "Tea", price: 3), 2, Grocery(id: 8, name: "Cake", price: 4)], updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 32, height: 4)
        let result = Diagnostics.collect { screen.render() }
        #expect(screen.lines.trimmed == [">number 1", "! no registration for Grocery", " number 2", "! no registration for Grocery"])
        #expect(result.diagnostics.map(\.kind) == ["unregisteredItemType"])
        #expect(result.diagnostics.first?.message.contains("Grocery") == true)
        // Registering the type later shows the items.
        view.register(dataType: Grocery.self, view: { LineCell() }, .config(map: \.name) { $0.view.text = $0.data })
        screen.render()
        #expect(screen.lines.trimmed == [">number 1", " Tea", " number 2", " Cake"])
    }

    @Test func tapWillDisplayAndDidEndDisplay() {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        var events: [String] = []
        @MainActor
        final class Delegate: CollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let delegate = Delegate()
        view.delegate = delegate
        view.register(
            view: { LineCell() }, .config { $0.view.text = $0.data },
            .tap { events.append("tap \($0.data) \($0.view.text) selected=\($0.configurationState.isSelected)") },
            .willDisplay { events.append("show \($0.data)") }, .didEndDisplay { events.append("hide \($0.data)") })
        view.dataManager.applyItems(["a", "b", "c", "d"], updatedSection: 0)
        let pilot = Pilot(root: view, width: 8, height: 2)
        #expect(events == ["show a", "show b"])
        events = []
        pilot.click(x: 1, y: 1)
        #expect(events == ["tap b b selected=true"])
        #expect(delegate.selected == [IndexPath(item: 1, section: 0)])
        events = []
        view.dataManager.deleteItems(["a"])
        pilot.screen.render()
        #expect(events.sorted() == ["hide a", "show c"])
    }

    @Test func flowLayoutSizeGivesEachItemItsSize() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 4, height: 1)
        layout.minimumInteritemSpacing = 1
        let view = ConfigurableCollectionView<Int, Any>(collectionViewLayout: layout)
        view.register(dataType: String.self, view: { LineView() }, .config { $0.view.text = $0.data },
                      .flowLayoutSize { CGSize(width: $0.data.count, height: 1) })
        view.register(dataType: Int.self, view: { LineView() }, .config { $0.view.text = "#\($0.data)" })
        view.dataManager.applyItems(["hello", 1, "hi", 22], updatedSection: 0)
        let screen = HeadlessScreen(root: view, width: 20, height: 1)
        screen.render()
        let frames = (0..<4).map { view.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width }
        #expect(frames == [5, 4, 2, 4])
        let row = screen.lines[0]
        #expect(row.contains("hello") && row.contains("#1") && row.contains("hi") && row.contains("#22"))
    }

    @Test func configRunsAgainWhenTheStateChanges() {
        let view = ConfigurableCollectionView<Int, String>(collectionViewLayout: declarativeListLayout())
        view.register(view: { LineView() }, .config { $0.view.text = ($0.configurationState.isFocused ? "* " : "  ") + $0.data })
        view.dataManager.applyItems(["a", "b"], updatedSection: 0)
        let pilot = Pilot(root: view, width: 6, height: 2)
        // The first frame shows the focus; the configuration ran with it.
        #expect(pilot.lines.trimmed == ["* a", "  b"])
        pilot.press(.down)
        #expect(pilot.lines.trimmed == ["  a", "* b"])
    }
}
