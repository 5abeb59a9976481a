import CollectionCore
import CollectionCurses
import Foundation
import Testing

@MainActor
@Suite struct MouseDecoderTests {
    // ncurses mouse version 2: button b's bits are shifted by (b - 1) * 5; released 1,
    // pressed 2, clicked 4; modifiers at button 6: ctrl 1, shift 2, alt 4.
    @Test func pressAndReleaseOfEachButton() {
        #expect(MouseDecoder.event(state: 0x2, x: 3, y: 4) == MouseEvent(.press(.primary), at: CGPoint(x: 3, y: 4)))
        #expect(MouseDecoder.event(state: 0x1, x: 3, y: 4) == MouseEvent(.release(.primary), at: CGPoint(x: 3, y: 4)))
        #expect(MouseDecoder.event(state: 0x2 << 10, x: 0, y: 0) == MouseEvent(.press(.secondary), at: .zero))
        #expect(MouseDecoder.event(state: 0x2 << 5, x: 0, y: 0) == MouseEvent(.press(.middle), at: .zero))
        #expect(MouseDecoder.event(state: 0x4, x: 1, y: 1) == MouseEvent(.press(.primary), at: CGPoint(x: 1, y: 1)))
    }

    @Test func wheel() {
        #expect(MouseDecoder.event(state: 0x2 << 15, x: 5, y: 6) == MouseEvent(.wheel(.up), at: CGPoint(x: 5, y: 6)))
        #expect(MouseDecoder.event(state: 0x2 << 20, x: 5, y: 6) == MouseEvent(.wheel(.down), at: CGPoint(x: 5, y: 6)))
        let shifted = MouseDecoder.event(state: (0x2 << 20) | (0x2 << 25), x: 0, y: 0)
        #expect(shifted == MouseEvent(.wheel(.right), at: .zero, modifiers: .shift))
    }

    @Test func modifiersAndNonEvents() {
        let event = MouseDecoder.event(state: 0x2 | (0x1 << 25) | (0x4 << 25), x: 2, y: 2)
        #expect(event == MouseEvent(.press(.primary), at: CGPoint(x: 2, y: 2), modifiers: [.control, .alt]))
        #expect(MouseDecoder.event(state: 0x8, x: 0, y: 0) == nil)  // double click: not reported
        #expect(MouseDecoder.event(state: 0x2, x: -1, y: 0) == nil)
    }
}

@MainActor
@Suite struct MouseDragTrackerTests {
    static let position: UInt = 0o10 << 25

    @Test func movementWhileThePrimaryButtonIsHeldIsADrag() {
        var tracker = MouseDragTracker()
        #expect(tracker.event(state: Self.position, x: 4, y: 4) == nil)  // hovering
        #expect(tracker.event(state: 0x2, x: 3, y: 1) == MouseEvent(.press(.primary), at: CGPoint(x: 3, y: 1)))
        #expect(tracker.isPrimaryDown)
        #expect(tracker.event(state: Self.position, x: 3, y: 2) == MouseEvent(.drag(.primary), at: CGPoint(x: 3, y: 2)))
        #expect(tracker.event(state: Self.position | (0x2 << 25), x: 3, y: 3)
            == MouseEvent(.drag(.primary), at: CGPoint(x: 3, y: 3), modifiers: .shift))
        #expect(tracker.event(state: 0x1, x: 3, y: 3) == MouseEvent(.release(.primary), at: CGPoint(x: 3, y: 3)))
        #expect(!tracker.isPrimaryDown)
        #expect(tracker.event(state: Self.position, x: 3, y: 4) == nil)
        #expect(tracker.event(state: 0x2, x: -1, y: 0) == nil)
    }
}
