import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

/// What happens when required constraints cannot all hold, as AutoLayout.md describes it:
/// one report per broken constraint through the diagnostics hook, naming it and the
/// constraints it conflicts with; the constraint broken is the one added last (UIKit logs
/// and breaks one of them too); the others keep holding; nothing traps.
@Suite @MainActor struct AutoLayoutConflictTests {
    /// A root with one child placed at the top left, 1 row tall.
    private func makeChild() -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        return (root, child)
    }

    @Test func ofConflictingRequiredConstraintsTheOneActivatedLaterIsBrokenEvenWhenActivatedAtRunTime() {
        let (root, child) = makeChild()
        let narrow = child.widthAnchor.constraint(equalToConstant: 4)
        narrow.identifier = "narrow"
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 4)
        // Activated after the first pass: the solver keeps what it holds and refuses the new one.
        let wide = child.widthAnchor.constraint(equalToConstant: 8)
        wide.identifier = "wide"
        wide.isActive = true
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.map(\.kind) == ["unsatisfiableConstraints"])
        #expect(reports.first?.message.contains("broke 'wide'") == true, "\(reports)")
        #expect(reports.first?.message.contains("'narrow'") == true, "\(reports)")
        #expect(child.frame.width == 4)
        // Once the conflict is gone the refused constraint takes part again, without a report.
        narrow.isActive = false
        #expect(Diagnostics.collect { root.layoutIfNeeded() }.diagnostics.isEmpty)
        #expect(child.frame.width == 8)
    }

    @Test func aConstantChangeThatConflictsBreaksThatConstraintOnceAndItComesBackWhenItFitsAgain() {
        let (root, child) = makeChild()
        let maximum = child.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
        maximum.identifier = "maximum"
        let width = child.widthAnchor.constraint(equalToConstant: 6)
        width.identifier = "width"
        let preferred = child.widthAnchor.constraint(equalToConstant: 2)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([maximum, width, preferred])
        root.layoutIfNeeded()
        #expect(child.frame.width == 6)
        width.constant = 12
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.map(\.kind) == ["unsatisfiableConstraints"])
        #expect(reports.first?.message.contains("broke 'width'") == true, "\(reports)")
        #expect(reports.first?.message.contains("'maximum'") == true, "\(reports)")
        // Without the broken constraint the preferred width holds.
        #expect(child.frame.width == 2)
        // Still conflicting at another constant: not reported again.
        width.constant = 14
        #expect(Diagnostics.collect { root.layoutIfNeeded() }.diagnostics.isEmpty)
        #expect(child.frame.width == 2)
        width.constant = 9
        #expect(Diagnostics.collect { root.layoutIfNeeded() }.diagnostics.isEmpty)
        #expect(child.frame.width == 9)
    }

    @Test func aLowerPriorityGivesWayWithoutAReportAndTheHigherHolds() {
        let (root, child) = makeChild()
        let low = child.widthAnchor.constraint(equalToConstant: 3)
        low.priority = .defaultLow
        let high = child.widthAnchor.constraint(equalToConstant: 7)
        high.priority = .defaultHigh
        // Activated lowest first: the order does not matter below required.
        NSLayoutConstraint.activate([low, high])
        #expect(Diagnostics.collect { root.layoutIfNeeded() }.diagnostics.isEmpty)
        #expect(child.frame.width == 7)
    }

    @Test func aRequiredConstraintAgainstTheSizeOfTheViewThatSolvesIsTheOneBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let tooTall = child.heightAnchor.constraint(equalToConstant: 5)
        tooTall.identifier = "tooTall"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            tooTall,
        ])
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.map(\.kind) == ["unsatisfiableConstraints"])
        #expect(reports.first?.message.contains("broke 'tooTall'") == true, "\(reports)")
        // The view that solves keeps its size; the child fills it.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 20, height: 3))
    }

    @Test func eachReportOfAPassListsTheConstraintsInTheSolverThenThatShareAVariable() {
        let (root, child) = makeChild()
        let narrow = child.widthAnchor.constraint(equalToConstant: 4)
        narrow.identifier = "narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 8)
        wide.identifier = "wide"
        let wider = child.centerXAnchor.constraint(equalTo: root.leftAnchor, constant: 9)
        wider.identifier = "wider"
        let edge = child.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 12)
        edge.identifier = "edge"
        NSLayoutConstraint.activate([narrow, wide, wider, edge])
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        // Broken in the order activated; a broken constraint is never listed, the others are
        // when they share a variable (the child's left or width, or the root's left, which the
        // child's leading is pinned to; not its top or height).
        let related = "  View.left == 0 (the view that solves)\n  View.leading == View.leading\n  'narrow' View.width == 4"
        #expect(reports.map(\.message) == [
            "Unable to satisfy constraints; broke 'wide' View.width == 8, which conflicts with:\n  'narrow' View.width == 4",
            "Unable to satisfy constraints; broke 'wider' View.centerX == View.left + 9, which conflicts with:\n" + related,
            "Unable to satisfy constraints; broke 'edge' View.right == View.left + 12, which conflicts with:\n" + related,
        ])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
    }
}
