import CollectionCore
import DemoKit
import Foundation
import Testing

/// The known bugs of the random-input suite still show, each in its reproductions: a fixed bug
/// fails here, and its entry in `RandomInputKnownBugs` should go (the suite then checks that
/// invariant there again). No other violation shows in them.
@Suite struct RandomInputKnownBugsTests {
    @Test(arguments: RandomInputKnownBugs.bugs.map(\.name))
    func theKnownBugStillShowsInItsReproductions(_ name: String) throws {
        let bug = try #require(RandomInputKnownBugs.bugs.first { $0.name == name })
        for run in bug.reproductions {
            let outcome = run.play()
            #expect(outcome.failure == nil, "\(outcome.failure?.message ?? "")")
            #expect(outcome.knownBugs[bug.name, default: 0] > 0,
                    "\(bug.name) no longer shows in \(run.events) on \(run.target.name): fixed? Remove its entry.")
        }
    }
}
