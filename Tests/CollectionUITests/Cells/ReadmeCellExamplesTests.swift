import CollectionCore
import Foundation
import Testing

/// The examples of the DocC article "Cells and Configurations".
@Suite struct ReadmeCellExamplesTests {
    @Test func listCellExample() {
        GlyphSet.withGlyphSet(.unicode) {
            let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 24, height: 1))
            var content = cell.defaultContentConfiguration()
            content.image = "📁"
            content.text = "Documents"
            content.secondaryText = "12"
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(), .disclosureIndicator()]
            cell.indentationLevel = 1

            var canvas = Canvas(width: 24, height: 1)
            cell.render(into: &canvas, at: .zero)
            #expect(canvas.lines == ["   ▸ 📁 Documents 12  › "])
            cell.configurationState.isExpanded = true
            cell.isSelected = true
            cell.render(into: &canvas, at: .zero)
            #expect(canvas.lines == ["   ▾ 📁 Documents 12  › "])
            #expect(canvas[x: 0, y: 0].style.background == .selection)
        }
    }

    @Test func footerFittingExample() {
        var footer = ListContentConfiguration.groupedFooter()
        footer.text = "Changes apply after restart of the app"
        let footerCell = CollectionViewListCell()
        footerCell.contentConfiguration = footer
        #expect(footerCell.systemLayoutSizeFitting(CGSize(width: 30, height: 0)) == CGSize(width: 30, height: 2))
    }
}
