// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalCollectionView",
    products: [
        .library(name: "CollectionCore", targets: ["CollectionCore"]),
        .library(name: "CollectionCurses", targets: ["CollectionCurses"]),
        .library(name: "CollectionTesting", targets: ["CollectionTesting"]),
        .executable(name: "demo", targets: ["demo"]),
    ],
    dependencies: [
        // Command line of the demo (`--screen`, `--catalog`, `--help`, `--version`).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property-based tests with shrinking for the diff and the layouts.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "CollectionCore",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Headless rendering, a key/mouse pilot and screen fixtures, for our tests and users'.
        .target(
            name: "CollectionTesting",
            dependencies: ["CollectionCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .systemLibrary(
            name: "CNCurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(
            name: "CollectionCurses",
            dependencies: ["CollectionCore", "CNCurses"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The demo's screens, catalogue and app shell: a library so that tests can drive them.
        .target(
            name: "DemoKit",
            dependencies: ["CollectionCore"],
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
        .testTarget(
            name: "CollectionCoreTests",
            dependencies: [
                "CollectionCore",
                "CollectionTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["DemoKit", "CollectionCore", "CollectionTesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "CollectionCursesTests",
            dependencies: ["CollectionCurses"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
