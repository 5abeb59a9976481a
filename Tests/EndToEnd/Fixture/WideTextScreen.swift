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
