import CollectionCore
import Foundation

/// One view of many labels stacked in a column (a form, a detail page, a settings pane): every
/// label pinned to the margins at the sides and to the one above, the last to the bottom
/// margin, so that one solver holds all of them. Every third label wraps.
@MainActor
public enum StackedLabelsScenario {
    public static let width: CGFloat = 80

    /// A root view of `count` stacked labels.
    public static func view(labels count: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        let margins = root.layoutMarginsGuide
        var above: NSLayoutYAxisAnchor = margins.topAnchor
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = index % 3 == 2 ? String(repeating: "word ", count: 10 + index % 17) : "Field \(index)"
            label.numberOfLines = index % 3 == 2 ? 0 : 1
            root.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: above, constant: index == 0 ? 0 : 1),
            ]
            above = label.bottomAnchor
        }
        constraints.append(above.constraint(equalTo: margins.bottomAnchor))
        NSLayoutConstraint.activate(constraints)
        return root
    }

    /// Measures the view at the scenario's width and lays it out at that height: its first
    /// pass. Answers the height.
    @discardableResult
    public static func layoutPass(_ root: View) -> CGFloat {
        let size = root.systemLayoutSizeFitting(CGSize(width: width, height: 0))
        root.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        root.layoutIfNeeded()
        return size.height
    }
}
