import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

/// Where activating a constraint installs it, and which views it asks to lay out again.
@Suite @MainActor struct AutoLayoutActivationTests {
    /// A root with a child that has a grandchild, laid out once so that no view needs layout.
    private func tree() -> (root: View, child: View, grandchild: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let grandchild = View()
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.addSubview(grandchild)
        root.layoutIfNeeded()
        return (root, child, grandchild)
    }

    @Test func aConstraintIsInstalledOnTheNearestCommonAncestorOfItsItems() {
        let (root, child, grandchild) = tree()
        let sibling = View()
        root.addSubview(sibling)
        let size = grandchild.widthAnchor.constraint(equalToConstant: 3)
        let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
        let across = grandchild.topAnchor.constraint(equalTo: sibling.bottomAnchor)
        let toRootGuide = root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: grandchild.trailingAnchor)
        let detachedGuide = LayoutGuide()
        let withDetachedGuide = detachedGuide.leadingAnchor.constraint(equalTo: child.leadingAnchor)
        NSLayoutConstraint.activate([size, inside, across, toRootGuide, withDetachedGuide])
        // A constraint on one view's own attributes goes on its superview, as in UIKit; so does
        // one whose other item is a guide no view owns (it stands for no view).
        #expect(child.constraints.map(ObjectIdentifier.init) == [size, inside].map(ObjectIdentifier.init))
        #expect(
            root.constraints.map(ObjectIdentifier.init) == [across, toRootGuide, withDetachedGuide].map(ObjectIdentifier.init))
        #expect(sibling.constraints.isEmpty && grandchild.constraints.isEmpty)
    }

    @Test func activatingOnSeveralViewsAsksEachOfTheirSolvingViewsToLayOut() {
        let (root, child, grandchild) = tree()
        #expect(!root.needsLayout && !child.needsLayout)
        // The first is installed on `child`, which solves it (no ancestor has constraints yet);
        // the second on `root`, which from then on solves them all.
        NSLayoutConstraint.activate([
            grandchild.widthAnchor.constraint(equalToConstant: 3),
            grandchild.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            grandchild.heightAnchor.constraint(equalToConstant: 1),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor),
        ])
        #expect(child.needsLayout)
        #expect(root.needsLayout)
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.isEmpty)
        #expect(grandchild.frame == CGRect(x: 2, y: 0, width: 3, height: 1))
    }

    @Test func activatingAgainOrFailingChangesNothing() {
        let (root, child, _) = tree()
        let constraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        constraint.isActive = true
        root.layoutIfNeeded()
        NSLayoutConstraint.activate([constraint])
        #expect(!root.needsLayout)
        #expect(root.constraints.count == 1)
        let stranger = View()
        let reports = Diagnostics.collect {
            NSLayoutConstraint.activate([stranger.topAnchor.constraint(equalTo: child.topAnchor)])
        }.diagnostics
        #expect(reports.map(\.kind) == ["constraintWithoutCommonAncestor"])
        #expect(!root.needsLayout)
    }
}
