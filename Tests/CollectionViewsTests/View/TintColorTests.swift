import CollectionCanvas
import CollectionViews
import Testing

/// `UIView.tintColor`: set on a view, inherited by its subviews, the default tint without one,
/// and `tintColorDidChange()` on every view whose tint changed.
@MainActor
@Suite struct TintColorTests {
    final class Watcher: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func subviewsInheritTheNearestTintAndNilInheritsAgain() {
        let root = View(), middle = Watcher(), leaf = Watcher()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .tint, "the default")
        #expect(leaf.explicitTintColor == nil)
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed && middle.tintColor == .systemRed)
        #expect(middle.changes == 1 && leaf.changes == 1)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen && root.tintColor == .systemRed)
        root.tintColor = .systemOrange
        #expect(leaf.tintColor == .systemGreen, "a tint set below is kept")
        #expect(middle.changes == 2 && leaf.changes == 2, "the views below a set tint are not told")
        middle.tintColor = nil
        #expect(leaf.tintColor == .systemOrange && middle.tintColor == .systemOrange)
        #expect(leaf.changes == 3)
        middle.tintColor = nil
        #expect(leaf.changes == 3, "no change, no call")
    }
}
