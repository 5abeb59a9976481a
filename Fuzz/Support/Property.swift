#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the run when a property of the code under test does not hold: prints `message` and
/// aborts, which libFuzzer reports as a crash and saves the input that caused it.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard condition else { fail(message()) }
}

/// Prints `message` to standard error and aborts (see ``require(_:_:)``).
public func fail(_ message: String) -> Never {
    let line = "property failed: \(message)\n"
    _ = Array(line.utf8).withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// Whether `text` is safe to print on a terminal: no C0 or C1 control character and no DEL,
/// so no escape sequence (what ``CollectionCanvas/TerminalText/sanitized(_:)`` promises).
public func isPrintable(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
}

/// Whether a reported `line` and `column` (both from 1; the column counts characters) can be a
/// place in `text`: lines end at LF, CRLF or a lone CR (JSON counts LF only), so there are at
/// most one more than the LF and CR bytes, and no line is longer than the text.
public func isPlace(line: Int, column: Int, in text: String) -> Bool {
    guard line >= 1, column >= 1 else { return false }
    // Lines end at LF, CRLF or a lone CR: the most lines the text can have is one more than the
    // count of LF and CR bytes; a column is at most the line's characters plus one.
    let breaks = text.utf8.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    return line <= breaks + 1 && column <= text.count + 1
}
