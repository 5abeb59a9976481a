import CollectionCore
import Foundation
import Testing

/// A supplementary view that overrides `frame` and `bounds` with `didSet`, as the sample's
/// badge does.
@MainActor
@Suite struct OverriddenFrameTests {
    @Test func anOverriddenFrameAndBoundsAreCalledWhereverTheFrameIsSet() {
        let badge = RoundedBadge(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(badge.layer.cornerRadius == 0)  // `didSet` does not run in `init`, as in Swift
        badge.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        #expect(badge.layer.cornerRadius == 2)
        #expect(badge.frameChanges == 1)
        #expect(badge.boundsChanges == 1)  // setting the frame sets the bounds' size
        // Autoresizing sets the frame through the override too.
        let superview = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        badge.autoresizingMask = [.flexibleWidth]
        superview.addSubview(badge)
        superview.frame = CGRect(x: 0, y: 0, width: 16, height: 1)
        #expect(badge.frame.width == 10)
        #expect(badge.layer.cornerRadius == 5)
        #expect(badge.frameChanges == 2)
    }
}

/// The sample's badge: re-rounds its border whenever its frame or bounds change.
@MainActor
private final class RoundedBadge: CollectionReusableView {
    var frameChanges = 0
    var boundsChanges = 0

    override var frame: CGRect {
        didSet {
            frameChanges += 1
            configureBorder()
        }
    }

    override var bounds: CGRect {
        didSet {
            boundsChanges += 1
            configureBorder()
        }
    }

    func configureBorder() {
        layer.cornerRadius = bounds.width / 2.0
        layer.borderColor = Color.black.cgColor
        layer.borderWidth = 1.0
    }
}
