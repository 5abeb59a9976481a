import Benchmark
import CollectionCore
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark("Layout placeholder") { _ in
        blackHole(IndexPath(item: 1, section: 2))
    }
}
