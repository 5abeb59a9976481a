import CollectionCore

/// Hands out curses colour pairs for foreground/background combinations as they are first
/// needed. Pure: the presenter calls `init_pair` for the pairs it reports as new.
///
/// Pair 0 is the terminal's default colours (-1, -1 with `use_default_colors`) and is never
/// handed out for anything else. When every pair is taken, a combination falls back to an
/// allocated pair with the same background (so highlighted rows stay highlighted), else one
/// with the same foreground, else pair 0; the first fallback is reported as a diagnostic.
///
/// ```swift
/// var pairs = ColorPairAllocator(capacity: 2)
/// pairs.pair(foreground: 39, background: -1)   // (1, isNew: true)
/// pairs.pair(foreground: 39, background: -1)   // (1, isNew: false)
/// pairs.pair(foreground: -1, background: 24)   // (2, isNew: true)
/// pairs.pair(foreground: 245, background: 24)  // (2, isNew: false): full, same background
/// ```
public struct ColorPairAllocator: Hashable, Sendable {
    private struct Colors: Hashable, Sendable {
        var foreground: Int
        var background: Int
    }

    /// How many pairs (besides pair 0) may be allocated.
    public let capacity: Int
    private var pairs: [Colors: Int] = [:]
    private var byBackground: [Int: Int] = [:]
    private var byForeground: [Int: Int] = [:]
    /// How many requests were answered with a fallback pair because all pairs were taken.
    public private(set) var fallbackCount = 0

    /// An allocator for a terminal with `capacity` usable pairs (curses' `COLOR_PAIRS - 1`,
    /// capped at 32767 since pairs are `short`s). Negative capacities are taken as 0.
    public init(capacity: Int) {
        self.capacity = max(0, min(capacity, 32767))
    }

    /// The number of pairs handed out so far.
    public var allocatedCount: Int { pairs.count }

    /// The pair for `foreground` on `background` (colour numbers, -1 for the default), and
    /// whether it was allocated by this call (then the caller must define it with `init_pair`).
    public mutating func pair(foreground: Int, background: Int) -> (pair: Int, isNew: Bool) {
        if foreground == -1 && background == -1 { return (0, false) }
        let colors = Colors(foreground: foreground, background: background)
        if let pair = pairs[colors] { return (pair, false) }
        guard pairs.count < capacity else {
            fallbackCount += 1
            if fallbackCount == 1 {
                Diagnostics.report(Diagnostic(
                    domain: "curses", kind: "colorPairsExhausted",
                    message: "All \(capacity) colour pairs are in use; foreground \(foreground) on background "
                        + "\(background) is shown with the nearest allocated pair."))
            }
            return (byBackground[background] ?? byForeground[foreground] ?? 0, false)
        }
        let pair = pairs.count + 1
        pairs[colors] = pair
        if byBackground[background] == nil { byBackground[background] = pair }
        if byForeground[foreground] == nil { byForeground[foreground] = pair }
        return (pair, true)
    }
}
