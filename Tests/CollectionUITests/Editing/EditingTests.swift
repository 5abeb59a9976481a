import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct EditingTests {
    private func check(_ screen: HeadlessScreen, _ name: String, file: String = #filePath) {
        let mismatch = ScreenFixture.mismatch(screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "Screens", testFile: file))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func editingShowsTheEditingAccessoriesEndToEnd() {
        let list = EditableList([("main", ["Apples", "Pears"])], width: 24, height: 3)
        let pilot = Pilot(root: list.view, width: 24, height: 3)
        #expect(!pilot.lines[0].contains("⊖"))
        list.view.setEditing(true, animated: false)
        pilot.screen.render()
        #expect(list.view.visibleCells.allSatisfy { $0.configurationState.isEditing })
        #expect(pilot.lines[0].contains("⊖"))
        #expect(pilot.lines[0].contains("☐"))
        #expect(pilot.lines[0].contains("≡"))
        check(pilot.screen, "editing-accessories")
        list.view.isEditing = false
        pilot.screen.render()
        #expect(!pilot.lines[0].contains("⊖"))
    }

    @Test func spaceTogglesMultipleSelectionByKeys() {
        let list = EditableList([("main", ["A", "B", "C"])])
        list.view.allowsMultipleSelection = true
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.space, .down, .down, .space)
        #expect(list.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        pilot.press(.up, .up, .space)
        #expect(list.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func clicksToggleMultipleSelection() {
        let list = EditableList([("main", ["A", "B", "C"])], reorderable: false)
        list.view.allowsMultipleSelection = true
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.click(x: 4, y: 0)
        pilot.click(x: 4, y: 1)
        #expect(list.view.indexPathsForSelectedItems?.count == 2)
        pilot.click(x: 4, y: 0)
        #expect(list.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func multipleSelectionDuringEditingOnlyWhileEditing() {
        let list = EditableList([("main", ["A", "B", "C"])])
        list.view.allowsMultipleSelectionDuringEditing = true
        let pilot = Pilot(root: list.view, width: 24, height: 8)
        pilot.press(.space, .down, .space)
        // Not editing: single selection.
        #expect(list.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        list.view.isEditing = true
        pilot.press(.up, .space, .down, .down, .space)
        #expect(list.view.indexPathsForSelectedItems?.count == 3)
        pilot.screen.render()
        #expect(pilot.lines.prefix(3).allSatisfy { $0.contains("☑") })
        // Clicks toggle too (press and release on a reorderable row).
        pilot.click(x: 8, y: 0)
        #expect(list.view.indexPathsForSelectedItems?.count == 2)
        // Leaving editing keeps only the last selected item.
        list.view.isEditing = false
        #expect(list.view.indexPathsForSelectedItems?.count == 1)
    }

    @Test func aClickOnTheDeleteControlCallsItsHandler() {
        var tapped: [String] = []
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 20, height: 3),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete(actionHandler: { tapped.append(item) })]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.isEditing = true
        let pilot = Pilot(root: view, width: 20, height: 3)
        // The delete control is the leading accessory, at column 1; B is on row 2 (after a separator).
        pilot.click(x: 1, y: 2)
        #expect(tapped == ["B"])
        #expect(view.indexPathsForSelectedItems == nil)
    }
}
