import Foundation
import Testing

/// ARCHITECTURE.md's module table and the README's product table against Package.swift: every
/// library module is listed, with exactly the modules of ours its target depends on.
@Suite struct ModuleTableTests {
    /// C targets: listed beside their Swift module, not as modules of their own.
    static let cTargets: Set<String> = ["CModelKernels", "CNCurses", "CTerminal", "CPictureCodecs", "CPNG", "CJPEG"]

    /// The targets under `Sources/` with their dependencies on targets of the package, as
    /// Package.swift declares them.
    static func libraryTargets() throws -> [String: Set<String>] {
        let manifest = try DocumentationTests.read("Package.swift")
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: DocumentationTests.root.appendingPathComponent("Sources").path)
        var targets: [String: Set<String>] = [:]
        // `.target(name: "X", dependencies: [...]` with the names in quotes that are targets.
        let pattern = try Regex(#"\.(?:target|systemLibrary)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        for match in manifest.matches(of: pattern) {
            guard let name = match.output[1].substring.map(String.init), sources.contains(name),
                !cTargets.contains(name)
            else { continue }
            let list = match.output[2].substring.map(String.init) ?? ""
            let quoted = list.matches(of: try Regex(#""(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) }
            // `.product(name: "X", package: "Y")` names an outside package's product: not ours.
            let products = Set(list.matches(of: try Regex(#"name:\s*"(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) })
            targets[name] = Set(quoted).subtracting(products).subtracting(cTargets)
        }
        return targets
    }

    /// The rows of the table under `heading` in `document` whose first cell names a module:
    /// the module and the backquoted names of the row's last cell.
    static func rows(of document: String, after heading: String) throws -> [String: Set<String>] {
        let start = try #require(document.range(of: heading))
        var rows: [String: Set<String>] = [:]
        var inTable = false
        for line in document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count > 2, let module = cells[1].firstMatch(of: try Regex(#"^`(\w+)`"#))?.output[1].substring
                else { continue }
                let last = cells[cells.count - 2]
                rows[String(module)] = Set(last.matches(of: try Regex(#"`(\w+)`"#)).compactMap { $0.output[1].substring.map(String.init) })
            } else if inTable {
                break
            }
        }
        return rows
    }

    @Test func architectureModuleTableMatchesPackageSwift() throws {
        let targets = try Self.libraryTargets()
        let table = try Self.rows(of: try DocumentationTests.read("ARCHITECTURE.md"), after: "## Modules")
        #expect(Set(table.keys) == Set(targets.keys), "modules listed in ARCHITECTURE.md against the targets under Sources/")
        for (module, dependencies) in targets {
            #expect(table[module] == dependencies, "ARCHITECTURE.md's imports of `\(module)`")
        }
    }

    @Test func readmeListsEveryLibraryProduct() throws {
        let manifest = try DocumentationTests.read("Package.swift")
        let products = Set(manifest.matches(of: try Regex(#"\.library\(name:\s*"(\w+)""#)).compactMap {
            $0.output[1].substring.map(String.init)
        })
        let table = try Self.rows(of: try DocumentationTests.read("README.md"), after: "## Modules")
        // DemoKit is a product only so that the benchmarks and fuzz packages can import it.
        #expect(Set(table.keys) == products.subtracting(["DemoKit"]), "products listed in the README against Package.swift's libraries")
    }

    /// The data-flow drawing at the top of ARCHITECTURE.md names modules that exist.
    @Test func architectureDrawingNamesModulesThatExist() throws {
        let document = try DocumentationTests.read("ARCHITECTURE.md")
        let start = try #require(document.range(of: "```\n"))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let drawing = document[start.upperBound..<end.lowerBound]
        let named = Set(drawing.matches(of: try Regex(#"^  (Collection\w+)"#).anchorsMatchLineEndings()).compactMap {
            $0.output[1].substring.map(String.init)
        })
        let sources = Set(try FileManager.default.contentsOfDirectory(
            atPath: DocumentationTests.root.appendingPathComponent("Sources").path))
        #expect(!named.isEmpty)
        #expect(named.subtracting(sources).isEmpty, "modules in the drawing that are not targets")
    }

}
