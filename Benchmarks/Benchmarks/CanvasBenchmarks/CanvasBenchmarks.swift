import Benchmark
import CollectionCore
import Foundation

/// Rows of mixed Latin, Hangul and emoji text, each at least 200 columns wide.
let mixedRows: [String] = (0..<60).map { row in
    let pieces = ["Item \(row) ", "한국어 텍스트 ", "👍🏽 ", "Tiếng Việt ", "👨‍👩‍👧‍👦 ", "🇰🇷 ", "日本語 ", "plain latin text "]
    var line = ""
    var index = row
    while TerminalText.width(of: line) < 200 {
        line += pieces[index % pieces.count]
        index += 1
    }
    return line
}

/// The grapheme clusters of those rows, for width lookups.
let mixedCharacters: [Character] = mixedRows.flatMap { Array($0) }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions])

    Benchmark("Canvas fill 200x60 mixed Latin, Hangul, emoji") { benchmark in
        var canvas = Canvas(width: 200, height: 60)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for (y, row) in mixedRows.enumerated() {
                canvas.draw(row, x: 0, y: y, style: .label)
            }
            blackHole(canvas)
        }
    }

    Benchmark("Canvas fill 200x60 ASCII") { benchmark in
        var canvas = Canvas(width: 200, height: 60)
        let row = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 5)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for y in 0..<60 {
                canvas.draw(row, x: 0, y: y, style: .label)
            }
            blackHole(canvas)
        }
    }

    Benchmark("Width lookups (per grapheme)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var index = 0
        var total = 0
        for _ in benchmark.scaledIterations {
            total &+= TerminalText.width(of: mixedCharacters[index])
            index += 1
            if index == mixedCharacters.count { index = 0 }
        }
        blackHole(total)
    }

    Benchmark("Text in a rect: wrap 3 lines and truncate") { benchmark in
        var canvas = Canvas(width: 200, height: 60)
        let text = mixedRows[0] + mixedRows[1]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            canvas.draw(text, in: CGRect(x: 0, y: 0, width: 60, height: 3), style: .label,
                        lineBreakMode: .byTruncatingTail, numberOfLines: 3)
            blackHole(canvas)
        }
    }
}
