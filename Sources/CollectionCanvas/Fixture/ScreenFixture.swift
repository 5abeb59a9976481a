import Foundation

/// Compares rendered screens with fixture files in the one fixture format
/// (``Canvas/fixtureText``: text rows, style rows and a legend), by one record rule.
///
/// With the environment variable `RECORD_FIXTURES=1`, a missing or different fixture is
/// written, and the comparison still fails, naming the file: review it by eye, then run the
/// tests again without the variable. A run that records can never pass, so a fixture is never
/// accepted unseen.
public enum ScreenFixture {
    /// Compares `actual` with the fixture file at `path`; returns `nil` when they match, or a
    /// message naming the first differing line (or, when recording, the file written).
    public static func mismatch(_ actual: String, fixtureAt path: String) -> String? {
        mismatch(actual, fixtureAt: path, recording: ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1")
    }

    /// Compares as ``mismatch(_:fixtureAt:)`` does, recording when `recording` is set.
    public static func mismatch(_ actual: String, fixtureAt path: String, recording: Bool) -> String? {
        let url = URL(fileURLWithPath: path)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return nil }
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return "fixture \(path) could not be recorded: \(error)"
            }
            return "fixture \(path) was recorded: review it, then run again without RECORD_FIXTURES\n\(actual)"
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
