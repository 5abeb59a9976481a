import CollectionCore
@testable import DemoKit
import Foundation
import Synchronization
import Testing

// The demo's invariants under random input: every screen of the demo, driven by seeded random
// keys, mouse events, resizes and time through the shipped ApplicationLoop on a HeadlessBackend,
// checked after every event (RandomInputInvariant). A failure prints the seed, the shortest events
// found that still fail, the screen, and how to replay them. The suite reports events per second.
//
// Environment (all optional):
// - `RANDOM_INPUT_SEED=N`: play the one run of seed `N` (decimal or `0x` hex), as a failure
//   prints it, on each chosen target.
// - `RANDOM_INPUT_TARGET=name,name`: only these targets (`home`, a `--screen` name such as
//   `products`, or `gallery/grid`, `gallery/list-appearances`, …).
// - `RANDOM_INPUT_EVENTS=N`: about `N` events in all (default 100,000: 3,704 per target).
// - `RANDOM_INPUT_BASE_SEED=N`: derive the runs' seeds from `N` instead of the fixed default,
//   to explore new input (CI uses the default, so that its runs repeat).
// - `RANDOM_INPUT_REDRAW_EVERY=N`: redraw a state the loop has just drawn from scratch on one
//   check in `N` (default 4; 1: on every check) to test that drawing repeats; states the loop
//   did not draw are always redrawn and compared (see `RandomInputChecker`).
// - `RANDOM_INPUT_VERBOSE=1`: print each run's seed as it starts (the last one printed for a
//   target names the run that crashed the process).
/// Random input on every screen of the demo, with the invariants checked after every event.
@MainActor
@Suite struct RandomInputTests {
    @Test(arguments: RandomInputSettings.current.targets)
    func invariantsHoldUnderRandomInput(_ target: RandomInputTarget) {
        let settings = RandomInputSettings.current
        let start = ContinuousClock.now
        var events = 0, checks = 0, runs = 0, frames = 0
        var knownBugs: [String: Int] = [:]
        for seed in settings.seeds(for: target) where events < settings.eventsPerTarget || settings.replaySeed != nil {
            if settings.verbose { print("random input: \(target) seed \(RandomInputSettings.hex(seed)) starts") }
            let run = RandomInputRun(seed: seed, target: target, count: settings.eventsPerRun)
            let outcome = run.play()
            runs += 1
            events += run.events.reduce(0) { $0 + $1.reportCount }
            checks += outcome.checks
            frames += outcome.frames
            knownBugs.merge(outcome.knownBugs, uniquingKeysWith: +)
            if let failure = outcome.failure {
                Issue.record(Comment(rawValue: Self.report(failure, of: run, seed: seed)))
                return
            }
        }
        let seconds = Self.seconds(since: start)
        let line = "random input: \(target.name) (\(runs) runs): \(events) events, \(checks) checks, \(frames) frames in "
            + String(format: "%.1f s, %.0f events/s", seconds, Double(events) / max(seconds, 0.001))
            + (knownBugs.isEmpty ? "" : "; known bugs ignored: " + knownBugs.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        print(line)
        RandomInputSettings.finished(target: target, events: events, seconds: seconds)
        #expect(events >= settings.eventsPerTarget || settings.replaySeed != nil)
    }

    @Test func theTargetsNamedInTheEnvironmentExist() {
        let unknown = RandomInputSettings.current.unknownTargetNames
        #expect(unknown.isEmpty, "RANDOM_INPUT_TARGET names no target: \(unknown); one of: \(RandomInputTarget.all.map(\.name))")
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = start.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// The failure, the shortest events that still fail, and how to replay the run.
    static func report(_ failure: RandomInputRun.Failure, of run: RandomInputRun, seed: UInt64) -> String {
        let after = failure.eventIndex.map { "after event \($0 + 1) of \(run.events.count) (\(run.events[$0]))" } ?? "before the first event"
        var text = "Random input broke \"\(failure.invariant.rawValue)\" on \(run.target.name) (\(run.mode.rawValue), "
            + "\(run.columns) x \(run.rows)), seed \(RandomInputSettings.hex(seed)), \(after):\n\(failure.message)\n"
        let (shrunk, shrunkFailure) = run.shrunk(failing: failure.invariant)
        text += "\nShortest events found that still fail (\(shrunk.events.count) of \(run.events.count)), from a "
            + "\(run.columns) x \(run.rows) screen, \(run.mode.rawValue):\n"
        text += shrunk.events.map { "    \($0)," }.joined(separator: "\n")
        if let shrunkFailure {
            text += "\nwhich fail with:\n\(shrunkFailure.message)\non this screen:\n"
                + shrunkFailure.screen.map { "    |" + $0 }.joined(separator: "\n")
        }
        text += "\n\nReplay: RANDOM_INPUT_SEED=\(RandomInputSettings.hex(seed)) RANDOM_INPUT_TARGET=\(run.target.name) "
            + "swift test --filter RandomInputTests"
        return text
    }
}

/// The suite's settings, from the environment.
struct RandomInputSettings: Sendable {
    static let current = RandomInputSettings(environment: ProcessInfo.processInfo.environment)

    /// The default base of the runs' seeds (CI's runs repeat).
    static let defaultBaseSeed: UInt64 = 0x5EED_0017
    static let defaultEvents = 100_000

    var targets: [RandomInputTarget]
    /// Names in `RANDOM_INPUT_TARGET` that no target has.
    var unknownTargetNames: [String]
    var baseSeed: UInt64
    var replaySeed: UInt64?
    var eventsPerTarget: Int
    var eventsPerRun = 250
    var verbose: Bool
    var redrawEvery: Int

    init(environment: [String: String]) {
        let names = environment["RANDOM_INPUT_TARGET"].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        targets = names.map { names in RandomInputTarget.all.filter { names.contains($0.name) } } ?? RandomInputTarget.all
        unknownTargetNames = (names ?? []).filter { name in !RandomInputTarget.all.contains { $0.name == name } }
        baseSeed = environment["RANDOM_INPUT_BASE_SEED"].flatMap(Self.parse) ?? Self.defaultBaseSeed
        replaySeed = environment["RANDOM_INPUT_SEED"].flatMap(Self.parse)
        let total = environment["RANDOM_INPUT_EVENTS"].flatMap { Int($0) } ?? Self.defaultEvents
        eventsPerTarget = max(1, (total + RandomInputTarget.all.count - 1) / RandomInputTarget.all.count)
        verbose = environment["RANDOM_INPUT_VERBOSE"] == "1"
        redrawEvery = max(1, environment["RANDOM_INPUT_REDRAW_EVERY"].flatMap { Int($0) } ?? 4)
    }

    /// The seeds of `target`'s runs: the replayed one, or enough runs for its share of events.
    func seeds(for target: RandomInputTarget) -> [UInt64] {
        if let replaySeed { return [replaySeed] }
        // FNV-1a of the name, so that each target has its own seeds on every machine.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in target.name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var random = SplitMix64(seed: baseSeed ^ hash)
        let runs = (eventsPerTarget + eventsPerRun - 1) / eventsPerRun
        return (0..<runs).map { _ in random.next() }
    }

    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16, uppercase: true) }

    /// Totals over the targets that finished, printed when the last one does.
    private static let totals = Mutex<(targets: Int, events: Int, seconds: Double)>((0, 0, 0))

    static func finished(target: RandomInputTarget, events: Int, seconds: Double) {
        let line: String? = totals.withLock { totals in
            totals.targets += 1
            totals.events += events
            totals.seconds += seconds
            guard totals.targets == current.targets.count, current.targets.count > 1 else { return nil }
            return "random input: \(totals.events) events on \(totals.targets) targets, "
                + String(format: "%.1f s of work, %.0f events/s", totals.seconds, Double(totals.events) / max(totals.seconds, 0.001))
        }
        if let line { print(line) }
    }
}
