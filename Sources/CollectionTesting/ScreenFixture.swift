import Foundation

/// Compares rendered screens with fixture files (text rows, style rows and a legend; see
/// ``HeadlessScreen/fixtureText``).
///
/// With the environment variable `RECORD_FIXTURES=1`, a missing or different fixture is written
/// instead of compared: review the file by eye before committing it.
public enum ScreenFixture {
    /// Compares `actual` with the fixture file at `path`; returns `nil` when they match, or a
    /// message naming the first differing line.
    public static func mismatch(_ actual: String, fixtureAt path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return nil }
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected else { return "fixture \(path) is missing (run with RECORD_FIXTURES=1 to write it)\n\(actual)" }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<none>"
            if left != right {
                return "fixture \(path) differs at line \(index + 1):\n expected \(left)\n   actual \(right)\n\nactual screen:\n\(actual)"
            }
        }
        return "fixture \(path) differs"
    }

    /// The path of fixture `name` in `Tests/Fixtures/<folder>/`, found from the calling test
    /// file's path (pass `#filePath`).
    public static func path(_ name: String, folder: String, testFile: String) -> String {
        var url = URL(fileURLWithPath: testFile)
        while url.pathComponents.count > 1, url.lastPathComponent != "Tests" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Fixtures").appendingPathComponent(folder).appendingPathComponent(name + ".txt").path
    }
}
