import Foundation

/// Reads the data files in Tests/Fixtures/Rendering, such as test vectors (outside the test
/// target's folder, so that SwiftPM does not ask for them to be declared as resources). Screen
/// fixtures go through `ScreenFixture`.
package enum Fixtures {
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Rendering")

    package static func text(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
}
