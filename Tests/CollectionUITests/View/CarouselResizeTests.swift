import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// A resize pages carousels again, so that the item they rested on shows whole.
@MainActor
@Suite struct CarouselResizeTests {
    private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, groupWidth: CGFloat, width: Int) -> (StringCollection, Pilot) {
        CarouselOverList.make(behavior, groupWidth: groupWidth, width: width)
    }

    /// Groups 0.4 of the width: after a resize the offset kept in cells would rest between two
    /// groups; the carousel pages again to the focused item, which shows whole.
    @Test(arguments: [CollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary])
    func aResizePagesTheCarouselToItsItemAgain(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let (list, pilot) = carousel(behavior, groupWidth: 0.4, width: 50)
        let view = list.collectionView
        pilot.press(.right, .right, .right)
        #expect(view.focusedIndexPath == IndexPath(item: 3, section: 0))
        for width in [40, 63, 30] {
            pilot.resize(width: width, height: 6)
            let frame = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
            #expect(frame.minX >= 1 && frame.maxX <= CGFloat(width) - 1, "\(behavior) at \(width): \(frame)")
        }
    }
}
