import CollectionCanvas
import CollectionControls
import CollectionDiagnostics
import CollectionViews
import Foundation
import Testing

@Suite @MainActor struct StackViewTests {
    private func labels(_ texts: [String]) -> [Label] {
        texts.map { text in
            let label = Label()
            label.text = text
            return label
        }
    }

    @Test func aVerticalStackLinesUpItsViewsWithSpacing() {
        let stack = StackView(arrangedSubviews: labels(["one", "two", "three"]))
        stack.axis = .vertical
        stack.spacing = 1
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 8, height: 5)
        let reports = Diagnostics.collect { stack.layoutIfNeeded() }.diagnostics
        #expect(reports.isEmpty, "\(reports)")
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 0, y: 2, width: 3, height: 1),
            CGRect(x: 0, y: 4, width: 5, height: 1),
        ])
    }

    @Test func fillEquallySharesTheWidthAndHiddenViewsTakeNoRoom() {
        let views = labels(["a", "b", "c"])
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 1
        stack.frame = CGRect(x: 0, y: 0, width: 11, height: 1)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 4, 8])
        #expect(views.map(\.frame.width) == [3, 3, 3])
        views[1].isHidden = true
        stack.setNeedsLayout()
        let reports = Diagnostics.collect {
            stack.layoutIfNeeded()
            stack.layoutIfNeeded()
        }.diagnostics
        #expect(reports.isEmpty, "\(reports) \(stack.constraints)")
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(views[2].frame == CGRect(x: 6, y: 0, width: 5, height: 1))
    }

    @Test func equalSpacingMakesTheGapsEqual() {
        let views = labels(["a", "bb", "c"])
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 4, 9])
    }
}
