import CollectionCanvas
import CollectionModel
import Foundation

// UIView's block animations (see animate(withDuration:delay:options:animations:completion:)).
extension View {
    /// Animates the changes made in `animations` over `duration` seconds, with the ease-in-out
    /// curve (see ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` over `duration` seconds, with the ease-in-out
    /// curve, then calls `completion` with whether the animation ran to its end (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, starting after
    /// `delay` seconds (the old values are drawn until then), with the curve and options of
    /// `options`, then calls `completion` with whether the animation ran to its end.
    ///
    /// These views' properties animate: ``View/frame`` (and with it ``View/center`` and the size
    /// of ``View/bounds``), ``View/backgroundColor`` and ``View/alpha``. Each change inside the
    /// block is applied to the view at once, as in UIKit (reading `frame` after the block gives the
    /// final value); what is drawn moves from the value shown before the block to the final one over
    /// the duration, on whole cells (positions and sizes are interpolated and rounded), with the
    /// options' timing curve. Other changes inside the block take effect at once.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, animations: {
    ///     panel.frame.origin.x = 40
    ///     badge.alpha = 0
    /// }, completion: { finished in
    ///     badge.isHidden = true
    /// })
    /// ```
    ///
    /// The animation keeps time on the clock of ``MainRunLoop/current`` (in an application, the
    /// loop's clock; a test makes its own ``MainRunLoop`` on a ``TestAnimationClock`` and calls
    /// `View.animate` inside its ``MainRunLoop/withCurrent(_:)``), and draws at most
    /// ``AnimationSettings/framesPerSecond`` frames a second. Animations are short and never in the
    /// way: a key or click first finishes every running animation (``View/finishAnimations()``), and
    /// with animations off (``AnimationSettings/standard``, `TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS=1`)
    /// every change is drawn at once.
    ///
    /// The completion runs later, from the application loop's next pass (``View/advanceAnimations()``
    /// or ``View/finishAnimations()``), never inside `animate` itself: with `true` when the animation
    /// ran to its end (or nothing changed, or the duration is zero), with `false` when a newer
    /// animation of the same property of the same view replaced it, or the property was set again
    /// without animation (outside a block, or in ``View/performWithoutAnimation(_:)``), as UIKit
    /// calls it when an animation is removed early.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, curve: options.curve, options: options, animations: animations,
            completion: completion)
    }

    /// Animates the changes made in `animations` with the motion of a damped spring: it
    /// settles within `duration` seconds, overshooting the final value when
    /// `dampingRatio` is under 1 (1 settles without overshoot; values are kept between 0.05 and
    /// 1), starting at `velocity` (a share of the whole change per second, as in UIKit). Drawn on
    /// whole cells, an overshoot of less than half a cell does not show. Otherwise as
    /// ``animate(withDuration:delay:options:animations:completion:)``. A non-finite damping or
    /// velocity is reported; a damping of 1 and no velocity are used instead.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let damping = dampingRatio.isFinite ? Double(dampingRatio) : 1
        let speed = velocity.isFinite ? Double(velocity) : 0
        if !dampingRatio.isFinite || !velocity.isFinite {
            reportInvalidAnimationValue(
                "usingSpringWithDamping \(dampingRatio), initialSpringVelocity \(velocity)",
                "a finite damping and velocity", "a damping of 1 and no velocity")
        }
        runAnimation(
            duration: duration, delay: delay, curve: .spring(damping: damping, velocity: speed), options: options,
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, as `UIView.performWithoutAnimation(_:)`:
    /// its changes are drawn at once even inside an animation block, and a running animation of
    /// a property it sets ends (its completion gets `false`).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationRecorder(animates: false).record(actionsWithoutAnimation)
    }

    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, curve: ViewAnimationCurve, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let settings = AnimationSettings.standard
        let seconds = validSeconds(duration, "withDuration")
        let wait = validSeconds(delay, "delay")
        let animated = settings.isEnabled && seconds > 0
        let recorder = ViewAnimationRecorder(animates: true)
        recorder.record {
            animations()
            if options.contains(.layoutSubviews) {
                for view in recorder.views { view.layoutIfNeeded() }
            }
        }
        let group = ViewAnimationGroup(
            clock: MainRunLoop.current.clock, delay: settings.isEnabled ? .seconds(wait) : .zero,
            duration: animated ? .seconds(seconds) : .zero, curve: curve, frameInterval: settings.frameInterval,
            completion: completion)
        recorder.commit(to: group, animated: animated)
    }

    /// `value` when it is a finite number of seconds of zero or more; else 0, reported.
    private static func validSeconds(_ value: TimeInterval, _ name: String) -> TimeInterval {
        if value.isFinite && value >= 0 { return value }
        reportInvalidAnimationValue("\(name) \(value)", "a finite number of seconds of zero or more", "0")
        return 0
    }

    private static func reportInvalidAnimationValue(_ value: String, _ expected: String, _ replacement: String) {
        Diagnostics.report(Diagnostic(
            domain: "view", kind: "invalidAnimationValue",
            message: "View.animate: \(value) is not \(expected); \(replacement) used instead."))
    }
}
