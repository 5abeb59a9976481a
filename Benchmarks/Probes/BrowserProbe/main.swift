// The Products screen with 100,000 products, headless, one step of it measured at a time, for
// `valgrind --tool=callgrind` instruction counts (the toggles name functions of this file):
//   swift build -c release --product BrowserProbe
//   valgrind --tool=callgrind --toggle-collect='*measuredParse*' .build/release/BrowserProbe parse
//   valgrind --tool=callgrind --toggle-collect='*measuredOpen*' .build/release/BrowserProbe open
//   valgrind --tool=callgrind --toggle-collect='*measuredFirstKey*' .build/release/BrowserProbe search
//   valgrind --tool=callgrind --toggle-collect='*measuredNextKeys*' .build/release/BrowserProbe search
//   valgrind --tool=callgrind --toggle-collect='*measuredSort*' .build/release/BrowserProbe sort
//   valgrind --tool=callgrind --toggle-collect='*measuredReload*' .build/release/BrowserProbe reload
// `search` types "ca phe 1" (the first key measured alone, then the other seven together);
// `sort` presses `o` once (by name, the slowest order; `sort price` and so on for the others);
// `reload` parses a catalogue with the first featured product renamed and applies it.
//   .build/release/BrowserProbe time        (wall clock of each step and the resident memory)
import BrowserScenarios
import CollectionCore
import DemoKit
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let scenario = arguments.first ?? "time"
let query = "ca phe 1"

@inline(never) func measuredParse(_ text: String) -> Catalog {
    try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
}

@MainActor @inline(never) func measuredOpen(_ catalog: Catalog) -> BrowserScenario {
    BrowserScenario(catalog: catalog)
}

@MainActor @inline(never) func measuredFirstKey(_ browser: BrowserScenario) {
    browser.type(query.first!)
}

@MainActor @inline(never) func measuredNextKeys(_ browser: BrowserScenario) {
    for key in query.dropFirst() { browser.type(key) }
}

@MainActor @inline(never) func measuredSort(_ browser: BrowserScenario) {
    browser.nextSort()
}

@MainActor @inline(never) func measuredReload(_ browser: BrowserScenario, _ text: String) {
    browser.reload(measuredParse(text))
}

/// The resident memory, from /proc/self/status.
func residentMB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

MainActor.assumeIsolated {
    let text = BrowserScenario.catalogJSON()
    switch scenario {
    case "parse":
        print("\(measuredParse(text).products.count) products")
    case "open":
        let browser = measuredOpen(measuredParse(text))
        print(browser.screen.shownCount)
    case "search":
        let browser = BrowserScenario(catalog: measuredParse(text))
        browser.beginSearch()
        measuredFirstKey(browser)
        measuredNextKeys(browser)
        print("\(browser.screen.shownCount) match \(query)")
    case "sort":
        let browser = BrowserScenario(catalog: measuredParse(text))
        let wanted = ProductSort(rawValue: arguments.dropFirst().first ?? "name") ?? .name
        while browser.screen.filter.sort.next != wanted { browser.nextSort() }
        measuredSort(browser)
        print("sorted by \(browser.screen.filter.sort.title)")
    case "reload":
        let browser = BrowserScenario(catalog: measuredParse(text))
        measuredReload(browser, BrowserScenario.catalogJSON(renamed: "Renamed product"))
        print(browser.screen.shownCount)
    default:
        var catalog: Catalog!
        let parse = milliseconds { catalog = measuredParse(text) }
        var browser: BrowserScenario!
        let open = milliseconds { browser = BrowserScenario(catalog: catalog) }
        catalog = nil
        print(String(format: "parse %.0f ms, open (first frame) %.0f ms, resident %.1f MB", parse, open, residentMB()))
        browser.beginSearch()
        let keys = query.map { key in milliseconds { browser.type(key) } }
        print("search keys: " + keys.map { String(format: "%.1f", $0) }.joined(separator: ", ") + " ms; resident "
            + String(format: "%.1f MB", residentMB()))
        let clear = milliseconds { browser.clear() }
        let sorts = ProductSort.allCases.map { _ in milliseconds { browser.nextSort() } }
        print(String(format: "clear %.1f ms; sorts (name, price, rating, newest, catalogue): ", clear)
            + sorts.map { String(format: "%.1f", $0) }.joined(separator: ", ") + String(format: " ms; resident %.1f MB", residentMB()))
        let changed = BrowserScenario.catalogJSON(renamed: "Renamed product")
        let reload = milliseconds { measuredReload(browser, changed) }
        print(String(format: "reload (parse and apply) %.0f ms; resident %.1f MB", reload, residentMB()))
    }
}
