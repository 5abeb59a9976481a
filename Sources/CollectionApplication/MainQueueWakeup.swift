import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What wakes a sleeping ``ApplicationLoop`` when work is queued on the main thread from
/// elsewhere: `DispatchQueue.main.async { … }` from a background queue, or a `Task` that hops
/// to the `MainActor`.
///
/// On Linux, Dispatch tells the main run loop about new main-queue work by writing to a file
/// descriptor of its own (an `eventfd`), the one Foundation's `RunLoop.main` sleeps on. A
/// backend that sleeps in `poll(2)` watches it beside its input (the curses `Terminal` does),
/// so the loop wakes as soon as such work arrives, drains the main queue and draws, instead of
/// sleeping until its next timeout (up to a second). The descriptor is read by the run loop
/// when it drains the queue, never here, so watching it costs nothing and cannot lose work.
///
/// Where the descriptor is not available (another platform, a Dispatch without it),
/// ``fileDescriptor`` is `nil` and the loop falls back to its timeout: such work runs within a
/// second, as before.
public enum MainQueueWakeup {
    /// The descriptor that becomes readable when work is queued on the main queue, or `nil`
    /// where Dispatch offers none.
    public static let fileDescriptor: Int32? = {
        #if os(Linux)
        // Dispatch's hand-off to Foundation's run loop; looked up at run time so that a
        // Dispatch without it only loses the early wake-up.
        guard let process = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(process, "_dispatch_get_main_queue_handle_4CF")
        else { return nil }
        typealias GetHandle = @convention(c) () -> Int32
        let descriptor = unsafeBitCast(symbol, to: GetHandle.self)()
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }()

    /// Whether main-queue work is waiting to run (the descriptor is readable now); `false`
    /// where there is no descriptor.
    public static var hasPendingWork: Bool {
        guard let descriptor = fileDescriptor else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// How a wait for input or main-queue work ended.
    public enum WaitResult: Sendable, Equatable {
        /// The input descriptor is readable, or hung up.
        case input
        /// Main-queue work arrived first.
        case mainQueueWork
        /// The time ran out.
        case timedOut
        /// A signal interrupted the wait.
        case interrupted
    }

    /// Waits up to `timeout` milliseconds (negative: as long as it takes) until `input` is
    /// readable (or hung up) or, when `watchingMainQueue`, main-queue work arrives, in one
    /// `poll(2)`. Input comes first when both are ready. Without a wake-up descriptor it waits
    /// for the input alone.
    public static func wait(forInput input: Int32, timeout: Int, watchingMainQueue: Bool = true) -> WaitResult {
        var entries = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if watchingMainQueue, let descriptor = fileDescriptor {
            entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
        }
        let result = poll(&entries, nfds_t(entries.count), Int32(clamping: timeout))
        if result < 0 { return .interrupted }
        if result == 0 { return .timedOut }
        if entries[0].revents != 0 { return .input }
        return .mainQueueWork
    }
}
