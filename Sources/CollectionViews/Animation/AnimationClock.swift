import CollectionCanvas
import CollectionModel
import Foundation

/// The time source of animations: a monotonic clock whose ``now`` only ever grows.
///
/// Views read the clock when they draw a frame, so an animation's look depends on the clock
/// alone. The front end uses ``SystemAnimationClock``; tests use a ``TestAnimationClock`` and
/// step an animation frame by frame without sleeping:
///
/// ```swift
/// let clock = TestAnimationClock()
/// collectionView.animationClock = clock
/// dataSource.apply(reordered, animatingDifferences: true)
/// clock.advance(by: .milliseconds(50))
/// screen.render()   // the frame 50 ms into the animation
/// ```
public protocol AnimationClock: AnyObject {
    /// The time since the clock's origin. Never decreases.
    var now: Duration { get }
}

/// The process's monotonic clock (`ContinuousClock`), measured from the first time any
/// ``SystemAnimationClock`` was asked.
public final class SystemAnimationClock: AnimationClock, Sendable {
    /// The clock every view uses unless given another.
    public static let shared = SystemAnimationClock()

    private let origin: ContinuousClock.Instant

    /// A clock whose origin is now.
    public init() {
        origin = .now
    }

    /// The time since this clock was made.
    public var now: Duration { origin.duration(to: .now) }
}

/// A clock that stands still until told to move: for tests that step animations by hand.
public final class TestAnimationClock: AnimationClock {
    /// The clock's time, starting at zero.
    public private(set) var now: Duration = .zero

    /// A clock at zero.
    public init() {}

    /// Moves the clock forward by `duration` (a negative duration is ignored: the clock is
    /// monotonic).
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        now += duration
    }
}
