import Foundation

/// Fuzzy matching as command palettes do it: the query's characters must appear in the text
/// in order, not necessarily together ("prs" finds "Products"), ignoring case and accents.
/// Characters that follow each other or start a word score higher, so the likeliest entry
/// comes first.
enum FuzzyMatch {
    /// The score of `text` for `query` (higher is better), or `nil` when it does not match. An
    /// empty query matches everything with 0.
    static func score(_ query: String, in text: String) -> Int? {
        score(needle(query), in: folded(text))
    }

    /// The characters of `query` that are matched: folded, without white space.
    static func needle(_ query: String) -> [Character] {
        Array(fold(query).filter { !$0.isWhitespace })
    }

    /// The characters of `text` that a needle is matched against: folded. A list that is
    /// filtered as the user types folds its texts once, not once per key.
    static func folded(_ text: String) -> [Character] {
        Array(fold(text))
    }

    /// The score of the folded `haystack` for `needle` (see ``needle(_:)`` and ``folded(_:)``).
    static func score(_ needle: [Character], in haystack: [Character]) -> Int? {
        guard !needle.isEmpty else { return 0 }
        var score = 0
        var position = 0
        var previous = -2
        for character in needle {
            guard let found = haystack[position...].firstIndex(of: character) else { return nil }
            score += 1
            if found == previous + 1 { score += 5 }
            if found == 0 || !(haystack[found - 1].isLetter || haystack[found - 1].isNumber) { score += 8 }
            previous = found
            position = found + 1
        }
        // Shorter texts first among equals.
        return score * 100 - haystack.count
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
