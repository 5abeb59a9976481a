// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalCollectionView",
    products: [
        // Everything a user needs with one import (re-exports the four modules below).
        .library(name: "CollectionCore", targets: ["CollectionCore"]),
        // The fine-grained modules, in the order data flows through them.
        .library(name: "CollectionModel", targets: ["CollectionModel"]),
        .library(name: "CollectionCanvas", targets: ["CollectionCanvas"]),
        .library(name: "CollectionLayoutSolver", targets: ["CollectionLayoutSolver"]),
        .library(name: "CollectionUI", targets: ["CollectionUI"]),
        .library(name: "CollectionDeclarative", targets: ["CollectionDeclarative"]),
        .library(name: "CollectionApplication", targets: ["CollectionApplication"]),
        .library(name: "CollectionCurses", targets: ["CollectionCurses"]),
        .library(name: "CollectionTesting", targets: ["CollectionTesting"]),
        .executable(name: "demo", targets: ["demo"]),
        // The demo's kit (catalogue loaders, screens), not library API: a product only so that the
        // fuzz package in Fuzz/ can reach the catalogue parsers through a module import.
        .library(name: "DemoKit", targets: ["DemoKit"]),
    ],
    dependencies: [
        // Command line of the demo (`--screen`, `--catalog`, `--help`, `--version`).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property-based tests with shrinking for the diff and the layouts.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // CSV catalogues for the demo (`demo --catalog shop.csv`): RFC 4180 records (quoted
        // fields with commas, doubled quotes and line breaks; CRLF), read by DemoKit only.
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        // `swift package generate-documentation` (run by `make docs`) builds the DocC catalog;
        // a command plugin only, so nothing of it is linked into the modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The model: snapshots, section snapshots, the diff, batch-update differences and
        // diagnostics. Value types only, no views: usable on a server.
        .target(
            name: "CollectionModel",
            dependencies: ["CModelKernels"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The model's one C kernel: the order check of `Int` identifiers appended in increasing
        // order, with AVX2 chosen at run time (Swift has no per-function target attributes).
        .target(name: "CModelKernels"),
        // The canvas: a grid of styled character cells, styles, colours, palettes, glyphs,
        // text width and text layout.
        .target(
            name: "CollectionCanvas",
            dependencies: ["CollectionModel"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The constraint solver behind Auto Layout: Cassowary's incremental simplex over linear
        // equalities and inequalities with strengths. No views, no other module of ours.
        .target(
            name: "CollectionLayoutSolver",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The UI: views, the collection view, the diffable data source, layouts, cells and
        // configurations, input events and animation.
        .target(
            name: "CollectionUI",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionLayoutSolver"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The declarative layer: registrations by item type and a data manager over the UI.
        .target(
            name: "CollectionDeclarative",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The umbrella: `import CollectionCore` gives all of the above.
        .target(
            name: "CollectionCore",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionUI", "CollectionDeclarative"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The application loop on any terminal backend: the backend protocol, input events,
        // timers, the too-small screen. No curses: the curses front end and the testing
        // library's in-memory backend both run this loop.
        .target(
            name: "CollectionApplication",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Sample code built on the toolkit (Apple's editing samples, the table layout of the
        // custom-layout article, the declarative example), used by the demo; not library API.
        .target(
            name: "CollectionExamples",
            dependencies: ["CollectionCore"],
            path: "Examples",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Headless rendering, a key/mouse pilot, screen fixtures and an in-memory backend that
        // runs the application loop, for our tests and users'.
        .target(
            name: "CollectionTesting",
            dependencies: ["CollectionCore", "CollectionApplication"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .systemLibrary(
            name: "CNCurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(
            name: "CollectionCurses",
            dependencies: ["CollectionCore", "CollectionApplication", "CNCurses"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The demo's screens, catalogue and app shell: a library so that tests can drive them.
        .target(
            name: "DemoKit",
            dependencies: ["CollectionCore", "CollectionExamples", .product(name: "CSV", package: "CSV.swift")],
            path: "Demo/Kit",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "demo",
            dependencies: [
                "DemoKit",
                "CollectionCore",
                "CollectionCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demo/App",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The small app that Tests/EndToEnd/run.sh drives in a real terminal (tmux).
        .executableTarget(
            name: "curses-fixture",
            dependencies: ["CollectionCore", "CollectionCurses"],
            path: "Tests/EndToEnd/Fixture",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The program of the README's "Use it in your own package", built by `swift build`;
        // DocumentationTests checks that the README shows exactly this file.
        .executableTarget(
            name: "readme-program",
            dependencies: ["CollectionCore", "CollectionCurses"],
            path: "Tests/ReadmeProgram",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Helpers shared by the test targets: an array model of snapshots, a checker that
        // applies a difference to it, the canvas fixture reader and a counting data source.
        .target(
            name: "TestSupport",
            dependencies: ["CollectionModel", "CollectionUI", "CollectionExamples"],
            path: "Tests/TestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The test targets mirror the modules.
        .testTarget(
            name: "CollectionModelTests",
            dependencies: [
                "CollectionModel", "CModelKernels", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionLayoutSolverTests",
            dependencies: [
                "CollectionLayoutSolver",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionCanvasTests",
            dependencies: ["CollectionCanvas", "CollectionModel", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionUITests",
            dependencies: [
                "CollectionCore", "CollectionTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionDeclarativeTests",
            dependencies: [
                "CollectionCore", "CollectionTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionExamplesTests",
            dependencies: ["CollectionExamples", "CollectionCore", "CollectionTesting", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["DemoKit", "CollectionCore", "CollectionTesting", "CollectionExamples"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionApplicationTests",
            dependencies: ["CollectionApplication", "CollectionCore", "CollectionTesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionCursesTests",
            dependencies: ["CollectionCurses"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Apple's "Implementing Modern Collection Views" screens written as UIKit code is written
        // (our own code in the sample's style), importing the library as an app does, rendered
        // headlessly against reviewed fixtures. CollectionExamples (which imports only
        // CollectionCore) holds the model the Insertion Sort shares with the demo, as an app's
        // own module would.
        .testTarget(
            name: "PortTests",
            dependencies: ["CollectionCore", "CollectionTesting", "CollectionExamples"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The documents against the code: the README's program is the built one, and every
        // source path that README.md, ARCHITECTURE.md and CONTRIBUTING.md name exists.
        .testTarget(
            name: "DocumentationTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
