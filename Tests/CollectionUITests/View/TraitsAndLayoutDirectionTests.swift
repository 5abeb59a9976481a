import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// `traitCollection`, the layout direction and overridden `frame`/`bounds`, as UIKit code uses
/// them.
@MainActor
@Suite struct TraitsAndLayoutDirectionTests {
    @Test func theSamplesChevronChoiceCompilesAndGoesLeftToRight() {
        let view = View()
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let chevronImageName = rtl ? "chevron.left" : "chevron.right"
        #expect(chevronImageName == "chevron.right")
        // Whatever the view asks for: the rest of the layout is left to right too.
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.semanticContentAttribute == .forceRightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func aViewsTraitsHaveTheTerminalsValues() {
        let traits = View().traitCollection
        #expect(traits.displayScale == 1)
        let hairline = 1.0 / traits.displayScale
        #expect(hairline == 1)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(!traits.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(traits.layoutDirection == .leftToRight)
        // A view of no size in no tree has no size classes.
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
    }

    @Test(arguments: [
        (80, 24, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        (120, 40, .regular, .regular),
        (100, 20, .regular, .compact),
        (60, 12, .compact, .compact),
    ])
    func sizeClassesFollowTheScreen(width: Int, height: Int, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let child = View(frame: CGRect(x: 2, y: 2, width: 5, height: 3))
        root.addSubview(child)
        #expect(child.traitCollection.horizontalSizeClass == horizontal)
        #expect(child.traitCollection.verticalSizeClass == vertical)
    }

    @Test func aViewControllersTraitsAreItsViewsAndDoNotLoadIt() {
        final class Controller: ViewController {}
        let controller = Controller()
        #expect(controller.traitCollection.horizontalSizeClass == .unspecified)
        #expect(!controller.isViewLoaded)
        let screen = HeadlessScreen(rootViewController: controller, width: 120, height: 40)
        screen.render()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.displayScale == 1)
    }

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
