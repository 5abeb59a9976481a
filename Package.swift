// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalCollectionView",
    products: [
        // Everything a user needs with one import (re-exports the four modules below).
        .library(name: "CollectionCore", targets: ["CollectionCore"]),
        // The fine-grained modules, in the order data flows through them.
        .library(name: "CollectionDiagnostics", targets: ["CollectionDiagnostics"]),
        .library(name: "CollectionModel", targets: ["CollectionModel"]),
        .library(name: "CollectionCanvas", targets: ["CollectionCanvas"]),
        .library(name: "CollectionPictures", targets: ["CollectionPictures"]),
        .library(name: "CollectionLayoutSolver", targets: ["CollectionLayoutSolver"]),
        .library(name: "CollectionViews", targets: ["CollectionViews"]),
        .library(name: "CollectionControls", targets: ["CollectionControls"]),
        .library(name: "CollectionLayouts", targets: ["CollectionLayouts"]),
        .library(name: "CollectionConfigurations", targets: ["CollectionConfigurations"]),
        .library(name: "CollectionUI", targets: ["CollectionUI"]),
        .library(name: "CollectionTableViews", targets: ["CollectionTableViews"]),
        .library(name: "CollectionDeclarative", targets: ["CollectionDeclarative"]),
        .library(name: "CollectionApplication", targets: ["CollectionApplication"]),
        .library(name: "CollectionCurses", targets: ["CollectionCurses"]),
        // UIKit's own names over the toolkit, for code written for UIKit (`import UIKit`).
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "CollectionTesting", targets: ["CollectionTesting"]),
        .executable(name: "demo", targets: ["demo"]),
        // The demo's kit (catalogue loaders, screens), not library API: a product only so that the
        // benchmarks package (the memory probe) and the fuzz package (the catalogue parsers) can
        // reach it through a module import.
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
        // Diagnostics: how bad input is reported (recovered from, never a crash), and where
        // the reports go. Every module below the views reports through it.
        .target(
            name: "CollectionDiagnostics",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The model: snapshots, section snapshots, the diff and batch-update differences.
        // Value types only, no views: usable on a server. Re-exports the diagnostics.
        .target(
            name: "CollectionModel",
            dependencies: ["CollectionDiagnostics", "CModelKernels"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The model's one C kernel: the order check of `Int` identifiers appended in increasing
        // order, with AVX2 chosen at run time (Swift has no per-function target attributes).
        .target(name: "CModelKernels"),
        // The canvas: a grid of styled character cells, styles, colours, palettes, glyphs,
        // text width and text layout.
        .target(
            name: "CollectionCanvas",
            dependencies: ["CollectionDiagnostics"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Pictures: PNG and JPEG decoding (libpng, libjpeg-turbo) with limits checked before
        // memory is spent, `Image(named:)`, `Image(contentsOfFile:)` and `Image(data:)`, the
        // bounded cache, and raster pictures as half-block cells. Keeps the canvas free of C.
        .target(
            name: "CollectionPictures",
            dependencies: ["CollectionDiagnostics", "CollectionCanvas", "CPictureCodecs"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The decoders' C side: libpng and libjpeg raise errors with longjmp, so every setjmp
        // and every call into them is in C, and no Swift frame is ever jumped over.
        .target(name: "CPictureCodecs", dependencies: ["CPNG", "CJPEG"]),
        // PNG decoding: Debian's libpng, found by pkg-config (installed by `make deps`).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // JPEG decoding: Debian's libjpeg-turbo, found by pkg-config (installed by `make deps`).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        // The constraint solver behind Auto Layout: Cassowary's incremental simplex over linear
        // equalities and inequalities with strengths. No views, no other module of ours.
        .target(
            name: "CollectionLayoutSolver",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Views and input: `View`, the responder chain, key commands, key and mouse events,
        // animation, timers on the main run loop, traits, layers, view controllers and the
        // navigation stack, text fields, images, the point scale, and Auto Layout (constraints,
        // anchors, guides, the visual format language and the engine over the solver).
        .target(
            name: "CollectionViews",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionLayoutSolver"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The controls views are made of: labels, fonts, image views, stack views, buttons,
        // switches and the search bar.
        .target(
            name: "CollectionControls",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionPictures", "CollectionViews"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Layouts: the layout base class and attributes, the compositional layout with its
        // engine, list configurations and swipe-action configurations, and the flow layout's
        // line engine. They read the collection view through a small container protocol.
        .target(
            name: "CollectionLayouts",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionViews"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The collection view: the diffable data source, cells and configurations, reuse, the
        // visible elements, focus and selection, and the flow layout (which asks the view's
        // delegate). Re-exports the views, the controls and the layouts, so that
        // `import CollectionUI` gives them as well.
        // Content and background configurations, cell accessories and configuration states: what
        // a cell shows, independent of the collection view that shows the cell.
        .target(
            name: "CollectionConfigurations",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionViews", "CollectionControls"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "CollectionUI",
            dependencies: [
                "CollectionModel", "CollectionCanvas", "CollectionViews", "CollectionControls", "CollectionConfigurations",
                "CollectionLayouts",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Table views on the collection view's engine: `TableView`, its cells, header and
        // footer views, data sources, delegate and controller.
        .target(
            name: "CollectionTableViews",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionViews", "CollectionControls", "CollectionUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The declarative layer: registrations by item type and a data manager over the UI.
        .target(
            name: "CollectionDeclarative",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionViews", "CollectionUI"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The umbrella: `import CollectionCore` gives all of the above.
        .target(
            name: "CollectionCore",
            dependencies: [
                "CollectionModel", "CollectionCanvas", "CollectionPictures", "CollectionViews", "CollectionControls", "CollectionConfigurations",
                "CollectionLayouts", "CollectionUI", "CollectionTableViews", "CollectionDeclarative",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `import UIKit`: UIKit's names (`UICollectionView`, `NSCollectionLayoutSection`, ...)
        // as aliases of the toolkit's, re-exporting CollectionCore and Foundation.
        .target(
            name: "UIKit",
            dependencies: ["CollectionCore", "CollectionCurses", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // An empty module: the cross-import overlay that Swift Testing on Linux declares for
        // files importing both Testing and UIKit, but does not ship.
        .target(
            name: "_Testing_UIKit",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The application loop on any terminal backend: the backend protocol, input events,
        // timers, the too-small screen. No curses: the curses front end and the testing
        // library's in-memory backend both run this loop.
        .target(
            name: "CollectionApplication",
            dependencies: ["CollectionModel", "CollectionCanvas", "CollectionViews"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Sample code built on the toolkit (Apple's editing samples, the table layout of the
        // custom-layout article, the declarative example), used by the demo; not library API.
        .target(
            name: "CollectionExamples",
            dependencies: ["CollectionCore", "SeededRandom"],
            path: "Examples",
            exclude: ["Random"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The seeded generator the examples, the demo and the tests shuffle with (SplitMix64),
        // on its own so that the model's tests need no views to use it.
        .target(
            name: "SeededRandom",
            path: "Examples/Random",
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
        // The terminal's C code that keeps state, each defined once in a C source file: the
        // signal handlers and the flags they share with the loop, and the bytes written around
        // curses. (A static in CNCurses' header would be one copy per object file, and an
        // optimised build would read another copy than the handlers write.)
        .target(
            name: "CTerminal",
            dependencies: ["CNCurses"]
        ),
        .target(
            name: "CollectionCurses",
            dependencies: ["CollectionCore", "CollectionApplication", "CNCurses", "CTerminal"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The demo's screens, catalogue and app shell: a library so that tests can drive them.
        .target(
            name: "DemoKit",
            dependencies: ["CollectionCore", "CollectionExamples", .product(name: "CSV", package: "CSV.swift")],
            path: "Demo/Kit",
            // The embedded catalogue's product pictures (Scripts/make-pictures.py).
            resources: [.copy("Resources/Pictures")],
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
        // Helpers shared by the test targets below the views: an array model of snapshots, a
        // checker that applies a difference to it, the fixture reader and the seeded generator.
        .target(
            name: "TestSupport",
            dependencies: ["CollectionModel", "SeededRandom"],
            path: "Tests/TestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Helpers shared by the test targets of the collection view: a counting data source and
        // a layout harness.
        .target(
            name: "UITestSupport",
            dependencies: ["CollectionUI", "TestSupport", "ViewTestSupport"],
            path: "Tests/UITestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Helpers shared by the test targets that render views without a collection view: a
        // view rendered alone, the cell fixtures' renderer, content configurations and states,
        // a view of fixed intrinsic size, and the layout tests' shorthands.
        .target(
            name: "ViewTestSupport",
            dependencies: ["CollectionCanvas", "CollectionViews", "CollectionConfigurations", "CollectionLayouts"],
            path: "Tests/ViewTestSupport",
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
            name: "CollectionPicturesTests",
            dependencies: ["CollectionPictures", "CollectionCanvas", "TestSupport"],
            resources: [.copy("Pictures")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionViewsTests",
            dependencies: ["CollectionViews", "CollectionCanvas", "CollectionModel", "CollectionTesting", "ViewTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionControlsTests",
            dependencies: [
                "CollectionControls", "CollectionViews", "CollectionCanvas", "ViewTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The layouts on a host view of their own (counts, bounds and offsets), without the
        // collection view.
        .testTarget(
            name: "CollectionLayoutsTests",
            dependencies: [
                "CollectionLayouts", "CollectionViews", "CollectionCanvas", "CollectionModel", "ViewTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionConfigurationsTests",
            dependencies: ["CollectionConfigurations", "CollectionViews", "CollectionCanvas", "ViewTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionUITests",
            dependencies: [
                "CollectionCore", "CollectionTesting", "TestSupport", "UITestSupport", "ViewTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionTableViewsTests",
            dependencies: ["CollectionTableViews", "CollectionUI", "CollectionModel", "CollectionCanvas", "CollectionTesting"],
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
            dependencies: ["CollectionExamples", "CollectionCore", "CollectionTesting", "TestSupport", "UITestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["DemoKit", "CollectionCore", "CollectionTesting", "CollectionExamples"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionApplicationTests",
            dependencies: ["CollectionApplication", "CollectionCore", "CollectionTesting", "UITestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionCursesTests",
            dependencies: [
                "CollectionCurses", "CNCurses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
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
        // Code written as UIKit apps write it (`import UIKit` and `import Testing`, app types
        // named like ours, cells overriding `isSelected`), driven headlessly.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "CollectionTesting"],
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
