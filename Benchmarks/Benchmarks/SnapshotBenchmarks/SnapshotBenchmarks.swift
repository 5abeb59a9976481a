import Benchmark
import CollectionCore
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { benchmark in
        blackHole(IndexPath(item: 1, section: 2))
    }
}
