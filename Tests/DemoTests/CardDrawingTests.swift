import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// How the demo's cards draw when a carousel's edge or a narrow column cuts them.
@Suite @MainActor struct CardDrawingTests {
    // MARK: The gallery's numbered cards

    /// The text row of a 30 x 3 card numbered `text`, drawn with the canvas clipped to `columns`.
    func numberRow(_ text: String, clippedTo columns: Range<Int>) -> String {
        let cell = NumberCell(frame: CGRect(x: 0, y: 0, width: 30, height: 3))
        cell.text = text
        var canvas = Canvas(width: 30, height: 3)
        canvas.withClip(CGRect(x: CGFloat(columns.lowerBound), y: 0, width: CGFloat(columns.count), height: 3)) {
            cell.render(into: &$0, at: .zero)
        }
        return canvas.lines[1]
    }

    @Test func aNumberIsCentredWhenTheCardShowsWhole() {
        #expect(numberRow("11", clippedTo: 0..<30) == "│             11             │")
    }

    /// A carousel's edge (or its more-content sign's column) cuts the card: the number moves
    /// inside the part that shows, whole, instead of losing a digit ("1›" for 11).
    @Test func aCutCardShowsItsNumberWhole() {
        #expect(numberRow("11", clippedTo: 0..<15) == "│            11               ")
        #expect(numberRow("11", clippedTo: 16..<30) == "                11           │")
        #expect(numberRow("7", clippedTo: 0..<15).contains("7"))
    }

    /// Too little of the card shows for the number: it is left out rather than cut.
    @Test func aCardTooCutForItsNumberShowsNone() {
        #expect(!numberRow("128", clippedTo: 0..<3).contains { $0.isNumber })
        #expect(!numberRow("128", clippedTo: 28..<30).contains { $0.isNumber })
    }

    /// The Orthogonal Section Behaviors screen at 80 x 24: the third card of each carousel is
    /// cut by the `›` sign's column; its number shows whole beside the sign.
    @Test func theOrthogonalBehavioursCarouselsShowWholeNumbers() {
        let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
        app.stack.push(GalleryLayoutScreen(entry: .orthogonalSectionBehaviors))
        let pilot = Pilot(root: app, width: 80, height: 24)
        for number in ["2", "11", "20", "29"] {
            #expect(pilot.lines.contains { $0.contains(" " + number + "›") }, "\(number)")
        }
    }
}
