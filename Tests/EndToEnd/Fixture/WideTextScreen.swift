import CollectionCore
import Foundation

/// Korean, emoji and Vietnamese in a two-column table: the second column must line up.
final class WideTextScreen: View, NavigationItemProviding {
    let rows: [(String, String)] = [
        ("한국어", "Korean"), ("😀😀", "emoji"), ("Tiếng Việt", "Vietnamese"), ("ascii", "plain"),
        ("日本語テキスト長い", "cut"), ("가a나b다", "mixed"),
    ]
    var navigationTitle: String { "Wide 한국어" }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let x = Int(rect.minX)
        for (index, row) in rows.enumerated() {
            let y = Int(rect.minY) + index
            canvas.draw(row.0, in: CGRect(x: x, y: y, width: 10, height: 1), style: .label)
            canvas.draw("|", x: x + 10, y: y, style: .separator)
            canvas.draw(row.1, x: x + 11, y: y, style: .tint)
        }
    }
}

/// Counts timer ticks: a repeating timer stops itself at 10, a one-shot one fires once.
final class TimerScreen: View, NavigationItemProviding {
    var ticks = 0
    var oneShot = "waiting"
    var navigationTitle: String { "Timers" }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw("Ticks: \(ticks)", x: Int(rect.minX), y: Int(rect.minY), style: .label)
        canvas.draw("One-shot: \(oneShot)", x: Int(rect.minX), y: Int(rect.minY) + 1, style: .label)
    }
}

/// Marks the four corners; Space toggles the bottom-right corner between "D" and a wide "가"
/// that ends on it. Writing the last cell must not scroll the screen.
final class CornersView: View {
    var wideCorner = false

    override func handle(_ event: KeyEvent) -> Bool {
        guard event == .space else { return false }
        wideCorner.toggle()
        setNeedsDisplay()
        return true
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let right = Int(rect.maxX) - 1
        let bottom = Int(rect.maxY) - 1
        canvas.draw("A", x: 0, y: 0, style: .tint)
        canvas.draw("B", x: right, y: 0, style: .tint)
        canvas.draw("C", x: 0, y: bottom, style: .tint)
        if wideCorner {
            canvas.draw("가", x: right - 1, y: bottom, style: .focus)
        } else {
            canvas.draw("D", x: right, y: bottom, style: .focus)
        }
    }
}

/// Emoji sequences (a flag, ZWJ sequences, VS16, a skin tone, a keycap, VS15) in a two-column
/// table. Space swaps the table for rows of box lines and back: a terminal whose width for a
/// sequence differs from the canvas's must still show no stale character and keep the `|`
/// column in place.
final class EmojiScreen: View, NavigationItemProviding {
    let rows: [(String, String)] = [
        ("🇰🇷", "flag"), ("🧑‍🍳", "zwj"), ("👨‍👩‍👧", "family"), ("❤️", "vs16"), ("⚠️x", "vs16x"),
        ("👍🏽", "tone"), ("1️⃣", "keycap"), ("☺︎", "vs15"), ("a🇻🇳b", "mixed"),
    ]
    var lines = false
    var navigationTitle: String { "Emoji" }

    override func handle(_ event: KeyEvent) -> Bool {
        guard event == .space else { return false }
        lines.toggle()
        setNeedsDisplay()
        return true
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let x = Int(rect.minX)
        for (index, row) in rows.enumerated() {
            let y = Int(rect.minY) + index
            let text = lines ? String(repeating: "─", count: 10) : row.0
            canvas.draw(text, in: CGRect(x: x, y: y, width: 10, height: 1), style: .label)
            canvas.draw("|", x: x + 10, y: y, style: .separator)
            canvas.draw(lines ? "──────" : row.1, x: x + 11, y: y, style: .tint)
        }
    }
}
