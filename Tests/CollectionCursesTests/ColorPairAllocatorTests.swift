import CollectionCore
import CollectionCurses
import Testing

@MainActor
@Suite struct ColorPairAllocatorTests {
    @Test func defaultColorsArePairZero() {
        var pairs = ColorPairAllocator(capacity: 10)
        #expect(pairs.pair(foreground: -1, background: -1) == (0, false))
        #expect(pairs.allocatedCount == 0)
    }

    @Test func pairsAreAllocatedOnceInOrder() {
        var pairs = ColorPairAllocator(capacity: 10)
        #expect(pairs.pair(foreground: 39, background: -1) == (1, true))
        #expect(pairs.pair(foreground: -1, background: 24) == (2, true))
        #expect(pairs.pair(foreground: 39, background: -1) == (1, false))
        #expect(pairs.pair(foreground: 24, background: 39) == (3, true))
        #expect(pairs.allocatedCount == 3)
    }

    @Test func whenFullSameBackgroundThenSameForegroundThenDefault() {
        var pairs = ColorPairAllocator(capacity: 2)
        _ = pairs.pair(foreground: 39, background: -1)  // 1
        _ = pairs.pair(foreground: 245, background: 24)  // 2
        let (result, diagnostics) = Diagnostics.collect {
            [pairs.pair(foreground: 7, background: 24), pairs.pair(foreground: 39, background: 235),
             pairs.pair(foreground: 1, background: 2)]
        }
        #expect(result.map(\.pair) == [2, 1, 0])
        #expect(result.allSatisfy { !$0.isNew })
        #expect(pairs.fallbackCount == 3)
        #expect(diagnostics.map(\.kind) == ["colorPairsExhausted"])
    }

    @Test func capacityIsClamped() {
        #expect(ColorPairAllocator(capacity: -5).capacity == 0)
        #expect(ColorPairAllocator(capacity: 65535).capacity == 32767)
        var none = ColorPairAllocator(capacity: 0)
        _ = Diagnostics.collect { #expect(none.pair(foreground: 1, background: 2) == (0, false)) }
    }
}
