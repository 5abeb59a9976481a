import CollectionCanvas
import CollectionModel
import Foundation

/// The timing curve of a view animation.
enum ViewAnimationCurve: Equatable {
    case easeInOut
    case easeIn
    case easeOut
    case linear
    /// A damped spring (`usingSpringWithDamping:initialSpringVelocity:`): `damping` is the
    /// damping ratio (1 settles without overshoot, less overshoots), `velocity` the starting
    /// speed as a share of the whole change per second.
    case spring(damping: Double, velocity: Double)

    /// The share of the change shown at time share `t` (0 to 1) of an animation of `duration`
    /// seconds. Ends at exactly 1; a spring may pass 1 on the way.
    func value(at t: Double, duration: Double) -> Double {
        let t = min(max(t, 0), 1)
        if t >= 1 { return 1 }
        switch self {
        case .easeInOut: return AnimationTiming.eased(t)
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .linear: return t
        case let .spring(damping, velocity):
            return Self.spring(at: t * duration, duration: duration, damping: damping, velocity: velocity)
        }
    }

    /// A damped harmonic oscillator from 0 towards 1, stiff enough that its envelope has
    /// fallen to a thousandth of the change at `duration` (UIKit's spring also settles within
    /// the duration it is given).
    static func spring(at time: Double, duration: Double, damping: Double, velocity: Double) -> Double {
        guard duration > 0 else { return 1 }
        let zeta = min(max(damping, 0.05), 1)
        let omega = log(1000) / (zeta * duration)
        let decay = exp(-zeta * omega * time)
        if zeta >= 1 {
            return 1 - decay * (1 + (omega - velocity) * time)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let sine = (zeta * omega - velocity) / damped
        return 1 - decay * (cos(damped * time) + sine * sin(damped * time))
    }
}

/// One call of `View.animate`: its timing, the view properties it animates and its
/// completion.
///
/// Every running group is in ``running``, which the root's `advanceAnimations()` moves on and
/// `finishAnimations()` ends. A group completes when the last of its tracks ends: at its end
/// time (finished), when `finishAnimations()` ends it (finished), or when a newer animation or
/// a change without animation replaces the track (not finished). A group that animates
/// nothing (no property changed, a zero duration, animations off) completes at its end time.
/// Completions run from `advanceAnimations()` or `finishAnimations()`, never inside the call
/// that ended the animation, as UIKit calls them later, on the run loop.
@MainActor
final class ViewAnimationGroup {
    /// The groups whose completion has not run yet, in the order they were made.
    private(set) static var running: [ViewAnimationGroup] = []

    let clock: AnimationClock
    /// When the change starts to show (after the delay), on ``clock``.
    let start: Duration
    let duration: Duration
    let frameInterval: Duration
    let curve: ViewAnimationCurve
    private var completion: ((Bool) -> Void)?
    /// The tracks of this group still drawn.
    private(set) var trackCount = 0
    /// Whether a track was replaced before its end.
    private var interrupted = false
    /// Whether the group's end came (its time is up, or it was finished).
    private var ended = false

    init(clock: AnimationClock, delay: Duration, duration: Duration, curve: ViewAnimationCurve,
         frameInterval: Duration, completion: ((Bool) -> Void)?) {
        self.clock = clock
        self.start = clock.now + max(delay, .zero)
        self.duration = max(duration, .zero)
        self.curve = curve
        self.frameInterval = frameInterval
        self.completion = completion
        Self.running.append(self)
    }

    /// When the group ends, on ``clock``.
    var end: Duration { start + duration }

    /// Whether the group's time is up.
    var isOver: Bool { clock.now >= end }

    /// The share of the change drawn now, after the curve (0 during the delay, 1 at the end; a
    /// spring passes 1 on the way).
    var progress: Double {
        let now = clock.now
        if now >= end { return 1 }
        if now <= start || duration <= .zero { return 0 }
        return curve.value(at: (now - start) / duration, duration: duration / .seconds(1))
    }

    func trackAdded() {
        trackCount += 1
    }

    /// A track of this group stopped being drawn: at the end (`replaced` false) or because a
    /// newer change of its property replaced it.
    func trackRemoved(replaced: Bool) {
        trackCount = max(0, trackCount - 1)
        if replaced { interrupted = true }
        if trackCount == 0 && replaced { ended = true }
    }

    /// The views whose tracks belong to running groups, so that the groups can end them.
    private static var animatedViews: [ObjectIdentifier: WeakView] = [:]

    /// Notes that `view` draws a track of some running group.
    static func register(_ view: View) {
        animatedViews[ObjectIdentifier(view)] = WeakView(view: view)
    }

    /// Moves every running group to its clock's time: tracks whose group's time is up end at
    /// their final value, their views redraw, and the completions of the groups that ended run.
    /// Returns how long until the next frame is due, or `nil` when nothing animates.
    static func advance() -> Duration? {
        guard !running.isEmpty else { return nil }
        var next: Duration?
        for group in running where !group.ended {
            let now = group.clock.now
            if now >= group.end {
                group.ended = true
            } else {
                var delay = group.end - now
                // A group that draws nothing needs no frames: only its end, for its completion.
                if group.trackCount > 0, now >= group.start, group.frameInterval > .zero {
                    let frames = ((now - group.start) / group.frameInterval).rounded(.down)
                    delay = min(delay, group.frameInterval * (frames + 1) - (now - group.start))
                } else if group.trackCount > 0, now < group.start {
                    delay = group.start - now
                }
                delay = max(delay, .milliseconds(1))
                next = min(next ?? delay, delay)
            }
        }
        endTracks { $0.ended }
        completeEnded()
        return next
    }

    /// Ends every running group at its final value, as input does before it is handled.
    static func finishAll() {
        guard !running.isEmpty else { return }
        for group in running { group.ended = true }
        endTracks { _ in true }
        completeEnded()
    }

    /// Removes the tracks of ended groups from the animated views (drawing their final values).
    private static func endTracks(where isEnded: (ViewAnimationGroup) -> Bool) {
        for (key, entry) in animatedViews {
            guard let view = entry.view, let animations = view.animationStorage else {
                animatedViews[key] = nil
                continue
            }
            animations.removeTracks(where: isEnded)
            view.setNeedsDisplay()
            if animations.isEmpty {
                view.animationStorage = nil
                animatedViews[key] = nil
            }
        }
    }

    /// Runs the completions of the groups that ended, in the order the groups were made. A
    /// completion may start new animations; they wait for the next pass.
    private static func completeEnded() {
        let done = running.filter(\.ended)
        guard !done.isEmpty else { return }
        running.removeAll(where: \.ended)
        for group in done {
            let completion = group.completion
            group.completion = nil
            completion?(!group.interrupted)
        }
    }
}

/// A view held weakly.
@MainActor
struct WeakView {
    weak var view: View?
}
