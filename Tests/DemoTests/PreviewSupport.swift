import CollectionCore
import CollectionTesting
import DemoKit
import Foundation

/// Writes what a view draws to /tmp/demo-preview/NAME.txt when DEMO_PREVIEW=1 (for looking at
/// screens while building them).
func preview(_ screen: HeadlessScreen, _ name: String) {
    guard ProcessInfo.processInfo.environment["DEMO_PREVIEW"] == "1" else { return }
    try? FileManager.default.createDirectory(atPath: "/tmp/demo-preview", withIntermediateDirectories: true)
    try? screen.fixtureText.write(toFile: "/tmp/demo-preview/\(name).txt", atomically: true, encoding: .utf8)
}
