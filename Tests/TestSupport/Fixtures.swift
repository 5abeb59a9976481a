import Foundation

/// Reads the fixture files in Tests/Fixtures/Rendering (outside the test target's folder, so
/// that SwiftPM does not ask for them to be declared as resources).
package enum Fixtures {
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Rendering")

    package static func text(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// A canvas fixture: the rows of `canvas.lines`, a line `~~~`, then the rows of the style
    /// map. Every row is written between `|` marks so that trailing spaces are visible.
    package static func canvas(_ name: String) -> (lines: [String], styles: [String])? {
        guard let text = text(name + ".txt") else { return nil }
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        guard let separator = rows.firstIndex(of: "~~~") else { return nil }
        func unwrap(_ row: String) -> String {
            guard row.hasPrefix("|"), row.hasSuffix("|"), row.count >= 2 else { return "<malformed: \(row)>" }
            return String(row.dropFirst().dropLast())
        }
        return (rows[..<separator].map(unwrap), rows[(separator + 1)...].map(unwrap))
    }
}
