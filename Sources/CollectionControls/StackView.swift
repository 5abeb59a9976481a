import CollectionCanvas
import CollectionViews
import Foundation

/// A view that lines up its ``arrangedSubviews`` along an ``axis``, as `UIStackView`, with
/// Auto Layout constraints it makes and keeps up to date itself: edge to edge with
/// ``spacing`` between them along the axis, and placed across it by ``alignment``. Hidden
/// arranged subviews take no room. The stack draws nothing itself.
///
/// Distribution: ``Distribution/fill`` lets the views' hugging and compression priorities
/// decide which one grows or shrinks; ``Distribution/fillEqually`` makes them the same size;
/// ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` keep at least
/// ``spacing`` between views and make the gaps equal; ``Distribution/fillProportionally``
/// behaves as `fill` here.
open class StackView: View {
    /// How the arranged subviews share the length of the axis, as `UIStackView.Distribution`.
    public enum Distribution: Sendable {
        /// The views keep their sizes; the one with the lowest hugging priority takes the rest.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Drawn as `fill` here.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal.
        case equalSpacing
        /// Equal gaps, as `equalSpacing` (the centres are not spaced equally).
        case equalCentering
    }

    /// How the arranged subviews are placed across the axis, as `UIStackView.Alignment`.
    public enum Alignment: Sendable {
        /// The views fill the cross axis.
        case fill
        /// At the start of the cross axis (the left of a vertical stack).
        case leading
        /// At the start of the cross axis (the top of a horizontal stack).
        case top
        /// Drawn as `center` here.
        case firstBaseline
        /// Centred across the axis.
        case center
        /// At the end of the cross axis (the right of a vertical stack).
        case trailing
        /// At the end of the cross axis (the bottom of a horizontal stack).
        case bottom
        /// Drawn as `center` here.
        case lastBaseline
    }

    /// The views lined up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The direction of the line.
    public var axis: LayoutConstraintAxis = .horizontal { didSet { rebuild() } }
    /// The cells between neighbours.
    public var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// How the views share the axis.
    public var distribution: Distribution = .fill { didSet { rebuild() } }
    /// How the views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { rebuild() } }
    /// Whether the spacing is measured from the views' baselines; accepted, not used.
    public var isBaselineRelativeArrangement = false
    /// Whether the arranged views are placed inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }

    private var madeConstraints: [LayoutConstraint] = []
    private var gapGuides: [LayoutGuide] = []
    private var hiddenState: [ObjectIdentifier: Bool] = [:]

    /// A stack of `views`.
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` at the end of the line (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the line (clamped), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        rebuild()
    }

    /// Takes `view` out of the line; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    /// A hidden arranged subview takes no room: the constraints follow `isHidden` at layout.
    open override func layoutIfNeeded() {
        let current = Dictionary(uniqueKeysWithValues: arrangedSubviews.map { (ObjectIdentifier($0), $0.isHidden) })
        if current != hiddenState { rebuild() }
        super.layoutIfNeeded()
    }

    private func rebuild() {
        LayoutConstraint.deactivate(madeConstraints)
        hiddenState = Dictionary(uniqueKeysWithValues: arrangedSubviews.map { (ObjectIdentifier($0), $0.isHidden) })
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        var made: [LayoutConstraint] = []
        let vertical = axis == .vertical
        let guide: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        func anchors(_ item: AnyObject) -> (start: LayoutAnchorPair, end: LayoutAnchorPair) {
            LayoutAnchorPair.edges(of: item, vertical: vertical)
        }
        let container = anchors(guide)
        let cross = LayoutAnchorPair.edges(of: guide, vertical: !vertical)
        for (index, view) in views.enumerated() {
            let own = anchors(view)
            if index == 0 {
                made.append(own.start.equal(container.start))
            } else {
                let previous = anchors(views[index - 1])
                switch distribution {
                case .equalSpacing, .equalCentering:
                    made.append(own.start.atLeast(previous.end, spacing))
                default:
                    made.append(own.start.equal(previous.end, spacing))
                }
            }
            if index == views.count - 1 { made.append(own.end.equal(container.end)) }
            if distribution == .fillEqually, index > 0 {
                let first = views[0]
                made.append(vertical
                    ? view.heightAnchor.constraint(equalTo: first.heightAnchor)
                    : view.widthAnchor.constraint(equalTo: first.widthAnchor))
            }
            let across = LayoutAnchorPair.edges(of: view, vertical: !vertical)
            switch alignment {
            case .fill:
                made.append(across.start.equal(cross.start))
                made.append(across.end.equal(cross.end))
            case .leading, .top:
                made.append(across.start.equal(cross.start))
                made.append(cross.end.atLeast(across.end, 0))
            case .trailing, .bottom:
                made.append(across.end.equal(cross.end))
                made.append(across.start.atLeast(cross.start, 0))
            case .center, .firstBaseline, .lastBaseline:
                made.append(across.start.atLeast(cross.start, 0))
                made.append(cross.end.atLeast(across.end, 0))
                made.append(vertical
                    ? view.centerXAnchor.constraint(equalTo: (guide as? View)?.centerXAnchor ?? layoutMarginsGuide.centerXAnchor)
                    : view.centerYAnchor.constraint(equalTo: (guide as? View)?.centerYAnchor ?? layoutMarginsGuide.centerYAnchor))
            }
        }
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        if distribution == .equalSpacing || distribution == .equalCentering, views.count > 2 {
            // Equal gaps: a guide fills each gap, and the guides are as long as the first.
            for index in 1..<views.count {
                let gap = LayoutGuide()
                addLayoutGuide(gap)
                gapGuides.append(gap)
                let start = LayoutAnchorPair.edges(of: gap, vertical: vertical)
                made.append(start.start.equal(anchors(views[index - 1]).end))
                made.append(start.end.equal(anchors(views[index]).start))
                if index > 1 {
                    made.append(vertical
                        ? gap.heightAnchor.constraint(equalTo: gapGuides[0].heightAnchor)
                        : gap.widthAnchor.constraint(equalTo: gapGuides[0].widthAnchor))
                }
            }
        }
        madeConstraints = made
        LayoutConstraint.activate(made)
    }
}

/// One edge of a view or guide along an axis, for the stack view's constraints.
@MainActor
struct LayoutAnchorPair {
    let item: AnyObject
    let attribute: LayoutConstraint.Attribute

    static func edges(of item: AnyObject, vertical: Bool) -> (start: LayoutAnchorPair, end: LayoutAnchorPair) {
        vertical
            ? (LayoutAnchorPair(item: item, attribute: .top), LayoutAnchorPair(item: item, attribute: .bottom))
            : (LayoutAnchorPair(item: item, attribute: .leading), LayoutAnchorPair(item: item, attribute: .trailing))
    }

    func equal(_ other: LayoutAnchorPair, _ constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: other.item, attribute: other.attribute,
            constant: constant)
    }

    func atLeast(_ other: LayoutAnchorPair, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: other.item,
            attribute: other.attribute, constant: constant)
    }
}
