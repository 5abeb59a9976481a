import CollectionCanvas
import CollectionModel
import Foundation

/// The timing of one animation: when it started and how long it lasts, read against a clock.
package struct AnimationTiming {
    var start: Duration
    var duration: Duration
    var frameInterval: Duration

    package init(start: Duration, settings: AnimationSettings) {
        self.start = start
        self.duration = settings.duration
        self.frameInterval = settings.frameInterval
    }

    /// The share of the animation done at `now`, from 0 to 1.
    package func progress(at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        let elapsed = now - start
        if elapsed <= .zero { return 0 }
        return min(1, elapsed / duration)
    }

    /// Whether the animation is over at `now`.
    package func isFinished(at now: Duration) -> Bool {
        now - start >= duration
    }

    /// How long after `now` the next frame is due: the next multiple of the frame interval
    /// from the start, or the end, whichever comes first. At least a millisecond.
    package func delayUntilNextFrame(at now: Duration) -> Duration {
        let elapsed = max(.zero, now - start)
        let remaining = duration - elapsed
        var delay = remaining
        if frameInterval > .zero {
            let frames = (elapsed / frameInterval).rounded(.down)
            let next = frameInterval * (frames + 1) - elapsed
            delay = min(delay, next)
        }
        return max(delay, .milliseconds(1))
    }

    /// Ease in and out (cubic), as UIKit's default curve: slow at both ends.
    package static func eased(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }

    /// The value between `from` and `to` at eased progress `t`, snapped to a whole cell.
    static func interpolate(_ from: CGFloat, _ to: CGFloat, _ t: Double) -> CGFloat {
        (from + (to - from) * CGFloat(t)).rounded()
    }

    /// The point between `from` and `to` at eased progress `t`, snapped to cells.
    package static func interpolate(_ from: CGPoint, _ to: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: interpolate(from.x, to.x, t), y: interpolate(from.y, to.y, t))
    }
}
