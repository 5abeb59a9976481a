import Benchmark
import BenchmarkScenarios
import BrowserScenarios
import CollectionCore
import DemoKit
import Foundation

// The demo's Products screen with 100,000 products (the rows of Performance.md's browser table):
// parsing the catalogue, opening the screen, the first search key and each later one, a sort,
// and a reload of a changed catalogue. The catalogue is generated once, outside the measurement.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 20
    )
    let text = BrowserScenario.catalogJSON()
    let changed = BrowserScenario.catalogJSON(renamed: "Renamed product")
    let query = "ca phe 1"

    Benchmark("Browser: parse 100,000 products (JSON, 22 MB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json"))
        }
    }

    Benchmark("Browser: open the Products screen to its first frame") { benchmark in onMainActor(benchmark) { benchmark in
        let catalog = try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(BrowserScenario(catalog: catalog)) }
    } }

    Benchmark("Browser: first search key") { benchmark in onMainActor(benchmark) { benchmark in
        let catalog = try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
        for _ in benchmark.scaledIterations {
            benchmark.stopMeasurement()
            let browser = BrowserScenario(catalog: catalog)
            browser.beginSearch()
            benchmark.startMeasurement()
            browser.type(query.first!)
        }
    } }

    Benchmark("Browser: the next seven search keys") { benchmark in onMainActor(benchmark) { benchmark in
        let catalog = try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
        for _ in benchmark.scaledIterations {
            benchmark.stopMeasurement()
            let browser = BrowserScenario(catalog: catalog)
            browser.beginSearch()
            browser.type(query.first!)
            benchmark.startMeasurement()
            for key in query.dropFirst() { browser.type(key) }
        }
    } }

    for sort in [ProductSort.name, .price, .rating, .newest] {
        Benchmark("Browser: sort by \(sort.title.lowercased())") { benchmark in onMainActor(benchmark) { benchmark in
            let catalog = try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                let browser = BrowserScenario(catalog: catalog)
                while browser.screen.filter.sort.next != sort { browser.nextSort() }
                benchmark.startMeasurement()
                browser.nextSort()
            }
        } }
    }

    Benchmark("Browser: reload a changed catalogue (parse and apply)") { benchmark in onMainActor(benchmark) { benchmark in
        let catalog = try! CatalogLoader.catalog(fromJSON: text, fileName: "generated.json")
        for _ in benchmark.scaledIterations {
            benchmark.stopMeasurement()
            let browser = BrowserScenario(catalog: catalog)
            benchmark.startMeasurement()
            browser.reload(try! CatalogLoader.catalog(fromJSON: changed, fileName: "generated.json"))
        }
    } }
}
