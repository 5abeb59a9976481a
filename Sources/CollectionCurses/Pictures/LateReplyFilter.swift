/// Keeps answers to the start-up picture queries that arrive after the wait for them (a slow
/// link) out of the key input. While armed, it holds back input that begins like one of those
/// answers and drops it when it completes as one: kitty's `ESC _ G … ESC \`, XTVERSION's
/// `ESC P > | … ESC \`, and `ESC [ ? … c` (device attributes), `ESC [ ? … S` (XTSMGRAPHICS),
/// `ESC [ 6 ; … t` (the cell size). Anything that stops matching is let through as it came,
/// in order, as is whatever it holds when the input goes quiet (``flush()``). The device
/// attributes, asked last, disarm it. Pure.
struct LateReplyFilter: Hashable, Sendable {
    /// Whether answers are still expected.
    var isArmed: Bool
    private var held: [UInt32] = []

    /// The most characters held for one answer (XTVERSION's text is short).
    static let limit = 256

    init(isArmed: Bool) {
        self.isArmed = isArmed
    }

    /// What of `input` (and of what was held) goes on to the key decoder now.
    mutating func feed(_ input: RawInput) -> [RawInput] {
        guard isArmed else { return flush() + [input] }
        guard case let .character(value) = input else { return flush() + [input] }
        if held.isEmpty {
            if value == 27 {
                held = [value]
                return []
            }
            return [input]
        }
        held.append(value)
        switch match() {
        case .partial:
            return held.count > Self.limit ? flush() : []
        case .complete:
            // The device attributes were asked last: once they are in, nothing more comes.
            if value == 0x63 { isArmed = false }
            held = []
            return []
        case .mismatch:
            return flush()
        }
    }

    /// Whether input is held back (the caller should read on without waiting, and flush when
    /// nothing more is there).
    var isHolding: Bool { !held.isEmpty }

    /// Lets through whatever is held.
    mutating func flush() -> [RawInput] {
        defer { held = [] }
        return held.map { .character($0) }
    }

    private enum Match { case partial, complete, mismatch }

    private func match() -> Match {
        let text = held.dropFirst()  // after ESC
        guard let introducer = text.first else { return .partial }
        let body = Array(text.dropFirst())
        switch introducer {
        case 0x5F:  // _ G
            return string(body, prefix: [0x47])
        case 0x50:  // P > |
            return string(body, prefix: [0x3E, 0x7C])
        case 0x5B:  // [
            return csi(body)
        default:
            return .mismatch
        }
    }

    /// A string answer: `prefix`, printable text, then ESC \.
    private func string(_ body: [UInt32], prefix: [UInt32]) -> Match {
        for (index, value) in body.enumerated() {
            if index < prefix.count {
                if value != prefix[index] { return .mismatch }
                continue
            }
            if value == 27 {
                if index + 1 == body.count { return .partial }
                return body[index + 1] == 0x5C && index + 2 == body.count ? .complete : .mismatch
            }
            if value < 0x20 || value > 0x7E { return .mismatch }
        }
        return .partial
    }

    /// A control sequence answer: `?` digits and semicolons then `c` or `S`; or `6;` digits
    /// and semicolons then `t`.
    private func csi(_ body: [UInt32]) -> Match {
        guard let first = body.first else { return .partial }
        let isPrivate = first == 0x3F
        if !isPrivate && first != 0x36 { return .mismatch }
        for (index, value) in body.enumerated().dropFirst() {
            if (0x30...0x39).contains(value) || value == 0x3B { continue }
            guard index + 1 == body.count else { return .mismatch }
            if isPrivate && (value == 0x63 || value == 0x53) { return .complete }
            if !isPrivate && value == 0x74 && body.count > 2 && body[1] == 0x3B { return .complete }
            return .mismatch
        }
        return .partial
    }
}
