import CollectionCanvas
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

@Suite @MainActor struct AutoLayoutTests {
    /// A view tree laid out with Auto Layout is freed when the last reference to it goes: the
    /// engine (held by the root) kept the pass's constraints, which held the root.
    @Test func aLaidOutTreeIsFreedWithItsRoot() {
        weak var freedRoot: View?
        weak var freedChild: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 4),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 1, y: 0, width: 4, height: 1))
            freedRoot = root
            freedChild = child
        }
        #expect(freedRoot == nil)
        #expect(freedChild == nil)
    }

    @Test func aSubviewPinnedToTheMarginsTakesTheMarginsFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 3)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.isEmpty)
        #expect(child.frame == CGRect(x: 2, y: 1, width: 15, height: 3))
        #expect(root.constraints.count == 4)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 15, height: 3))
    }

    @Test func constantChangesReSolveAtTheNextLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            width,
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 0, width: 5, height: 2))
        width.constant = 11
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 0, width: 11, height: 2))
        root.frame.size = CGSize(width: 30, height: 10)
        root.layoutIfNeeded()
        #expect(child.frame.height == 5)
        width.isActive = false
        #expect(root.constraints.count == 3)
    }

    @Test func equalWidthsAreRoundedSoThatNeighboursTile() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let boxes = (0..<3).map { _ in SizedBox(0, 1) }
        for box in boxes { root.addSubview(box) }
        var constraints = [
            boxes[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            boxes[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        for (a, b) in zip(boxes, boxes.dropFirst()) {
            constraints.append(b.leadingAnchor.constraint(equalTo: a.trailingAnchor))
            constraints.append(b.widthAnchor.constraint(equalTo: a.widthAnchor))
        }
        for box in boxes { constraints.append(box.topAnchor.constraint(equalTo: root.topAnchor)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 3, 7])
        #expect(boxes.map(\.frame.width) == [3, 4, 3])
    }

    @Test func huggingAndCompressionDecideWhichViewStretches() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let title = SizedBox(6, 1), detail = SizedBox(4, 1)
        root.addSubview(title)
        root.addSubview(detail)
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        detail.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 1),
            detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.isEmpty, "\(reports)")
        #expect(title.frame == CGRect(x: 0, y: 0, width: 15, height: 1))
        #expect(detail.frame == CGRect(x: 16, y: 0, width: 4, height: 1))
        // Too narrow: the lower compression resistance gives way.
        detail.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.frame.size.width = 8
        root.layoutIfNeeded()
        #expect(detail.frame.width == 4)
        #expect(title.frame.width == 3)
    }

    @Test func conflictingRequiredConstraintsAreReportedOnceAndTheLaterIsBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 8)
        wide.identifier = "wide"
        let narrow = child.widthAnchor.constraint(equalToConstant: 4)
        narrow.identifier = "narrow"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
            wide, narrow,
        ])
        let first = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(first.count == 1)
        #expect(first.first?.kind == "unsatisfiableConstraints")
        #expect(first.first?.message.contains("broke 'narrow'") == true, "\(first)")
        #expect(first.first?.message.contains("'wide'") == true)
        #expect(child.frame.width == 8)
        root.setNeedsLayout()
        let again = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(again.isEmpty)
        // A lower priority gives way without a report.
        narrow.priority = .defaultHigh
        root.layoutIfNeeded()
        #expect(child.frame.width == 8)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 4)
    }

    @Test func anAmbiguousViewIsReportedOnce() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 3),
            child.heightAnchor.constraint(equalToConstant: 1),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let reports = Diagnostics.collect { root.layoutIfNeeded() }.diagnostics
        #expect(reports.map(\.kind) == ["ambiguousLayout"])
        #expect(reports.first?.message.contains("its x") == true, "\(reports)")
        root.setNeedsLayout()
        #expect(Diagnostics.collect { root.layoutIfNeeded() }.diagnostics.isEmpty)
    }

    @Test func itemsInDifferentHierarchiesAreReportedNotActivated() {
        let a = View(), b = View()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let reports = Diagnostics.collect { constraint.isActive = true }.diagnostics
        #expect(reports.map(\.kind) == ["constraintWithoutCommonAncestor"])
        #expect(!constraint.isActive)
    }
}
