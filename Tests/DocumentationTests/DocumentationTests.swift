import Foundation
import Testing

/// The documents against the code, so that neither drifts from the other.
@Suite struct DocumentationTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text of the README's section `heading` (from its heading to the next `## `).
    static func section(_ heading: String, of document: String) throws -> Substring {
        let start = try #require(document.range(of: "\n## \(heading)\n"), "no section \"\(heading)\"")
        let end = document.range(of: "\n## ", range: start.upperBound..<document.endIndex)?.lowerBound ?? document.endIndex
        return document[start.upperBound..<end]
    }

    /// The contents of the ```swift blocks in `text`, each with its final newline.
    static func swiftBlocks(in text: Substring) -> [String] {
        text.components(separatedBy: "```swift\n").dropFirst().compactMap { block in
            block.range(of: "\n```").map { String(block[..<$0.lowerBound]) + "\n" }
        }
    }

    @Test func readmeProgramIsTheOneThatIsBuilt() throws {
        let readme = try Self.read("README.md")
        let programs = Self.swiftBlocks(in: try Self.section("Use it in your own package", of: readme))
            .filter { $0.hasPrefix("import ") }
        #expect(programs.count == 1, "the section should show one program")
        let built = try Self.read("Tests/ReadmeProgram/main.swift")
        #expect(programs.first == built, "README.md's program differs from Tests/ReadmeProgram/main.swift")
    }

    /// The documents that name files of the package.
    static func documents() throws -> [String] {
        let catalog = "Sources/CollectionCore/CollectionCore.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "Demo/README.md"] + articles
    }

    /// Paths such as `Sources/CollectionViews/View/View.swift`, `CollectionCurses/KeyDecoder.swift`
    /// (under Sources/) or `Tests/Fixtures/Demo/`: relative, with at least one folder.
    static func namedPaths(in text: String) -> Set<String> {
        let files = #"(?<![\w/.~-])(?:[A-Za-z][\w+.-]*/)+[\w+.-]*\.(?:swift|sh|py|md|txt|json|docc)(?![\w/])"#
        let folders = #"`((?:Sources|Tests|Demo|Examples|Benchmarks|Scripts)(?:/[\w+.-]+)*/?)`"#
        var paths: Set<String> = []
        for (pattern, group) in [(files, 0), (folders, 1)] {
            let expression = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                if let found = Range(match.range(at: group), in: text) { paths.insert(String(text[found])) }
            }
        }
        return paths
    }

    @Test func namedPathsExist() throws {
        for document in try Self.documents() {
            let paths = Self.namedPaths(in: try Self.read(document))
            #expect(!paths.isEmpty || document.contains(".docc/"), "\(document) names no file")
            for path in paths.sorted() {
                let exists = [path, "Sources/\(path)"].contains { candidate in
                    FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(candidate).path)
                }
                #expect(exists, "\(document) names \(path), which does not exist")
            }
        }
    }

    @Test func pathFinderSeesPathsOnly() {
        let text = "`Sources/CollectionUI/` and CollectionCurses/KeyDecoder.swift, not /tmp/x.log, ~/a/b.json or shop.json"
        #expect(Self.namedPaths(in: text) == ["Sources/CollectionUI/", "CollectionCurses/KeyDecoder.swift"])
    }
}
