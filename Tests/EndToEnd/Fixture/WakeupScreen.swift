import CollectionCore
import Foundation

/// Work queued on the main queue from a background thread, five times, 300 ms apart, while the
/// loop idles (no timers, no animation: it would sleep up to a second). Each block measures how
/// long it waited; the screen shows the slowest, and "prompt" when every one ran within 250 ms
/// (the loop woke for it) or "late" otherwise.
final class WakeupScreen: View, NavigationItemProviding {
    nonisolated static let rounds = 5
    var woken = 0
    var slowestMilliseconds = 0
    var navigationTitle: String { "Wake-up" }

    /// Starts the background thread that queues the work.
    func start() {
        Thread.detachNewThread { [self] in
            for _ in 0..<Self.rounds {
                usleep(300_000)
                let queued = DispatchTime.now().uptimeNanoseconds
                DispatchQueue.main.async {
                    let waited = Int((DispatchTime.now().uptimeNanoseconds - queued) / 1_000_000)
                    MainActor.assumeIsolated { self.record(waited) }
                }
            }
        }
    }

    private func record(_ milliseconds: Int) {
        woken += 1
        slowestMilliseconds = max(slowestMilliseconds, milliseconds)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw("Woken: \(woken)", x: Int(rect.minX), y: Int(rect.minY), style: .label)
        guard woken == Self.rounds else { return }
        let verdict = slowestMilliseconds <= 250 ? "prompt" : "late"
        canvas.draw("Slowest: \(slowestMilliseconds) ms, \(verdict)", x: Int(rect.minX), y: Int(rect.minY) + 1, style: .label)
    }
}
