import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// Where the App Store screen sits on terminals of every size, and its carousels after a resize.
@MainActor
@Suite struct AppStoreLayoutTests {
    /// The first carousel starts on the row under the title bar and its one-row inset at every
    /// size, as on a phone: the screen is read from the top, not floated in the middle.
    @Test(arguments: [(120, 40), (100, 30), (80, 24)])
    func startsUnderTheTitleBar(width: Int, height: Int) {
        let (_, pilot) = demoPilot(.appStore, width: width, height: height)
        #expect(row(containing: "╭", in: pilot.lines) == 2, "\(width)x\(height)")
        #expect(row(containing: "새로운 앱", in: pilot.lines) == 3, "\(width)x\(height)")
    }

    /// A resize changes the width of every card: each carousel pages again, so that the card it
    /// rested on is whole (not left at the old offset, which cut it in half).
    @Test func resizeRepagesTheCarousels() throws {
        let (app, pilot) = demoPilot(.appStore, width: 120, height: 40)
        let screen = try #require(app.topScreen as? AppStoreScreen)
        pilot.press(.right, .down)
        pilot.resize(width: 100, height: 30)
        let collectionView = screen.collectionView
        let card = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let viewport = collectionView.bounds
        #expect(card.minX >= viewport.minX + 1 && card.maxX <= viewport.maxX - 1, "\(card) in \(viewport)")
        let line = try #require(pilot.lines.first { $0.contains("Notion") })
        #expect(line.contains("│ 📒 Notion"))
        let tagline = try #require(pilot.lines.first { $0.contains("메모, 문서") })
        #expect(tagline.contains("메모, 문서, 할 일을 한곳에서"))
        // The ranking carousel, where the focus is, still shows the focused app whole.
        let focus = try #require(collectionView.focusedIndexPath)
        let focused = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame)
        #expect(focused.minX >= viewport.minX + 1 && focused.maxX <= viewport.maxX - 1)
    }
}
