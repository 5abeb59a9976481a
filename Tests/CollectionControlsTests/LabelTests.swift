import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

@Suite @MainActor struct LabelTests {
    @Test func intrinsicSizeIsTheTextsColumnsByRows() {
        let label = Label()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello, 世界"
        #expect(label.intrinsicContentSize == CGSize(width: 11, height: 1))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 6
        #expect(label.intrinsicContentSize == CGSize(width: 6, height: 2))
    }

    @Test func fontsAlignmentAndColourMakeTheStyle() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        label.text = "Title"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .right
        label.textColor = .tint
        let (rows, canvas) = renderAlone(label)
        // Centred vertically, as UIKit does, and aligned right.
        #expect(rows == ["        ", "   Title", "        "])
        let style = canvas.cells[1 * 8 + 3].style
        #expect(style.attributes.contains(.bold))
        #expect(style.foreground == .tint)
        #expect(Font.preferredFont(forTextStyle: .caption1).attributes == .dim)
        #expect(Font.italicSystemFont(ofSize: 12).attributes == .italic)
        #expect(Font.systemFont(ofSize: 12, weight: .semibold).attributes == .bold)
    }

    @Test func attributedRunsKeepTheirLookWhenWrapped() {
        let text = NSMutableAttributedString(string: "plain ")
        text.append(NSAttributedString(string: "bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)]))
        text.append(NSAttributedString(string: " under", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        text.append(NSAttributedString(string: " red", attributes: [.foregroundColor: Color.indexed(1)]))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 11, height: 2))
        label.numberOfLines = 0
        label.attributedText = text
        #expect(label.text == "plain bold under red")
        let (rows, canvas) = renderAlone(label)
        #expect(rows == ["plain bold ", "under red  "])
        func style(_ x: Int, _ y: Int) -> Style { canvas.cells[y * 11 + x].style }
        #expect(style(0, 0).attributes.isEmpty)
        #expect(style(6, 0).attributes.contains(.bold))
        #expect(style(0, 1).attributes.contains(.underline))
        #expect(style(6, 1).foreground == .indexed(1))
        #expect(!style(6, 1).attributes.contains(.underline))
    }
}
