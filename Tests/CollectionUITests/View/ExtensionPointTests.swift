import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A custom layout and a custom data source take part in orthogonal scrolling, outlines and
/// reordering through the public protocols, as the compositional layout and the diffable data
/// source do.
@MainActor
@Suite struct ExtensionPointTests {
    private func shelf(counts: [Int] = [6, 3], width: Int = 20, height: Int = 4) -> (CollectionView, ShelfDataSource, Pilot) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: ShelfLayout())
        let dataSource = ShelfDataSource(counts: counts)
        view.dataSource = dataSource
        return (view, dataSource, Pilot(root: view, width: width, height: height))
    }

    /// The focused item's frame on screen (the layout shifts carousel items by the offset).
    private func focusedFrame(_ view: CollectionView) -> CGRect? {
        view.focusedIndexPath.flatMap { view.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame }
    }

    @Test func aCustomLayoutsCarouselScrollsWithLeftAndRightAndKeepsFocusVisible() {
        let (view, dataSource, pilot) = shelf()
        // 20 columns show c0 (focused on entry), c1 and half of c2 (under the sign that more
        // lies to the right); the list rows follow.
        #expect(pilot.lines[0] == "> c0      c1      c›")
        #expect(pilot.lines[1].hasPrefix("  l0"))
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.right)
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0)
        // c2 (16..<24) sticks out by 4 columns: the shelf scrolls just enough to show it.
        pilot.press(.right)
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 4)
        #expect(pilot.lines[0].contains("> c2"))
        // More lies on both sides now.
        #expect(pilot.lines[0].hasPrefix("‹"))
        #expect(pilot.lines[0].hasSuffix("›"))
        // To the end: 6 items of 8 columns in 20 rest at 48 - 20 = 28; Right then goes nowhere.
        pilot.press(.right, .right, .right)
        #expect(view.focusedIndexPath == IndexPath(item: 5, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 28)
        #expect(pilot.lines[0] == "‹     c4    > c5    ")
        #expect(pilot.press(.right) == [false])
        for _ in 0..<5 {
            pilot.press(.left)
            let frame = focusedFrame(view)
            #expect(frame.map { view.bounds.contains($0) } == true, "focus \(String(describing: view.focusedIndexPath)) at \(String(describing: frame))")
        }
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.orthogonalContentOffset(forSection: 0).x == 0)
        // Down leaves the carousel for the rows below; the vertical offset never moved sideways.
        pilot.press(.down)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 1))
        #expect(view.contentOffset.x == 0)
        _ = dataSource
    }

    @Test func theWheelScrollsACustomLayoutsCarouselSideways() {
        let (view, dataSource, pilot) = shelf()
        pilot.wheel(.down, x: 3, y: 0, modifiers: .shift)
        #expect(view.orthogonalContentOffset(forSection: 0).x == 4)
        #expect(view.contentOffset.y == 0)
        #expect(pilot.lines[0].hasPrefix("‹"))
        // Past the end it rests at the maximum.
        for _ in 0..<10 { pilot.wheel(.right, x: 3, y: 0) }
        #expect(view.orthogonalContentOffset(forSection: 0).x == 28)
        _ = dataSource
    }

    @Test func aCustomLayoutsRowsShowSwipeActions() {
        let (view, dataSource, pilot) = shelf()
        var performed: [String] = []
        (view.collectionViewLayout as? ShelfLayout)?.trailingActions = [
            ContextualAction(style: .destructive, title: "Drop") { _, _, done in
                performed.append("drop")
                done(true)
            },
        ]
        // The shelf's items have none; the rows below do.
        pilot.press(KeyEvent(.delete))
        #expect(view.indexPathForShownSwipeActions == nil)
        pilot.press(.down, KeyEvent(.delete))
        #expect(view.indexPathForShownSwipeActions == IndexPath(item: 0, section: 1))
        #expect(pilot.lines[1].hasSuffix(" Drop "))
        pilot.press(.enter)
        #expect(performed == ["drop"])
        #expect(view.indexPathForShownSwipeActions == nil)
        _ = dataSource
    }

    private func checklist() -> (CollectionView, ChecklistDataSource, Pilot) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 16, height: 6), collectionViewLayout: StringCollection.listLayout())
        let dataSource = ChecklistDataSource([("fruit", ["apple", "pear"]), ("veg", ["kale"]), ("nuts", [])])
        view.dataSource = dataSource
        return (view, dataSource, Pilot(root: view, width: 16, height: 6))
    }

    private func rows(_ pilot: Pilot) -> [String] {
        pilot.lines.map { String($0.dropFirst(2)).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .filter { !$0.isEmpty }
    }

    @Test func aCustomDataSourcesOutlineExpandsWithRightAndCollapsesWithLeft() {
        let (view, dataSource, pilot) = checklist()
        #expect(rows(pilot) == ["fruit", "veg", "nuts"])
        pilot.press(.right)
        #expect(dataSource.names == ["fruit", "apple", "pear", "veg", "nuts"])
        #expect(rows(pilot) == ["fruit", "  apple", "  pear", "veg", "nuts"])
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.configurationState.isExpanded == false)
        // Left on a child goes to its parent, and Left on an expanded parent collapses it.
        pilot.press(.down, .left)
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        pilot.press(.left)
        #expect(dataSource.names == ["fruit", "veg", "nuts"])
        #expect(rows(pilot) == ["fruit", "veg", "nuts"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == false)
        // A row without children neither expands nor collapses.
        pilot.press(.end, .right, .left)
        #expect(dataSource.names == ["fruit", "veg", "nuts"])
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
    }

    @Test func aCustomDataSourcesRowsMoveWithTheReorderKeys() {
        let (view, dataSource, pilot) = checklist()
        pilot.press(.end, .character("m"))
        #expect(view.isReordering)
        pilot.press(.up, .up)
        // Each step shows the row at its new place; the move is not final yet.
        #expect(dataSource.names == ["nuts", "fruit", "veg"])
        #expect(rows(pilot) == ["nuts", "fruit", "veg"])
        #expect(view.focusedIndexPath == IndexPath(item: 0, section: 0))
        #expect(dataSource.finishedMoves.isEmpty)
        pilot.press(.enter)
        #expect(!view.isReordering)
        #expect(dataSource.finishedMoves.map { [$0.from.item, $0.to.item] } == [[2, 0]])
        // Escape puts a carried row back (the protocol's default moves it back).
        pilot.press(.character("m"), .down, .down)
        #expect(dataSource.names == ["fruit", "veg", "nuts"])
        pilot.press(.escape)
        #expect(dataSource.names == ["nuts", "fruit", "veg"])
        #expect(rows(pilot) == ["nuts", "fruit", "veg"])
        #expect(dataSource.finishedMoves.count == 1)
        // Alt-Down moves the focused row one place at once.
        pilot.press(KeyEvent(.down, modifiers: .alt))
        #expect(dataSource.names == ["fruit", "nuts", "veg"])
        #expect(view.focusedIndexPath == IndexPath(item: 1, section: 0))
        #expect(dataSource.finishedMoves.map { [$0.from.item, $0.to.item] } == [[2, 0], [0, 1]])
        // An expanded parent cannot move.
        pilot.press(.up, .right, .character("m"))
        #expect(!view.isReordering)
    }
}
