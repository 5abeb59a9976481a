import CollectionCore
import CollectionCurses
import Foundation
import FuzzSupport

/// One read of curses as the terminal sees it.
enum RawRead {
    case character(UInt32)
    case keyCode(Int32)
    /// `KEY_MOUSE` and the reports `getmouse` then gives (state, column, row).
    case mouse([(state: UInt, x: Int, y: Int)])
    /// `KEY_RESIZE`.
    case resize
    /// The read timed out (`ERR`).
    case nothing
}

extension ByteReader {
    /// The next read: mostly characters of one byte (text, controls, Escape); sometimes a whole
    /// code point, a key code from curses' own up past the extended keys' (0o400 to 0o1377),
    /// any key code, mouse reports, a resize, a paste mark or a timeout.
    mutating func read() -> RawRead {
        let kind = byte()
        switch kind % 16 {
        case 0...5: return .character(UInt32(byte()))
        case 6: return .character(UInt32(truncatingIfNeeded: unsigned(bytes: 4)))
        case 7: return .character(27)
        case 8, 9: return .keyCode(0o400 + Int32(unsigned(bytes: 2) % 0o1000))
        case 10: return .keyCode(Int32(truncatingIfNeeded: unsigned(bytes: 4)))
        case 11, 12:
            var reports: [(state: UInt, x: Int, y: Int)] = []
            for _ in 0..<(1 + Int(kind >> 6)) {
                let state = UInt(unsigned(bytes: 4))
                let x = Int(Int16(truncatingIfNeeded: unsigned(bytes: 2)))
                let y = Int(Int16(truncatingIfNeeded: unsigned(bytes: 2)))
                reports.append((state, x, y))
            }
            return .mouse(reports)
        case 13: return .resize
        // The codes the terminal gives the bracketed paste marks (`define_key`).
        case 14: return .keyCode(byte() % 2 == 0 ? 0x7E00 : 0x7E01)
        default: return .nothing
        }
    }
}

/// The decoder and the drag tracker of one terminal, fed as `Terminal.readCurses` feeds them,
/// checking each read's events.
struct InputSession {
    var decoder = KeyDecoder()
    var tracker = MouseDragTracker()

    init() {
        // Modified keys as xterm's terminfo gives them (ncurses numbers them from 0o1000 up).
        decoder.extendedKeys = [0o1000: KeyEvent(.up, modifiers: .alt), 0o1001: KeyEvent(.left, modifiers: .control)]
    }

    mutating func read(_ read: RawRead) {
        let wasHolding = decoder.isHoldingEscape
        switch read {
        case let .character(value):
            // Independently of the decoder: a code point is a key unless it is invalid or a C1 control.
            let isKey = Unicode.Scalar(value) != nil && !(0x80...0x9F).contains(value)
            require((KeyDecoder.key(forCharacter: value) != nil) == isKey, "code point \(value) as a key: \(String(describing: KeyDecoder.key(forCharacter: value)))")
            let events = decoder.feed(.character(value))
            check(events, expected: value == 27 ? .escape : KeyDecoder.key(forCharacter: value), wasHolding: wasHolding, isEscape: value == 27)
        case .keyCode(0o631):
            self.read(.mouse([]))
        case .keyCode(0o632):
            self.read(.resize)
        case .keyCode(0x7E00):
            // The start of a bracketed paste: the terminal flushes, then reads the pasted text
            // itself, without the decoder.
            let flushed = decoder.flush()
            require(flushed == (wasHolding ? [.escape] : []), "a paste flushed \(flushed)")
        case .keyCode(0x7E01):
            // An end of paste without a start: nothing is fed.
            break
        case let .keyCode(code):
            let events = decoder.feed(.keyCode(code))
            check(events, expected: KeyDecoder.key(forKeyCode: code) ?? decoder.extendedKeys[code], wasHolding: wasHolding, isEscape: false)
        case let .mouse(reports):
            let flushed = decoder.flush()
            require(flushed == (wasHolding ? [.escape] : []), "a mouse code flushed \(flushed)")
            for report in reports {
                let wasDown = tracker.isPrimaryDown
                guard let event = tracker.event(state: report.state, x: report.x, y: report.y) else { continue }
                require(report.x >= 0 && report.y >= 0, "an event at a negative cell: \(event)")
                require(event.location == CGPoint(x: report.x, y: report.y), "\(event) for a report at \(report.x), \(report.y)")
                if case .drag = event.kind { require(wasDown, "a drag without the primary button down") }
            }
        case .resize, .nothing:
            let flushed = decoder.flush()
            require(flushed == (wasHolding ? [.escape] : []), "\(read) flushed \(flushed)")
        }
    }

    /// The events of one fed read: its key (`expected`, Alt added after a held Escape), an
    /// Escape when the held one cannot combine with it, or nothing.
    private func check(_ events: [KeyEvent], expected: KeyEvent?, wasHolding: Bool, isEscape: Bool) {
        require(events.count <= 1, "one read gave \(events)")
        if isEscape {
            require(events == (wasHolding ? [.escape] : []), "Escape gave \(events)")
            require(decoder.isHoldingEscape, "an Escape is not held")
            return
        }
        require(!decoder.isHoldingEscape, "an Escape is held after another key")
        guard wasHolding else {
            require(events == (expected.map { [$0] } ?? []), "expected \(String(describing: expected)), got \(events)")
            return
        }
        guard var withAlt = expected else {
            require(events == [.escape], "a held Escape and no key gave \(events)")
            return
        }
        withAlt.modifiers.insert(.alt)
        require(events == [withAlt], "a held Escape and \(withAlt) gave \(events)")
    }
}
