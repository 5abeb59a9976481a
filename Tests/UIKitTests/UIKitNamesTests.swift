import Foundation
import Testing

/// The `UIKit` module names every public type of the toolkit that stands for a UIKit one: a
/// new type must get its alias there, or a place in ``noUIKitCounterpart`` with a reason.
@Suite struct UIKitNamesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules `import UIKit` re-exports (through CollectionCore, and the terminal front end).
    static let modules = [
        "CollectionDiagnostics", "CollectionModel", "CollectionCanvas", "CollectionPictures", "CollectionViews", "CollectionControls",
        "CollectionConfigurations", "CollectionLayouts", "CollectionUI", "CollectionTableViews", "CollectionDeclarative",
        "CollectionCurses",
    ]

    /// Public types of the toolkit that UIKit has no type for, and why.
    static let noUIKitCounterpart: [String: String] = [
        // The terminal front end: curses, decoding input, running the loop on a terminal.
        "Terminal": "terminal", "TerminalApplication": "terminal (UIKit: UIApplicationMain runs the app)",
        "TerminalError": "terminal", "ColorPairAllocator": "terminal: curses colour pairs", "ScreenDiff": "terminal",
        "MouseDecoder": "terminal: mouse reports", "MouseDragTracker": "terminal: mouse reports",
        "KeyDecoder": "terminal: key sequences", "RawInput": "terminal: key sequences",
        "CollectionCurses": "the module's namespace",
        // The terminal: drawing into cells, colours by terminal depth, glyphs, text.
        "Canvas": "terminal", "Style": "terminal", "ResolvedStyle": "terminal", "Palette": "terminal",
        "ColorDepth": "terminal", "ColorTheme": "terminal", "RGBValue": "terminal", "GlyphSet": "terminal",
        "Bitmap": "terminal", "PicturePlacement": "terminal", "PictureMode": "terminal",
        "PictureDecoder": "terminal: PNG and JPEG decoding (UIKit: ImageIO)", "PictureFormat": "terminal: pictures",
        "PictureLimits": "terminal: pictures", "PictureDecodingError": "terminal: pictures",
        "PictureCache": "terminal: pictures", "BlockPicture": "terminal: pictures as half blocks",
        "PictureRendering": "terminal: where pictures are scaled (UIKit: UIImage.prepareThumbnail is asynchronous)",
        "PictureWorker": "terminal: the thread that scales pictures",
        "BoxCorners": "terminal", "ScreenFixture": "testing: fixture files", "TerminalText": "terminal",
        "PointScale": "terminal: points to cells", "KeyEvent": "terminal input (UIKit: UIPress, UIKey)",
        "MouseEvent": "terminal input (UIKit: UITouch)", "KeyHint": "terminal: the key hints bar",
        "NavigationStackView": "a view, not UINavigationController's controller API",
        "NavigationItemProviding": "how a screen gives the navigation stack its item",
        "LayoutAnchorProviding": "the anchors UIView and UILayoutGuide each declare, shared",
        "MainRunLoop": "timers on the loop (UIKit: RunLoop.main, which works too)",
        "RunLoopTimer": "timers on the loop (UIKit: Timer, which works too)",
        // Animation clocks for tests and the loop.
        "AnimationClock": "testing", "SystemAnimationClock": "testing", "TestAnimationClock": "testing",
        "AnimationSettings": "terminal: animation on or off",
        // Diagnostics: UIKit crashes where we report.
        "Diagnostic": "diagnostics", "Diagnostics": "diagnostics", "DiagnosticConvertible": "diagnostics",
        "SnapshotError": "diagnostics", "SnapshotValidationError": "diagnostics",
        // The model and layouts beyond UIKit.
        "SnapshotDifference": "the diff, public here", "ElementCategory": "UIKit nests it in attributes",
        "CollectionLayoutScrollDirection": "UICollectionView.ScrollDirection, nested",
        "SectionSnapshotHandlers": "UICollectionViewDiffableDataSource.SectionSnapshotHandlers, nested",
        "ReorderingHandlers": "UICollectionViewDiffableDataSource.ReorderingHandlers, nested",
        "SwipeActionsConfigurationProvider": "UICollectionLayoutListConfiguration's, nested",
        "OutlineItemState": "the outline state a data source reports",
        "CollectionViewOutlineDataSource": "beyond UIKit", "CollectionViewReorderingDataSource": "beyond UIKit",
        "CollectionViewOrthogonalScrollingLayout": "beyond UIKit",
        "CollectionViewSwipeActionsLayout": "beyond UIKit",
        // The declarative layer (ConfigurableCollectionView's API).
        "AnyIdentifier": "declarative", "CellContext": "declarative", "CollectionViewHostingCell": "declarative",
        "ConfigurableCollectionView": "declarative", "DataManager": "declarative", "ItemContext": "declarative",
        "RegistrationOption": "declarative", "ReloadHandler": "declarative", "UpdateScheduler": "declarative",
    ]

    static func read(_ path: URL) -> String { (try? String(contentsOf: path, encoding: .utf8)) ?? "" }

    static func swiftFiles(in folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    /// The toolkit's public top-level types (and public type aliases).
    static func publicTypes() throws -> Set<String> {
        let pattern = try Regex(#"(?m)^(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Z]\w*)"#)
        var names: Set<String> = []
        for module in modules {
            for file in swiftFiles(in: "Sources/\(module)") {
                for match in read(file).matches(of: pattern) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    /// The UIKit names given to toolkit types, by the `UIKit` module or by the toolkit itself
    /// (`NSLayoutConstraint`): UIKit's name and the toolkit type it names.
    static func aliases() throws -> [String: String] {
        let pattern = try Regex(#"(?m)^public typealias ((?:UI|NS|CA)\w+)(?:<[^=]*>)? =\s*([A-Z]\w*)"#)
        var result: [String: String] = [:]
        for file in (["UIKit"] + modules).flatMap({ swiftFiles(in: "Sources/\($0)") }) {
            for match in read(file).matches(of: pattern) {
                if let alias = match.output[1].substring, let target = match.output[2].substring {
                    result[String(alias)] = String(target)
                }
            }
        }
        return result
    }

    @Test func everyToolkitTypeHasItsUIKitNameOrAReasonWhyNot() throws {
        let types = try Self.publicTypes()
        let aliased = Set(try Self.aliases().values)
        #expect(types.count > 100)
        let missing = types.filter { name in
            !aliased.contains(name) && Self.noUIKitCounterpart[name] == nil
                && !name.hasPrefix("NS") && !name.hasPrefix("CG")  // already UIKit's or Core Graphics' name
        }
        #expect(missing.isEmpty, "public types without a UIKit alias or a reason: \(missing.sorted())")
    }

    @Test func everyAliasNamesAToolkitType() throws {
        let types = try Self.publicTypes()
        let aliases = try Self.aliases()
        #expect(aliases.count > 80)
        let dangling = aliases.filter { !types.contains($0.value) }
        #expect(dangling.isEmpty, "aliases of types that are not public toolkit types: \(dangling)")
        let listedTwice = Self.noUIKitCounterpart.keys.filter { Set(aliases.values).contains($0) }
        #expect(listedTwice.isEmpty, "types both aliased and said to have no counterpart: \(listedTwice)")
        let unknown = Self.noUIKitCounterpart.keys.filter { !types.contains($0) }
        #expect(unknown.isEmpty, "reasons given for types that do not exist: \(unknown.sorted())")
    }
}
