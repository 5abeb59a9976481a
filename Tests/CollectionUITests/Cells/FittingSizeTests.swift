import CollectionCore
import Foundation
import TestSupport
import Testing
import ViewTestSupport

@MainActor
@Suite struct FittingSizeTests {
    @Test func wrappedTextTakesARowPerLine() {
        var configuration = content(text: "one two three four five six")  // 27 columns
        configuration.textProperties.numberOfLines = 0
        let cell = listCell(configuration)
        // 12 columns less 2 of margin: "one two", "three four", "five six".
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 12, height: 0)) == CGSize(width: 12, height: 3))
        // Unlimited width: the natural width, one row.
        #expect(cell.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: 0)) == CGSize(width: 29, height: 1))
        #expect(cell.systemLayoutSizeFitting(.zero) == CGSize(width: 29, height: 1))
        configuration.textProperties.numberOfLines = 2
        cell.contentConfiguration = configuration
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 12, height: 0)) == CGSize(width: 12, height: 2))
    }

    @Test func preferredAttributesKeepTheWidthAndFitTheHeight() {
        var configuration = content(text: "가나다 라마바 사아자")  // 3 words of 6 columns
        configuration.textProperties.numberOfLines = 0
        let cell = listCell(configuration, accessories: [.disclosureIndicator()])
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 2, y: 10, width: 12, height: 1)
        // Content view: 12 - 2 (chevron and margin) = 10 columns, 8 for text: one word a row.
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.frame == CGRect(x: 2, y: 10, width: 12, height: 3))
        #expect(preferred.indexPath == IndexPath(item: 3, section: 1))
        #expect(attributes.frame.height == 1)  // the original is untouched
    }

    @Test func subtitleAndAccessoriesAddUp() {
        let cell = listCell(content(image: "🍎", text: "Apple", secondaryText: "Fruit"),
                            accessories: [.delete(displayed: .always), .checkmark()])
        // Margin, ⊖, then the content: margin, 🍎 (2) and padding, "Apple" (5), margin; then
        // a margin before ✓ (1) and the cell's margin.
        // 1 + 1 + (1 + 3 + 5 + 1) + (1 + 1) = 14 columns; text and subtitle: 2 rows.
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0)) == CGSize(width: 14, height: 2))
    }

    @Test func valueCellGoesBelowWhenTooNarrow() {
        let cell = listCell(content(.valueCell(), text: "Name", secondaryText: "Value"))
        // Side by side: 1 + 4 + 1 + 5 + 1 = 12 columns on one row.
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 40, height: 0)) == CGSize(width: 12, height: 1))
        // At 10 columns they cannot share a row when the height is free: two rows.
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 10, height: 0)) == CGSize(width: 10, height: 2))
        #expect(CellFixtures.render(cell, width: 10, height: 2).lines == [" Name     ", "    Value "])
    }

    @Test func marginsCountInTheFittingSize() {
        var configuration = content(.cell(), text: "Hi")
        configuration.directionalLayoutMargins.top = 1
        let cell = listCell(configuration)
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 20, height: 0)) == CGSize(width: 4, height: 2))
        // A grouped header's blank row above its text shows only when the header is taller: it
        // is not asked for (the list leaves a row above each section); a larger margin is.
        let header = listCell(content(.groupedHeader(), text: "Hi"))
        #expect(header.systemLayoutSizeFitting(CGSize(width: 20, height: 0)) == CGSize(width: 4, height: 1))
        var padded = content(.groupedHeader(), text: "Hi")
        padded.directionalLayoutMargins.top = 2
        #expect(listCell(padded).systemLayoutSizeFitting(CGSize(width: 20, height: 0)) == CGSize(width: 4, height: 2))
        let empty = listCell(ListContentConfiguration.cell())
        #expect(empty.systemLayoutSizeFitting(CGSize(width: 20, height: 0)) == CGSize(width: 2, height: 1))
    }

    @Test func cellWithoutContentConfigurationAsksSizeThatFits() {
        @MainActor
        final class FixedCell: CollectionViewCell {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: min(size.width, 7), height: 3) }
        }
        let cell = FixedCell()
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 5, height: 0)) == CGSize(width: 5, height: 3))
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.size == CGSize(width: 20, height: 3))
    }
}
