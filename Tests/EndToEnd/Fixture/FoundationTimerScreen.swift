import CollectionCore
import Foundation

/// Foundation's own timers in an idle application (no timer of the loop's, no animation: it
/// would sleep up to a second between passes): a chain of five `Timer`s, then a chain of five
/// `DispatchQueue.main.asyncAfter` blocks, each 150 ms after the one before. Each measures how
/// late it ran against its due time; the screen counts them and, once all have run, shows the
/// latest and "prompt" when every one ran within 250 ms of its time (the loop woke for it) or
/// "late" otherwise.
final class FoundationTimerScreen: View, NavigationItemProviding {
    nonisolated static let rounds = 5
    nonisolated static let interval = 0.15
    private var timers = Chain()
    private var blocks = Chain()
    var navigationTitle: String { "Foundation timers" }

    struct Chain {
        var count = 0
        var latestMilliseconds = 0

        mutating func record(due: DispatchTime) {
            count += 1
            let late = DispatchTime.now().uptimeNanoseconds.subtractingReportingOverflow(due.uptimeNanoseconds)
            latestMilliseconds = max(latestMilliseconds, late.overflow ? 0 : Int(late.partialValue / 1_000_000))
        }

        func line(_ name: String) -> String {
            var text = "\(name): \(count)"
            if count == FoundationTimerScreen.rounds {
                text += ", latest \(latestMilliseconds) ms, " + (latestMilliseconds <= 250 ? "prompt" : "late")
            }
            return text
        }
    }

    /// Starts the chain of timers; the chain of blocks follows it.
    func start() {
        scheduleTimer()
    }

    private func scheduleTimer() {
        let due = DispatchTime.now() + Self.interval
        _ = Timer.scheduledTimer(withTimeInterval: Self.interval, repeats: false) { _ in
            MainActor.assumeIsolated {
                self.timers.record(due: due)
                self.setNeedsDisplay()
                if self.timers.count < Self.rounds { self.scheduleTimer() } else { self.scheduleBlock() }
            }
        }
    }

    private func scheduleBlock() {
        let due = DispatchTime.now() + Self.interval
        DispatchQueue.main.asyncAfter(deadline: due) {
            MainActor.assumeIsolated {
                self.blocks.record(due: due)
                self.setNeedsDisplay()
                if self.blocks.count < Self.rounds { self.scheduleBlock() }
            }
        }
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(timers.line("Timer"), x: Int(rect.minX), y: Int(rect.minY), style: .label)
        canvas.draw(blocks.line("asyncAfter"), x: Int(rect.minX), y: Int(rect.minY) + 1, style: .label)
    }
}
