import CollectionCanvas
import CollectionModel
import Foundation
import Synchronization

/// Whether and how views animate: the length of an animation and its frame rate.
///
/// Animations are on unless the environment variable
/// `TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS` is `1` (for slow links, where every frame costs
/// bytes): then every change is drawn at once, as with `animatingDifferences: false`.
/// ``standard`` reads the process environment once; build settings from any environment with
/// ``init(environment:)`` (tests do, instead of changing the process's).
public struct AnimationSettings: Hashable, Sendable {
    /// The environment variable that turns animations off when it is `1`.
    public static let disablingEnvironmentVariable = "TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS"

    /// Whether changes animate.
    public var isEnabled: Bool
    /// How long an animation takes; 200 ms by default (UIKit's lists take about as long).
    public var duration: Duration
    /// The most frames drawn per second; 60 by default.
    public var framesPerSecond: Int

    /// Settings with the given values (animations on, 200 ms, 60 frames per second by default).
    public init(isEnabled: Bool = true, duration: Duration = .milliseconds(200), framesPerSecond: Int = 60) {
        self.isEnabled = isEnabled
        self.duration = max(duration, .zero)
        self.framesPerSecond = min(max(framesPerSecond, 1), 240)
    }

    /// The default settings with animations off when `environment` sets
    /// ``disablingEnvironmentVariable`` to `1`.
    public init(environment: [String: String]) {
        self.init(isEnabled: environment[Self.disablingEnvironmentVariable] != "1")
    }

    /// No animations.
    public static let disabled = AnimationSettings(isEnabled: false)

    private static let global = Mutex<AnimationSettings?>(nil)

    /// The settings new views start with: read from the process environment the first time,
    /// or as set. Thread-safe.
    public static var standard: AnimationSettings {
        get {
            global.withLock { stored in
                if let stored { return stored }
                let settings = AnimationSettings(environment: ProcessInfo.processInfo.environment)
                stored = settings
                return settings
            }
        }
        set { global.withLock { $0 = newValue } }
    }

    /// The time between two frames.
    public var frameInterval: Duration { .seconds(1) / framesPerSecond }
}
