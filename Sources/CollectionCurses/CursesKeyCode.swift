/// The key codes of ncurses (`<curses.h>`, octal there) that the decoder knows. Kept as plain
/// numbers so that decoding is testable without a terminal.
enum CursesKeyCode {
    static let down: Int32 = 0o402
    static let up: Int32 = 0o403
    static let left: Int32 = 0o404
    static let right: Int32 = 0o405
    static let home: Int32 = 0o406
    static let backspace: Int32 = 0o407
    /// `KEY_F0`; `KEY_F(n)` is `f0 + n`, for n up to 63.
    static let f0: Int32 = 0o410
    static let deleteCharacter: Int32 = 0o512
    static let insertCharacter: Int32 = 0o513
    static let scrollForward: Int32 = 0o520
    static let scrollBackward: Int32 = 0o521
    static let nextPage: Int32 = 0o522
    static let previousPage: Int32 = 0o523
    static let enter: Int32 = 0o527
    static let keypadUpperLeft: Int32 = 0o534
    static let keypadUpperRight: Int32 = 0o535
    static let keypadLowerLeft: Int32 = 0o537
    static let keypadLowerRight: Int32 = 0o540
    static let backTab: Int32 = 0o541
    static let end: Int32 = 0o550
    static let shiftedDelete: Int32 = 0o577
    static let shiftedEnd: Int32 = 0o602
    static let shiftedHome: Int32 = 0o607
    static let shiftedLeft: Int32 = 0o611
    static let shiftedNext: Int32 = 0o614
    static let shiftedPrevious: Int32 = 0o616
    static let shiftedRight: Int32 = 0o622
    static let mouse: Int32 = 0o631
    static let resize: Int32 = 0o632
}
