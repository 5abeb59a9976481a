import CollectionCore
import Foundation

extension CollectionScreen {
    /// Moves the collection view down so that content shorter than its frame sits in the
    /// middle of it, instead of leaving a large empty area under it on a tall terminal. Call
    /// after the collection view's frame is set; content as tall as the frame stays put.
    func centreContentVertically() {
        var frame = collectionView.frame
        collectionView.layoutIfNeeded()
        let content = collectionView.contentSize.height
        // A few empty rows are fine; only a large dead area (8 rows or more) moves the content.
        guard content > 0, content + 8 <= frame.height else { return }
        let offset = ((frame.height - content) / 2).rounded(.down)
        frame.origin.y += offset
        frame.size.height -= offset
        collectionView.frame = frame
    }
}
