/// The text of one bracketed paste as ``Terminal`` reads it, one code point at a time: cut at
/// `maximumLength` code points (the rest of a larger paste is dropped), a carriage return (how
/// terminals send a pasted line break) kept as a line break, a value that is no code point
/// left out.
struct PasteText {
    let maximumLength: Int
    private var scalars = String.UnicodeScalarView()
    /// How many code points are kept (counted as they come: the view would count them by
    /// walking the whole text, on every code point of a paste).
    private(set) var count = 0

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// Adds the code point `value` (what `get_wch` read), unless the text is full.
    mutating func append(_ value: UInt32) {
        guard count < maximumLength, let scalar = Unicode.Scalar(value) else { return }
        scalars.append(scalar == "\r" ? "\n" : scalar)
        count += 1
    }

    /// The text so far.
    var text: String { String(scalars) }
}
