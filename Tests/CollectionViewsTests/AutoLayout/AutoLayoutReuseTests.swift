import CollectionCanvas
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// What the engine keeps from one pass to the next (the views, constraints and guides it found
/// in the subtree, the constraints in its solver) never hides a change made between passes.
@Suite @MainActor struct AutoLayoutReuseTests {
    /// A root of 20 by 6 with a box pinned to its top-left corner at `(x, y)`.
    private func pinnedBox(x: CGFloat = 2, y: CGFloat = 1) -> (View, SizedBox, leading: NSLayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let box = SizedBox(4, 1)
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: y)])
        root.layoutIfNeeded()
        return (root, box, leading)
    }

    @Test func aChangedConstantMovesTheView() {
        let (root, box, leading) = pinnedBox()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 4, height: 1))
        leading.constant = 7
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 7, y: 1, width: 4, height: 1))
        leading.constant = 2
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 4, height: 1))
    }

    @Test func anAddedConstraintTakesPartAndARemovedOneNoLonger() {
        let (root, box, _) = pinnedBox()
        let width = box.widthAnchor.constraint(equalToConstant: 9)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 9, height: 1))
        width.isActive = false
        root.layoutIfNeeded()
        // Back to its intrinsic width.
        #expect(box.frame == CGRect(x: 2, y: 1, width: 4, height: 1))
    }

    @Test func aChangedPriorityDecidesBetweenConflictingConstraints() {
        let (root, box, _) = pinnedBox()
        let narrow = box.widthAnchor.constraint(equalToConstant: 5)
        let wide = box.widthAnchor.constraint(equalToConstant: 11)
        narrow.priority = LayoutPriority(rawValue: 700)
        wide.priority = LayoutPriority(rawValue: 600)
        NSLayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        #expect(box.frame.width == 5)
        wide.priority = LayoutPriority(rawValue: 800)
        root.layoutIfNeeded()
        #expect(box.frame.width == 11)
    }

    @Test func aChangedIntrinsicSizeIsMeasuredAgain() {
        let (root, box, _) = pinnedBox()
        box.size = CGSize(width: 6, height: 2)
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 6, height: 2))
    }

    @Test func aViewAddedBetweenPassesIsLaidOut() {
        let (root, box, _) = pinnedBox()
        let second = SizedBox(3, 2)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            second.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1),
            second.topAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 4, height: 1))
        #expect(second.frame == CGRect(x: 7, y: 2, width: 3, height: 2))
    }

    @Test func aGuideAddedBetweenPassesIsSolved() {
        let (root, box, leading) = pinnedBox()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        leading.isActive = false
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
            guide.widthAnchor.constraint(equalToConstant: 5),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            box.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 3, y: 0, width: 5, height: 1))
        #expect(box.frame == CGRect(x: 8, y: 1, width: 4, height: 1))
    }

    /// A view taken out of the subtree and freed between passes is not looked at again, and a
    /// new view (which may be made at the freed one's address) is laid out by its own constraints.
    @Test func aViewRemovedAndFreedBetweenPassesIsForgotten() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let stay = SizedBox(2, 1)
        root.addSubview(stay)
        NSLayoutConstraint.activate([
            stay.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            stay.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        weak var freed: View?
        do {
            let gone = SizedBox(5, 1)
            root.addSubview(gone)
            let constraints = [
                gone.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 6),
                gone.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            ]
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(gone.frame == CGRect(x: 6, y: 2, width: 5, height: 1))
            NSLayoutConstraint.deactivate(constraints)
            gone.removeFromSuperview()
            freed = gone
        }
        #expect(freed == nil)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(stay.frame == CGRect(x: 1, y: 4, width: 2, height: 1))
        let new = SizedBox(3, 1)
        root.addSubview(new)
        NSLayoutConstraint.activate([
            new.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            new.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
        ])
        root.layoutIfNeeded()
        #expect(new.frame == CGRect(x: 10, y: 3, width: 3, height: 1))
        #expect(stay.frame == CGRect(x: 1, y: 4, width: 2, height: 1))
    }

    /// A view moved to another subtree leaves the first root's layout and joins the second's.
    @Test func aViewMovedToAnotherRootIsLaidOutThere() {
        let (first, box, _) = pinnedBox()
        let second = View(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let anchor = SizedBox(1, 1)
        second.addSubview(anchor)
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 12),
            anchor.topAnchor.constraint(equalTo: second.topAnchor),
        ])
        second.layoutIfNeeded()
        NSLayoutConstraint.deactivate(first.constraints)
        second.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: anchor.leadingAnchor),
            box.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 2),
        ])
        first.setNeedsLayout()
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(anchor.frame == CGRect(x: 12, y: 0, width: 1, height: 1))
        #expect(box.frame == CGRect(x: 12, y: 3, width: 4, height: 1))
    }

    /// A label's height follows its text and the width it is given, pass after pass.
    @Test func aSelfSizingRootFollowsItsContentAcrossPasses() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let box = SizedBox(4, 2)
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 1)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            top,
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        #expect(root.systemLayoutSizeFitting(CGSize(width: 10, height: 0)).height == 3)
        top.constant = 3
        #expect(root.systemLayoutSizeFitting(CGSize(width: 10, height: 0)).height == 5)
        box.size = CGSize(width: 4, height: 4)
        box.invalidateIntrinsicContentSize()
        #expect(root.systemLayoutSizeFitting(CGSize(width: 10, height: 0)).height == 7)
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 7)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 3, width: 4, height: 4))
    }
}
