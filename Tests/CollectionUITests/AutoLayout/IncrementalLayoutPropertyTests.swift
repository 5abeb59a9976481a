import CollectionCore
import Foundation
import PropertyBased
import Testing

/// A self-sizing cell's constraints re-solved pass after pass by the same engine (constants
/// edited in place, constraints added and removed, texts changed so that intrinsic sizes
/// change, the width changed) give exactly the size and frames that a cell built afresh in the
/// same state gives: the reused solver, the specs matched by position and the label's measure
/// cache never leave anything stale.
@MainActor
@Suite struct IncrementalLayoutPropertyTests {
    /// What a cell is made of: labels stacked in the content view's margins. Every system
    /// here has one best solution (heights and widths come from the texts, the constants and
    /// the priorities, never from a tie), so a fresh solve and a re-solve must agree exactly.
    struct Shape: CustomStringConvertible {
        var texts: [String]
        var wraps: [Bool]
        var leading: [Int]
        var trailing: [Int]
        /// `trailing <= margins.trailing - inset` rather than `==`.
        var trailingAtMost: [Bool]
        /// The gap above each label (the first: below the margins' top).
        var gaps: [Int]
        /// The last label's bottom `==` the margins' bottom (else `<=`).
        var bottomPinned: Bool
        /// An optional `height >= rows` at a priority, per label.
        var minimumHeights: [(rows: Int, priority: Float)?]
        var margins: DirectionalEdgeInsets
        var width: CGFloat

        var description: String {
            "texts \(texts.map(\.count)) wraps \(wraps) leading \(leading) trailing \(trailing) atMost \(trailingAtMost) "
                + "gaps \(gaps) bottomPinned \(bottomPinned) minimums \(minimumHeights.map { $0.map { "\($0.rows)@\($0.priority)" } ?? "-" }) "
                + "margins \(margins) width \(width)"
        }
    }

    nonisolated static let words = ["a", "word", "longer", "tiny", "terminal", "cell", "x", "constraint"]
    nonisolated static let priorities: [Float] = [1000, 800, 500]

    /// Decodes numbers into a shape.
    struct Decoder {
        let numbers: [Int]
        var cursor = 0
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            defer { cursor += 1 }
            return range.lowerBound + numbers[cursor % numbers.count] % range.count
        }
        mutating func text() -> String {
            (0..<next(0...12)).map { _ in IncrementalLayoutPropertyTests.words[next(0...7)] }.joined(separator: " ")
        }
        mutating func minimum() -> (rows: Int, priority: Float)? {
            next(0...2) == 0 ? (next(1...4), IncrementalLayoutPropertyTests.priorities[next(0...2)]) : nil
        }
    }

    static func shape(_ d: inout Decoder) -> Shape {
        let count = d.next(1...3)
        return Shape(
            texts: (0..<count).map { _ in d.text() }, wraps: (0..<count).map { _ in d.next(0...2) != 0 },
            leading: (0..<count).map { _ in d.next(0...3) }, trailing: (0..<count).map { _ in d.next(0...3) },
            trailingAtMost: (0..<count).map { _ in d.next(0...1) == 0 }, gaps: (0..<count).map { _ in d.next(0...2) },
            bottomPinned: d.next(0...1) == 0, minimumHeights: (0..<count).map { _ in d.minimum() },
            margins: DirectionalEdgeInsets(
                top: CGFloat(d.next(0...1)), leading: CGFloat(d.next(0...2)), bottom: CGFloat(d.next(0...1)),
                trailing: CGFloat(d.next(0...2))),
            width: CGFloat(d.next(12...40)))
    }

    /// A cell built from a shape, with handles on what the steps change.
    @MainActor
    final class Cell {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        var labels: [Label] = []
        var leading: [NSLayoutConstraint] = []
        var trailing: [NSLayoutConstraint] = []
        var gaps: [NSLayoutConstraint] = []
        var minimums: [NSLayoutConstraint?] = []

        init(_ shape: Shape) {
            let content = cell.contentView
            content.directionalLayoutMargins = shape.margins
            let margins = content.layoutMarginsGuide
            var constraints: [NSLayoutConstraint] = []
            for index in shape.texts.indices {
                let label = Label()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.numberOfLines = shape.wraps[index] ? 0 : 1
                label.text = shape.texts[index]
                content.addSubview(label)
                labels.append(label)
                let lead = label.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: CGFloat(shape.leading[index]))
                let inset = -CGFloat(shape.trailing[index])
                let trail = shape.trailingAtMost[index]
                    ? label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor, constant: inset)
                    : label.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: inset)
                let above = index == 0 ? margins.topAnchor : labels[index - 1].bottomAnchor
                let gap = label.topAnchor.constraint(equalTo: above, constant: CGFloat(shape.gaps[index]))
                leading.append(lead)
                trailing.append(trail)
                gaps.append(gap)
                constraints += [lead, trail, gap]
                minimums.append(nil)
            }
            if let last = labels.last {
                constraints.append(shape.bottomPinned
                    ? last.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
                    : last.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor))
            }
            NSLayoutConstraint.activate(constraints)
            for index in shape.texts.indices { setMinimum(shape.minimumHeights[index], of: index) }
        }

        func setMinimum(_ minimum: (rows: Int, priority: Float)?, of index: Int) {
            minimums[index]?.isActive = false
            minimums[index] = nil
            guard let minimum else { return }
            let constraint = labels[index].heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(minimum.rows))
            constraint.priority = LayoutPriority(minimum.priority)
            constraint.isActive = true
            minimums[index] = constraint
        }

        /// A layout pass as a self-sizing list does it: measure at the width, then lay out at
        /// the measured height. Answers the size and every label's frame.
        func layOut(width: CGFloat) -> [CGRect] {
            let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0))
            cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
            cell.layoutIfNeeded()
            return [CGRect(origin: .zero, size: size)] + labels.map(\.frame)
        }

        /// Lays the cell out at `size` without measuring it first: the constraints solved with
        /// the size required from the start.
        func layOut(at size: CGSize) -> [CGRect] {
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
            return [CGRect(origin: .zero, size: size)] + labels.map(\.frame)
        }
    }

    /// Applies one step, decoded from numbers, to the shape and to the live cell alike.
    static func step(_ d: inout Decoder, _ shape: inout Shape, _ cell: Cell) -> String {
        let index = d.next(0...(shape.texts.count - 1))
        switch d.next(0...6) {
        case 0:
            let text = d.text()
            shape.texts[index] = text
            cell.labels[index].text = text
            return "text of \(index) to \(text.count) characters"
        case 1:
            let value = d.next(0...3)
            shape.leading[index] = value
            cell.leading[index].constant = CGFloat(value)
            return "leading of \(index) to \(value)"
        case 2:
            let value = d.next(0...3)
            shape.trailing[index] = value
            cell.trailing[index].constant = -CGFloat(value)
            return "trailing of \(index) to \(value)"
        case 3:
            let value = d.next(0...2)
            shape.gaps[index] = value
            cell.gaps[index].constant = CGFloat(value)
            return "gap above \(index) to \(value)"
        case 4:
            let minimum = d.minimum()
            shape.minimumHeights[index] = minimum
            cell.setMinimum(minimum, of: index)
            return "minimum height of \(index) to \(minimum.map { "\($0.rows)@\($0.priority)" } ?? "none")"
        case 5:
            let margins = DirectionalEdgeInsets(
                top: CGFloat(d.next(0...1)), leading: CGFloat(d.next(0...2)), bottom: CGFloat(d.next(0...1)),
                trailing: CGFloat(d.next(0...2)))
            shape.margins = margins
            cell.cell.contentView.directionalLayoutMargins = margins
            return "margins to \(margins)"
        default:
            shape.width = CGFloat(d.next(12...40))
            return "width to \(shape.width)"
        }
    }

    /// Found by the property below: "longer longer" wraps into two rows of 6 in 12 columns;
    /// "longer a" is as big at 6 columns, but a fresh cell shows it on one row of 8.
    @Test func aWrappingLabelWhoseNewTextIsAsBigAtTheOldWidthIsMeasuredAfresh() {
        PointScale.withCurrent(nil) {
            var shape = Shape(
                texts: ["longer longer"], wraps: [true], leading: [0], trailing: [0], trailingAtMost: [true], gaps: [0],
                bottomPinned: true, minimumHeights: [nil], margins: DirectionalEdgeInsets(), width: 12)
            let live = Cell(shape)
            #expect(live.layOut(width: 12)[1] == CGRect(x: 0, y: 0, width: 6, height: 2))
            shape.texts = ["longer a"]
            live.labels[0].text = "longer a"
            #expect(live.layOut(width: 12)[1] == CGRect(x: 0, y: 0, width: 8, height: 1))
            #expect(Cell(shape).layOut(width: 12)[1] == CGRect(x: 0, y: 0, width: 8, height: 1))
        }
    }

    @Test func reSolvesAfterEveryKindOfChangeEqualFreshSolves() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 160)) { numbers in
            PointScale.withCurrent(nil) {
                var d = Decoder(numbers: numbers)
                var shape = Self.shape(&d)
                let live = Cell(shape)
                var history = ["\(shape)"]
                let reports = Diagnostics.collect {
                    _ = live.layOut(width: shape.width)
                    for _ in 0..<8 {
                        history.append(Self.step(&d, &shape, live))
                        let incremental = live.layOut(width: shape.width)
                        let fresh = Cell(shape).layOut(width: shape.width)
                        #expect(incremental == fresh, "\(history.joined(separator: "; "))")
                        // Laid out at the measured size without measuring, as a fixed-size
                        // layout does: the frames the measurement left are the same.
                        let placed = Cell(shape).layOut(at: incremental[0].size)
                        #expect(incremental == placed, "at a fixed size: \(history.joined(separator: "; "))")
                        if incremental != fresh || incremental != placed { return }
                    }
                }.diagnostics
                // None of these systems conflicts or leaves a view loose.
                #expect(reports.isEmpty, "\(reports) after \(history)")
            }
        }
    }
}
