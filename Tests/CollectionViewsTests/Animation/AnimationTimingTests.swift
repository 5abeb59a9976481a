import CollectionCanvas
@testable import CollectionViews
import Foundation
import Testing

@MainActor
@Suite struct AnimationTimingTests {
    @Test func progressRunsFromZeroToOneOverTheDuration() {
        let timing = AnimationTiming(start: .milliseconds(100), settings: AnimationSettings())
        #expect(timing.progress(at: .milliseconds(50)) == 0)
        #expect(timing.progress(at: .milliseconds(100)) == 0)
        #expect(timing.progress(at: .milliseconds(200)) == 0.5)
        #expect(timing.progress(at: .milliseconds(300)) == 1)
        #expect(timing.progress(at: .seconds(9)) == 1)
        #expect(!timing.isFinished(at: .milliseconds(299)))
        #expect(timing.isFinished(at: .milliseconds(300)))
    }

    @Test func framesAreDueAtSixtyPerSecondAndNeverAfterTheEnd() {
        let timing = AnimationTiming(start: .zero, settings: AnimationSettings())
        let interval = AnimationSettings().frameInterval
        #expect(interval > .milliseconds(16) && interval < .milliseconds(17))
        let first = timing.delayUntilNextFrame(at: .zero)
        #expect(first == interval)
        // Half way through a frame, the rest of it.
        let half = timing.delayUntilNextFrame(at: interval / 2)
        #expect(half > .milliseconds(8) && half < .milliseconds(9))
        // Near the end, the end itself.
        #expect(timing.delayUntilNextFrame(at: .milliseconds(195)) == .milliseconds(5))
        // Never less than a millisecond, so a runner cannot spin.
        #expect(timing.delayUntilNextFrame(at: .milliseconds(200)) == .milliseconds(1))
    }

    @Test func easingStartsAndEndsSlowlyAndIsSymmetric() {
        #expect(AnimationTiming.eased(0) == 0)
        #expect(AnimationTiming.eased(1) == 1)
        #expect(AnimationTiming.eased(0.5) == 0.5)
        #expect(AnimationTiming.eased(0.1) < 0.1)
        #expect(AnimationTiming.eased(0.9) > 0.9)
        #expect(abs(AnimationTiming.eased(0.25) + AnimationTiming.eased(0.75) - 1) < 1e-12)
        #expect(AnimationTiming.eased(-3) == 0 && AnimationTiming.eased(7) == 1)
    }

    @Test func interpolationSnapsToCells() {
        #expect(AnimationTiming.interpolate(CGFloat(0), CGFloat(5), 0.5) == 3)
        #expect(AnimationTiming.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 4, y: 0), 0.25) == CGPoint(x: 1, y: 8))
    }

    @Test func theEnvironmentVariableTurnsAnimationsOff() {
        #expect(AnimationSettings(environment: [:]).isEnabled)
        #expect(AnimationSettings(environment: ["TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS": "0"]).isEnabled)
        #expect(!AnimationSettings(environment: ["TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS": "1"]).isEnabled)
        #expect(AnimationSettings.disablingEnvironmentVariable == "TERMINAL_COLLECTION_VIEW_NO_ANIMATIONS")
    }

    @Test func settingsRejectNonsense() {
        let settings = AnimationSettings(duration: .milliseconds(-5), framesPerSecond: 0)
        #expect(settings.duration == .zero)
        #expect(settings.framesPerSecond == 1)
    }

    @Test func theTestClockOnlyMovesForward() {
        let clock = TestAnimationClock()
        clock.advance(by: .milliseconds(10))
        clock.advance(by: .milliseconds(-50))
        #expect(clock.now == .milliseconds(10))
        let system = SystemAnimationClock()
        let before = system.now
        #expect(system.now >= before)
    }
}
