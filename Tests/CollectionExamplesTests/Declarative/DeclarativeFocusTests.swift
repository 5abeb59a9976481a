import CollectionCore
import CollectionExamples
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct DeclarativeFocusTests {
    @Test func itemsWhoseRegistrationRefusesHighlightAreSkippedByArrowKeys() {
        let view = DeclarativeExample.makeView(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
        let pilot = Pilot(root: view, width: 40, height: 16)
        // Row 0 is the heading "Numbers, strings and products", which may not take focus: the
        // first frame focuses row 1, and Down goes on to row 2.
        #expect(view.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
        pilot.press(.down)
        #expect(view.collectionView.focusedIndexPath == IndexPath(item: 2, section: 0))
        pilot.press(.up)
        pilot.press(.up)
        #expect(view.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
    }
}
