import CollectionTesting
import Testing
import UIKit

/// Code written as UIKit apps write it compiles against `import UIKit` beside `import Testing`
/// (the cross-import overlay Swift Testing asks for is there) and runs headlessly.
@MainActor
@Suite struct UIKitAppCodeTests {
    @Test func appTypesNamedLikeOursShadowThem() {
        // These are the app's types, not the toolkit's: no renaming was needed.
        let color = Color(name: "Red", hex: "#FF0000")
        let label = Label(text: "Hello")
        let image = Image(file: "logo.png")
        #expect(color.hex == "#FF0000" && label.text == "Hello" && image.file == "logo.png")
        // And UIKit's names reach the toolkit's types.
        let uiColor: UIColor = .systemBlue
        #expect(uiColor == CollectionCore.Color.systemBlue)
        #expect(UIImage(systemName: "star.fill") != nil)
    }

    @Test func aListScreenDrawsAndItsCellsSeeSelectionThroughIsSelected() throws {
        let controller = ViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 8)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 8)
        let text = pilot.lines.joined(separator: "\n")
        #expect(text.contains("Red") && text.contains("Green") && text.contains("Blue"))
        #expect(text.contains("#00FF00"))
        // Enter selects the focused item (the first); the cell's `isSelected` override sees it.
        pilot.press(.enter)
        let red = try #require(controller.cells.first { cell in
            (cell.contentConfiguration as? UIListContentConfiguration)?.text == "Red"
        })
        #expect(red.isSelected)
        #expect(red.selectionChanges.last == true)
        pilot.press(.down, .enter)
        #expect(controller.collectionView.indexPathsForSelectedItems?.contains(IndexPath(item: 1, section: 0)) == true)
    }

    @Test func aCompositionalGridInACustomRootViewDraws() {
        let screen = HeadlessScreen(rootViewController: GridViewController(), width: 40, height: 6)
        let lines = screen.render().lines
        #expect(lines[0].contains("Cell 0") && lines[0].contains("Cell 1"))
        #expect(lines[2].contains("Cell 4") && lines[2].contains("Cell 5"))
    }

    /// `view = UIView()` in `loadView()`: the plain root passes no key on itself, and the
    /// collection view inside it still takes the arrows, as UIKit's responder chain delivers them.
    @Test func aCustomRootViewsCollectionViewTakesTheKeys() throws {
        let controller = GridViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 6)
        let pilot = Pilot(root: try #require(screen.root as UIView?), width: 40, height: 6)
        let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
        #expect(pilot.press(.down) == [true])
        #expect(collectionView.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(pilot.press(.right) == [true])
        #expect(collectionView.focusedIndexPath == IndexPath(item: 3, section: 0))
    }
}
