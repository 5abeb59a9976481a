import CollectionCanvas
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// The solver a view keeps for its subtree does not keep the view alive.
@Suite @MainActor struct AutoLayoutLifetimeTests {
    @Test func aViewThatSolvedItsConstraintsIsFreedWithItsLastReference() {
        weak var root: View?
        weak var child: View?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
            let box = SizedBox(4, 1)
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 1),
            ])
            view.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 1, y: 1, width: 4, height: 1))
            root = view
            child = box
        }
        #expect(root == nil)
        #expect(child == nil)
    }

    @Test func aViewMeasuredWithItsConstraintsIsFreedWithItsLastReference() {
        weak var root: View?
        do {
            let view = View(frame: .zero)
            let box = SizedBox(6, 2)
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            let size = view.systemLayoutSizeFitting(CGSize(width: 6, height: 0))
            #expect(size == CGSize(width: 6, height: 2))
            root = view
        }
        #expect(root == nil)
    }
}
