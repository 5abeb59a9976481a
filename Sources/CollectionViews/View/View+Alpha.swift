import CollectionCanvas
import CollectionModel
import Foundation

extension View {
    /// The view's opacity, as `UIView.alpha`: from 0 (transparent) to 1 (opaque, the default),
    /// for the view and its subviews. Values outside are clamped to that range, as in UIKit; a
    /// non-finite value is reported and ignored.
    ///
    /// A terminal cell is drawn or not, so opacity has three steps here:
    ///
    /// | alpha | drawn |
    /// | --- | --- |
    /// | under 0.01 | nothing, as a hidden view (and, as in UIKit, it gets no mouse events or pastes) |
    /// | 0.01 to under 0.5 | the view and its subviews, dim |
    /// | 0.5 and more | normally |
    ///
    /// It is independent of ``isHidden``, as in UIKit: a hidden view draws nothing whatever its
    /// alpha, and showing it again shows it at its alpha. Changes inside a `View.animate` block
    /// animate, so a fade passes through the dim step:
    ///
    /// ```swift
    /// badge.alpha = 0
    /// View.animate(withDuration: 0.25) { badge.alpha = 1 }
    /// ```
    public var alpha: CGFloat {
        get { alphaStorage }
        set {
            guard newValue.isFinite else {
                Diagnostics.report(Diagnostic(
                    domain: Self.diagnosticDomain, kind: "nonFiniteValue",
                    message: "alpha: \(newValue) is not finite; ignored."))
                return
            }
            let clamped = min(max(newValue, 0), 1)
            animatablePropertyWillChange(.alpha, keepsTarget: animationStorage?.alpha?.to == clamped)
            guard clamped != alphaStorage else { return }
            alphaStorage = clamped
            superview?.setNeedsDisplay()
            setNeedsDisplay()
        }
    }

    /// The alpha under which a view is not drawn (and gets no events), UIKit's hit-testing
    /// threshold.
    public static let minimumDrawnAlpha: CGFloat = 0.01
    /// The alpha under which a view is drawn dim.
    public static let dimmedAlpha: CGFloat = 0.5

    /// Whether mouse events and pastes reach the view: it is not hidden and its ``alpha`` is at
    /// least ``minimumDrawnAlpha``.
    var receivesEvents: Bool { !isHidden && alphaStorage >= View.minimumDrawnAlpha }
}
