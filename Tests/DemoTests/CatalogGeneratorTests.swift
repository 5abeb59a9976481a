import CollectionCore
@testable import DemoKit
import Foundation
import Testing

/// Python 3, which runs the generators.
private let generatorPython = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// `Scripts/generate-demo-catalog.py`: with no option it writes the embedded catalogue and the
/// example; `--help` only prints; `--count N --output FILE` writes a catalogue of N products
/// (JSON, or CSV for a name ending in .csv) that the demo loads, the same on every run.
@Suite(.enabled(if: generatorPython != nil))
struct CatalogGeneratorTests {
    static let python = generatorPython
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/generate-demo-catalog.py")

    /// A folder shaped like the repository (the script writes relative to its own place), with
    /// a copy of the script, removed at the end.
    final class Tree {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demo-generator-\(UUID())")
        init() throws {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Demo/Kit/Catalog"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CatalogGeneratorTests.script, to: root.appendingPathComponent("Scripts/generate-demo-catalog.py"))
        }
        deinit { try? FileManager.default.removeItem(at: root) }
        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
        var generated: [String] {
            ["Demo/Kit/Catalog/DefaultCatalog.swift", "Demo/catalog-example.json"].filter { FileManager.default.fileExists(atPath: path($0)) }
        }

        /// Runs the script with `arguments` in the tree's root; its status and standard output.
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(CatalogGeneratorTests.python))
            process.arguments = [path("Scripts/generate-demo-catalog.py")] + arguments
            process.currentDirectoryURL = root
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    @Test func helpPrintsTheOptionsAndWritesNothing() throws {
        let tree = try Tree()
        let (status, output) = try tree.run(["--help"])
        #expect(status == 0)
        #expect(output.contains("--count"))
        #expect(output.contains("--output"))
        #expect(tree.generated.isEmpty, "--help rewrote \(tree.generated)")
    }

    @Test func noOptionWritesTheEmbeddedCatalogueAsItIs() throws {
        let tree = try Tree()
        #expect(try tree.run([]).status == 0)
        let repository = Self.script.deletingLastPathComponent().deletingLastPathComponent()
        for name in ["Demo/Kit/Catalog/DefaultCatalog.swift", "Demo/catalog-example.json"] {
            let written = try String(contentsOfFile: tree.path(name), encoding: .utf8)
            let committed = try String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)
            #expect(written == committed, "\(name) is what the script writes")
        }
    }

    @Test(arguments: ["big.json", "big.csv"])
    func countAndOutputWriteACatalogueTheDemoLoads(name: String) throws {
        let tree = try Tree()
        #expect(try tree.run(["--count", "1000", "--output", name]).status == 0)
        #expect(tree.generated.isEmpty, "only the named file is written")
        let catalog = try CatalogLoader.load(path: tree.path(name))
        #expect(catalog.products.count == 1000)
        #expect(Set(catalog.products.map(\.id)).count == 1000)
        #expect(Set(catalog.products.map(\.name)).count == 1000, "names stay distinct past the embedded 324")
        // The first products are the embedded catalogue's.
        #expect(Array(catalog.products.prefix(324)).map(\.name) == Catalog.embedded.products.map(\.name))
        // The same on every run.
        let first = try Data(contentsOf: URL(fileURLWithPath: tree.path(name)))
        #expect(try tree.run(["--count", "1000", "--output", name]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: tree.path(name))) == first)
    }

    @Test func aBadCountIsRefused() throws {
        let tree = try Tree()
        let (status, output) = try tree.run(["--count", "-3", "--output", "x.json"])
        #expect(status == 2)
        #expect(output.contains("--count"))
        #expect(!FileManager.default.fileExists(atPath: tree.path("x.json")))
    }
}
