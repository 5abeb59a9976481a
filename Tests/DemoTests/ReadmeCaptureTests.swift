import CollectionTesting
import Foundation
import Testing

/// The README's text captures of the Products and App Store screens are the fixtures' text.
@MainActor
@Suite struct ReadmeCaptureTests {
    @Test(arguments: ["products-80x24", "app-store-80x24"])
    func captureMatchesFixture(_ name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let fixture = try String(contentsOf: root.appendingPathComponent("Tests/Fixtures/Demo/\(name).txt"), encoding: .utf8)
        let rows = fixture.components(separatedBy: "\n~~~\n")[0].split(separator: "\n")
            .map { String($0.dropFirst().dropLast()).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let marker = "(`Tests/Fixtures/Demo/\(name).txt`):\n\n```\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        #expect(String(readme[start.upperBound..<end.lowerBound]) == rows.joined(separator: "\n"))
    }
}
