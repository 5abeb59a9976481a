import CollectionCore
import CollectionExamples
import Foundation
import TestSupport
import Testing
import UITestSupport

/// Regressions of the example layouts (moved here with the examples from the core's
/// `LayoutRegressionTests`, keeping their numbers).
@MainActor
@Suite struct LayoutRegressionTests {
    // 7. TableLayout answers attributes for items that do not exist.
    @Test func tableLayoutHasNoAttributesOutsideItsItems() {
        // The examples' copy (the test target has the UIKit code's literal port under the same name).
        let layout = CollectionExamples.TableLayout()
        layout.itemSize = CGSize(width: 0, height: 1)
        let harness = LayoutHarness(layout, counts: [3], width: 20, height: 10)
        #expect(harness.item(7) == nil)
        #expect(harness.item(-1) == nil)
        #expect(harness.item(0, 4) == nil)
    }
}
