import CollectionCore
@testable import CollectionCurses
import Testing

/// The answers to the start-up queries, as the terminals' documentation gives them, and the
/// mode chosen from them.
@Suite struct TerminalRepliesTests {
    private func parse(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

    @Test("kitty answers OK, xterm -ti vt340 device attributes with 4, XTVERSION, the cell size")
    func answers() {
        let kitty = parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c")
        #expect(kitty.kittyGraphics)
        #expect(kitty.version == "kitty(0.26.5)")
        #expect(kitty.cellPixels == PixelSize(width: 10, height: 20))
        #expect(kitty.deviceAttributes == [62])
        #expect(!kitty.hasSixel)
        #expect(kitty.isComplete && kitty.otherBytes.isEmpty)

        let xterm = parse("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;16S\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(!xterm.kittyGraphics)
        #expect(xterm.hasSixel)
        #expect(xterm.colorRegisters == 16)
    }

    @Test("an error answer to kitty's query is no support; typed keys are kept apart; a cut answer is incomplete")
    func errorsAndKeys() {
        let replies = parse("x\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\y\u{1B}[?1;2c")
        #expect(!replies.kittyGraphics)
        #expect(replies.otherBytes == Array("xy".utf8))
        let cut = parse("\u{1B}[?62;")
        #expect(cut.isIncomplete && !cut.isComplete)
    }

    @Test("the mode: forced, placeholder without colours, tmux, kitty, sixel, iTerm2, blocks")
    func decision() {
        let kitty = parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
        let sixel = parse("\u{1B}[?63;4c")
        let iterm = parse("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;c")
        let plain = parse("\u{1B}[?62;c")
        func decide(_ environment: [String: String], _ replies: TerminalReplies?, glyphs: GlyphSet = .unicode,
                    depth: ColorDepth = .trueColor) -> PictureMode {
            PictureSupport.decide(environment: environment, replies: replies, glyphs: glyphs, depth: depth)
        }
        #expect(decide(["TERMINAL_COLLECTION_VIEW_PICTURES": "sixel"], kitty) == .sixel)
        #expect(decide(["TERMINAL_COLLECTION_VIEW_PICTURES": "Blocks"], kitty) == .blocks)
        #expect(decide(["NO_COLOR": "1"], kitty) == .placeholder)
        #expect(decide([:], kitty, glyphs: .ascii) == .placeholder)
        #expect(decide([:], kitty, depth: .monochrome) == .placeholder)
        #expect(decide(["TMUX": "/tmp/tmux-0/default,1,0"], kitty) == .sixel)
        #expect(decide(["TMUX": "/tmp/tmux-0/default,1,0"], plain) == .blocks)
        #expect(decide([:], kitty) == .kitty)
        #expect(decide([:], sixel) == .sixel)
        #expect(decide([:], iterm) == .iterm2)
        #expect(decide([:], plain) == .blocks)
        #expect(decide([:], nil) == .blocks)
        #expect(decide(["TERM": "xterm-kitty"], plain) == .blocks)
    }
}
