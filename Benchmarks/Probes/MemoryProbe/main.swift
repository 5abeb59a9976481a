// Random input on the demo's Products screen, headless, reading the process's memory after a
// warm-up and at the end (resident memory must stay flat: a cache that never evicts, a history
// that grows or diagnostics that pile up show here):
//   cd Benchmarks && swift build -c release --product MemoryProbe
//   .build/release/MemoryProbe [EVENTS] [--seed N] [--warm-up N] [--every N] [--pause-ms N] [--max-growth-mb M]
// EVENTS defaults to 1,000,000 and the warm-up to a tenth of them. The demo runs in the
// shipped ApplicationLoop on a HeadlessBackend that keeps one frame, its clock timing the
// animations and timers; each event is handled and drawn before the next. The keys are the
// screen's own, the command palette's and text; an event that leaves the screen (Esc back to
// Home, or a screen the palette opened) is undone after it, and the screen above Products may
// only be a product's details. After the warm-up and after the last event the script pauses
// (2 s on the backend's clock, --pause-ms), as a user stops typing: the loop goes idle and gives
// the memory it freed back, as it does within a second of its last frame, and the reading is
// taken then. The growth is the one between those two idle readings; the growth between the
// readings right after the events (no pause) is printed too. Last, it gives malloc's free pages
// back itself (malloc_trim) and reads again: what that takes off the growth was freed memory the
// allocator kept, not memory in use.
import CollectionCore
import CollectionTesting
import DemoKit
import Foundation
import MemoryProbeHeap

@MainActor
final class Driver {
    let backend = HeadlessBackend(columns: 120, rows: 40)
    let app = DemoApp(catalog: .embedded, screen: .products)
    let products: View
    let loop: ApplicationLoop
    var events: RandomEvents
    let total: Int
    let warmUp: Int
    let every: Int
    let pause: Duration
    private var queued = 0
    private(set) var handled = 0
    /// The readings after the warm-up and after the last event: right after the event, and
    /// after the pause that follows it.
    private(set) var warm: MemoryReading?
    private(set) var warmIdle: MemoryReading?
    private(set) var last: MemoryReading?
    private(set) var lastIdle: MemoryReading?

    init(total: Int, warmUp: Int, every: Int, pause: Duration, seed: UInt64) {
        self.total = total
        self.warmUp = warmUp
        self.every = every
        self.pause = pause
        events = RandomEvents(random: SplitMix64(seed: seed), columns: 120, rows: 40)
        backend.frameHistoryLimit = 1
        backend.readTimeoutHistoryLimit = 1
        backend.countsWrittenCells = false
        products = app.topScreen
        app.finishAnimations()
        loop = ApplicationLoop(root: app, minimumSize: DemoApp.minimumSize, clock: backend.clock)
        loop.runLoop = MainRunLoop(clock: backend.clock)
        let clock = backend.clock
        for screen in app.stack.screens { Self.adopt(clock, in: screen) }
        app.stack.onTopScreenChange = { screen in Self.adopt(clock, in: screen) }
    }

    /// Plays every event; the loop's status (129: the script is over).
    func run() throws -> Int32 {
        queueChunk()
        defer { app.stack.onTopScreenChange = nil }
        return try loop.run(on: backend)
    }

    /// Queues the next thousand events, each followed by a look once it is handled and drawn,
    /// and the step that queues the thousand after them: the script never holds more.
    private func queueChunk() {
        let end = min(total, queued + 1_000)
        while queued < end {
            events.enqueue(on: backend)
            queued += 1
            backend.whenIdle { [unowned self] in eventHandled() }
            if queued == warmUp || queued == total {
                let afterWarmUp = queued == warmUp
                backend.wait(pause)
                backend.whenIdle { [unowned self] in idleReading(afterWarmUp: afterWarmUp) }
            }
        }
        if queued < total { backend.perform { [unowned self] in queueChunk() } }
    }

    private func eventHandled() {
        handled += 1
        stayOnProducts()
        if handled == warmUp {
            let reading = MemoryReading.now()
            warm = reading
            print("after \(handled) events (warm-up): \(reading.description)")
        } else if handled == total {
            let reading = MemoryReading.now()
            last = reading
            print("after \(handled) events: \(reading.description)")
        } else if handled % every == 0 {
            print("after \(handled) events: \(MemoryReading.now().description)")
        }
    }

    private func idleReading(afterWarmUp: Bool) {
        let reading = MemoryReading.now()
        if afterWarmUp { warmIdle = reading } else { lastIdle = reading }
        print("  and after a pause of \(pause) (the loop gave memory back \(loop.freedMemoryReleaseCount) times so far): \(reading.description)")
    }

    private func stayOnProducts() {
        let stack = app.stack
        guard let index = stack.screens.firstIndex(where: { $0 === products }) else {
            stack.popToRoot()
            stack.push(products)
            return
        }
        while stack.screens.count > index + 1 {
            if stack.screens.count == index + 2, stack.topScreen is ProductDetailScreen { break }
            stack.pop()
        }
    }

    /// Makes every collection view in `view`'s tree animate on `clock`.
    static func adopt(_ clock: AnimationClock, in view: View) {
        if let collectionView = view as? CollectionView { collectionView.animationClock = clock }
        for subview in view.subviews { adopt(clock, in: subview) }
    }
}

func option(_ name: String, in arguments: [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}

let arguments = Array(CommandLine.arguments.dropFirst())
let total = arguments.first.flatMap { Int($0) } ?? 1_000_000
let warmUp = max(1, min(total, option("--warm-up", in: arguments) ?? total / 10))
let every = option("--every", in: arguments) ?? max(1, total / 10)
let seed = UInt64(option("--seed", in: arguments) ?? 1)
let pause = Duration.milliseconds(option("--pause-ms", in: arguments) ?? 2_000)
let maxGrowth = option("--max-growth-mb", in: arguments)

let status: Int32 = MainActor.assumeIsolated {
    print("\(total) random events on the Products screen, seed \(seed), warm-up \(warmUp)")
    print("at start: \(MemoryReading.now().description)")
    let driver = Driver(total: total, warmUp: warmUp, every: every, pause: pause, seed: seed)
    let loopStatus: Int32
    do {
        loopStatus = try driver.run()
    } catch {
        print("the loop threw \(error)")
        return 2
    }
    print("events handled: \(driver.handled), frames drawn: \(driver.loop.frameCount), loop status \(loopStatus)")
    guard let warm = driver.warm, let warmIdle = driver.warmIdle, let last = driver.last, let end = driver.lastIdle else { return 0 }
    let growth = end.resident - warmIdle.resident
    print("growth right after the events (no pause): \(last.growth(since: warm))")
    print("growth after the warm-up, idle readings: \(end.growth(since: warmIdle))")
    // What of it is free memory the allocator kept: its free pages given back, then read again.
    memory_probe_trim()
    print("after malloc_trim(0): \(MemoryReading.now().description)")
    if let maxGrowth, growth > maxGrowth * 1_048_576 {
        print("RSS grew by more than \(maxGrowth) MB")
        return 1
    }
    return 0
}
exit(status)
