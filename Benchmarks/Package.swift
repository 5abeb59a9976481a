// swift-tools-version: 6.1
// Benchmarks live in their own package so that `swift test` in the root never builds the
// benchmark harness. Run them with `make bench` (or `swift package --disable-sandbox benchmark`
// in this folder).
import PackageDescription

let benchmarkTarget: (String) -> Target = { name in
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "package-benchmark"),
            .product(name: "CollectionCore", package: "TerminalCollectionView"),
            "BenchmarkScenarios",
        ],
        path: "Benchmarks/\(name)",
        swiftSettings: [.swiftLanguageMode(.v6)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}

let package = Package(
    name: "TerminalCollectionViewBenchmarks",
    dependencies: [
        .package(name: "TerminalCollectionView", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Inputs shared by the benchmarks and the callgrind probes.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
                .product(name: "CollectionLayoutSolver", package: "TerminalCollectionView"),
            ],
            path: "Scenarios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // One run of a scenario, for `valgrind --tool=callgrind` instruction counts.
        .executableTarget(
            name: "DiffProbe",
            dependencies: ["BenchmarkScenarios", .product(name: "CollectionCore", package: "TerminalCollectionView")],
            path: "Probes/DiffProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // One snapshot operation per run (build, delete, reload, queries, diffs of
        // `DiffableDataSourceSnapshot<String, Int>`), for callgrind; needs only the model.
        .executableTarget(
            name: "SnapshotProbe",
            dependencies: [.product(name: "CollectionModel", package: "TerminalCollectionView")],
            path: "Probes/SnapshotProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // One run of the Auto Layout scenario (40 self-sizing cells), for callgrind.
        .executableTarget(
            name: "AutoLayoutProbe",
            dependencies: ["BenchmarkScenarios", .product(name: "CollectionCore", package: "TerminalCollectionView")],
            path: "Probes/AutoLayoutProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The solver alone on recorded constraint systems of real layouts (40 self-sizing
        // cells, one view of N stacked labels), for callgrind and the side-by-side run with kiwi.
        .executableTarget(
            name: "SolverProbe",
            dependencies: ["BenchmarkScenarios", .product(name: "CollectionCore", package: "TerminalCollectionView")],
            path: "Probes/SolverProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Layout passes of a table of 2,000 sections with header views, for callgrind.
        .executableTarget(
            name: "TableProbe",
            dependencies: [.product(name: "CollectionCore", package: "TerminalCollectionView")],
            path: "Probes/TableProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A million random events on the demo's Products screen, headless, printing the
        // resident memory and the heap in use after a warm-up and at the end.
        .executableTarget(
            name: "MemoryProbe",
            dependencies: [
                "MemoryProbeHeap",
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
                .product(name: "CollectionTesting", package: "TerminalCollectionView"),
                .product(name: "DemoKit", package: "TerminalCollectionView"),
            ],
            path: "Probes/MemoryProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The demo's Products screen with 100,000 products, headless (open, search, sort,
        // reload), shared by BrowserProbe and BrowserBenchmarks.
        .target(
            name: "BrowserScenarios",
            dependencies: [
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
                .product(name: "CollectionTesting", package: "TerminalCollectionView"),
                .product(name: "DemoKit", package: "TerminalCollectionView"),
            ],
            path: "BrowserScenarios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // One step of the browser scenario per run, for callgrind; `time` prints each step's
        // wall clock and the resident memory.
        .executableTarget(
            name: "BrowserProbe",
            dependencies: ["BrowserScenarios", .product(name: "DemoKit", package: "TerminalCollectionView")],
            path: "Probes/BrowserProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "BrowserBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"), "BenchmarkScenarios", "BrowserScenarios",
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
                .product(name: "DemoKit", package: "TerminalCollectionView"),
            ],
            path: "Benchmarks/BrowserBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // The heap in use (glibc's mallinfo2, which Swift's Glibc module does not export).
        .target(name: "MemoryProbeHeap", path: "Probes/MemoryProbeHeap"),
        // Bytes the curses front end writes to a pseudo-terminal (FrontEndProbe prints them;
        // FrontEndBenchmarks reports them as custom metrics).
        .target(
            name: "FrontEndScenarios",
            dependencies: [
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
                .product(name: "CollectionCurses", package: "TerminalCollectionView"),
            ],
            path: "FrontEndScenarios",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "FrontEndProbe",
            dependencies: ["FrontEndScenarios"],
            path: "Probes/FrontEndProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Bytes of a grid of picture thumbnails: kitty placements against colour blocks.
        .executableTarget(
            name: "PictureBytesProbe",
            dependencies: ["FrontEndScenarios"],
            path: "Probes/PictureBytesProbe",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "FrontEndBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"), "FrontEndScenarios", "BenchmarkScenarios",
                .product(name: "CollectionCore", package: "TerminalCollectionView"),
            ],
            path: "Benchmarks/FrontEndBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        benchmarkTarget("SnapshotBenchmarks"),
        benchmarkTarget("CollectionViewBenchmarks"),
        benchmarkTarget("LayoutBenchmarks"),
        benchmarkTarget("CanvasBenchmarks"),
        benchmarkTarget("CompositionalBenchmarks"),
        benchmarkTarget("AnimationBenchmarks"),
        benchmarkTarget("AutoLayoutBenchmarks"),
        benchmarkTarget("SolverBenchmarks"),
        benchmarkTarget("PictureBenchmarks"),
    ]
)
