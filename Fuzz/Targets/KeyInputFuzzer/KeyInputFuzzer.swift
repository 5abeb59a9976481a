import CollectionCore
import CollectionCurses
import FuzzSupport

/// What the curses front end reads, as `Terminal.readInput` feeds it to the key decoder and the
/// drag tracker: each read is a character (`get_wch` answered `OK`), a key code
/// (`KEY_CODE_YES`, including curses' mouse and resize codes and the extended codes of modified
/// keys), or nothing (the read timed out); a mouse code is followed by the reports `getmouse`
/// gives. After a read that leaves an Escape held, the terminal reads once more without waiting
/// and then flushes, as here. The escape sequences themselves (CSI, SGR and X10 mouse reports,
/// bracketed paste marks) are parsed by ncurses, which hands over the codes fuzzed here.
///
/// Properties:
/// - no event out of nothing: a read that is no key (a C1 control, an invalid code point, an
///   unknown key code, a timeout) gives no event unless it completes a held Escape;
/// - a read gives at most one key event, and the event is the key of that read (with Alt after
///   a held Escape) or the Escape itself;
/// - no Escape is held after the terminal's read is over;
/// - a mouse report gives at most one event, at its own cell; a drag only while the primary
///   button is down; nothing at a negative cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var reader = ByteReader(fuzzInput(data, size))
    var session = InputSession()
    while !reader.isAtEnd {
        terminalRead(&session, &reader)
        require(!session.decoder.isHoldingEscape, "an Escape is still held after a read")
    }
    return 0
}

/// One `Terminal.readCurses`: a read, and while it leaves an Escape held, another read without
/// waiting (nothing when the input is over) and then a flush, which delivers a lone Escape.
private func terminalRead(_ session: inout InputSession, _ reader: inout ByteReader) {
    session.read(reader.isAtEnd ? .nothing : reader.read())
    guard session.decoder.isHoldingEscape else { return }
    terminalRead(&session, &reader)
    let flushed = session.decoder.flush()
    require(flushed.count <= 1 && flushed.allSatisfy { $0 == .escape }, "flush gave \(flushed)")
}
