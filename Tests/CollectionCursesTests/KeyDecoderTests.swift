import CollectionCore
@testable import CollectionCurses
import Testing

@MainActor
@Suite struct KeyDecoderTests {
    // Key codes from <curses.h>, written out: KEY_DOWN is 0402 octal.
    @Test func arrowsPagesHomeEnd() {
        #expect(KeyDecoder.key(forKeyCode: 0o402) == .down)
        #expect(KeyDecoder.key(forKeyCode: 0o403) == .up)
        #expect(KeyDecoder.key(forKeyCode: 0o404) == .left)
        #expect(KeyDecoder.key(forKeyCode: 0o405) == .right)
        #expect(KeyDecoder.key(forKeyCode: 0o522) == .pageDown)
        #expect(KeyDecoder.key(forKeyCode: 0o523) == .pageUp)
        #expect(KeyDecoder.key(forKeyCode: 0o406) == .home)
        #expect(KeyDecoder.key(forKeyCode: 0o550) == .end)
    }

    @Test func editingKeys() {
        #expect(KeyDecoder.key(forKeyCode: 0o407) == .backspace)
        #expect(KeyDecoder.key(forCharacter: 127) == .backspace)
        #expect(KeyDecoder.key(forCharacter: 8) == .backspace)
        #expect(KeyDecoder.key(forKeyCode: 0o512) == KeyEvent(.delete))
        #expect(KeyDecoder.key(forKeyCode: 0o513) == KeyEvent(.insert))
        #expect(KeyDecoder.key(forCharacter: 13) == .enter)
        #expect(KeyDecoder.key(forCharacter: 10) == .enter)
        #expect(KeyDecoder.key(forKeyCode: 0o527) == .enter)
        #expect(KeyDecoder.key(forCharacter: 9) == .tab)
        #expect(KeyDecoder.key(forKeyCode: 0o541) == .backTab)
    }

    @Test func functionKeysWithXtermModifiers() {
        #expect(KeyDecoder.key(forKeyCode: 0o410 + 1) == KeyEvent(.function(1)))
        #expect(KeyDecoder.key(forKeyCode: 0o410 + 12) == KeyEvent(.function(12)))
        #expect(KeyDecoder.key(forKeyCode: 0o410 + 14) == KeyEvent(.function(2), modifiers: .shift))
        #expect(KeyDecoder.key(forKeyCode: 0o410 + 25) == KeyEvent(.function(1), modifiers: .control))
    }

    @Test func controlCharactersAndNonKeys() {
        #expect(KeyDecoder.key(forCharacter: 1) == .character("a", modifiers: .control))
        #expect(KeyDecoder.key(forCharacter: 26) == .character("z", modifiers: .control))
        #expect(KeyDecoder.key(forCharacter: 0) == .character(" ", modifiers: .control))
        #expect(KeyDecoder.key(forCharacter: 0x9B) == nil)  // C1 CSI
        #expect(KeyDecoder.key(forCharacter: 0xD800) == nil)  // a surrogate is no scalar
        #expect(KeyDecoder.key(forKeyCode: 0o631) == nil)  // KEY_MOUSE
        #expect(KeyDecoder.key(forKeyCode: 0o632) == nil)  // KEY_RESIZE
        #expect(KeyDecoder.key(forKeyCode: 9999) == nil)
    }

    @Test func printableCharactersIncludingHangulAndVietnamese() {
        #expect(KeyDecoder.key(forCharacter: 0x71) == .character("q"))
        #expect(KeyDecoder.key(forCharacter: 0x20) == .space)
        #expect(KeyDecoder.key(forCharacter: 0xD55C) == .character("한"))
        #expect(KeyDecoder.key(forCharacter: 0x1EBF) == .character("ế"))  // Vietnamese, precomposed
        #expect(KeyDecoder.key(forCharacter: 0x0111) == .character("đ"))
        #expect(KeyDecoder.key(forCharacter: 0x1F600) == .character("😀"))
    }

    @Test func escapeAloneIsEscapeAfterTheWait() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.character(27)) == [])
        #expect(decoder.isHoldingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isHoldingEscape)
        #expect(decoder.flush() == [])
    }

    @Test func escapeFollowedByAKeyIsAlt() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.character(27)) == [])
        #expect(decoder.feed(.character(0x78)) == [.character("x", modifiers: .alt)])
        #expect(decoder.feed(.character(27)) == [])
        #expect(decoder.feed(.keyCode(0o402)) == [KeyEvent(.down, modifiers: .alt)])
        #expect(decoder.flush() == [])
    }

    @Test func escapeTwiceGivesOnePlainEscapeAndHoldsTheSecond() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.character(27)) == [])
        #expect(decoder.feed(.character(27)) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test func escapeFollowedByANonKeyIsDeliveredAlone() {
        var decoder = KeyDecoder()
        _ = decoder.feed(.character(27))
        #expect(decoder.feed(.keyCode(9999)) == [.escape])
        #expect(!decoder.isHoldingEscape)
    }

    @Test func keysPassStraightThroughWithoutEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.keyCode(0o403)) == [.up])
        #expect(decoder.feed(.character(0xAC00)) == [.character("가")])
        #expect(decoder.feed(.keyCode(0o632)) == [])
    }
}
