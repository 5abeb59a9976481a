/// How text that does not fit is wrapped and cut, as `NSLineBreakMode`. Every measure is in
/// terminal columns, never in characters.
///
/// Text is wrapped at word boundaries (spaces, and either side of a Chinese or Japanese
/// character; Korean keeps its space-separated words whole) in every mode except ``byCharWrapping``; a word longer than a whole line is
/// broken at the column limit. When the text needs more lines than allowed, the wrapping modes
/// drop the rest; the clipping and truncating modes put everything that is left on the last line
/// and cut it at the edge or shorten it with `…`.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Wraps at word boundaries; lines past the limit are dropped.
    case byWordWrapping
    /// Wraps at any grapheme; lines past the limit are dropped.
    case byCharWrapping
    /// Wraps at word boundaries; the last line holds the rest of the text, cut at the edge with
    /// no ellipsis.
    case byClipping
    /// The last line keeps its end and starts with `…`.
    case byTruncatingHead
    /// The last line keeps its start and ends with `…`.
    case byTruncatingTail
    /// The last line keeps its start and end with `…` in the middle.
    case byTruncatingMiddle
}
