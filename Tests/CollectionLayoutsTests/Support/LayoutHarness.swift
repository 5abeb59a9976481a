import CollectionLayouts
import Foundation
import ViewTestSupport

/// A layout driven in tests on a ``LayoutHostView``: the queries the collection view makes,
/// without the collection view.
@MainActor
struct LayoutHarness: LayoutQueries {
    let view: LayoutHostView
    let layout: CollectionViewLayout

    init(_ layout: CollectionViewLayout, counts: [Int], width: CGFloat = 80, height: CGFloat = 24) {
        self.layout = layout
        view = LayoutHostView(frame: CGRect(x: 0, y: 0, width: width, height: height), counts: counts, layout: layout)
        // Layout math on the whole width, as on a collection view without its scroll indicator.
        view.showsVerticalScrollIndicator = false
        layout.prepareIfNeeded()
    }
}
