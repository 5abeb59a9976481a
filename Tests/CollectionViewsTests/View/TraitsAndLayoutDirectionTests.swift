import CollectionCanvas
import CollectionViews
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
}
