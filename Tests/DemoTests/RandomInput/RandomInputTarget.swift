import CollectionCore
import DemoKit
import Foundation

/// Where a random-input run starts: the home screen, one of the demo's screens (as `demo
/// --screen NAME` opens it) or one layout of the layout gallery. The run may leave it (Escape
/// goes back, Enter opens another screen); the target's own keys are sent more often.
enum RandomInputTarget: Hashable, Sendable, CustomStringConvertible {
    case home
    case screen(DemoScreenKind)
    case gallery(GalleryEntry)

    /// Every screen of the demo.
    static let all: [RandomInputTarget] = [.home] + DemoScreenKind.allCases.map(Self.screen) + GalleryEntry.allCases.map(Self.gallery)

    /// `home`, the screen's `--screen` name, or `gallery/` and the layout's name.
    var name: String {
        switch self {
        case .home: "home"
        case let .screen(kind): kind.rawValue
        case let .gallery(entry): "gallery/" + entry.rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
        }
    }

    var description: String { name }

    /// The demo opened on this target.
    @MainActor func makeApp() -> DemoApp {
        switch self {
        case .home:
            return DemoApp(catalog: .embedded)
        case let .screen(kind):
            return DemoApp(catalog: .embedded, screen: kind)
        case let .gallery(entry):
            let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
            (app.topScreen as? LayoutGalleryScreen)?.onOpen?(entry)
            return app
        }
    }

    /// The keys the target's screen handles itself (read from its key handling and help), sent
    /// more often than others.
    var keys: [KeyEvent] {
        let alt = KeyEvent.Modifiers.alt
        switch self {
        case .home:
            return [.enter, .left, .right, .tab, .backTab]
        case let .screen(kind):
            switch kind {
            case .layoutGallery: return [.enter, .tab, .backTab]
            case .appStore: return [.left, .right, .tab, .backTab]
            case .customLayout: return [.pageUp, .pageDown, .home, .end]
            case .products: return [.character("/"), .enter, .escape, .tab, .pageUp, .pageDown, .backspace]
            case .reload: return [.enter, .tab, .backTab]
            case .insertionSort: return [.character("s")]
            case .millionProducts: return [.character("g"), .pageUp, .pageDown, .home, .end]
            case .outline: return [.right, .left, .enter, .tab]
            case .declarative: return [.enter, .right, .left, .space]
            case .reorderableList:
                return [.character("m"), KeyEvent(.up, modifiers: alt), KeyEvent(.down, modifiers: alt), .enter, .escape]
            case .wiFiSettings: return [.enter, .character("r"), .space]
            case .tableEditing:
                return [.character("e"), KeyEvent(.delete), .character("."), .left, .right, .enter, .space, .character("x"),
                        .character("m"), KeyEvent(.up, modifiers: alt), KeyEvent(.down, modifiers: alt), .escape]
            case .mountainsSearch: return [.character("e"), .character("/"), .down, .up, .enter, .escape, .backspace, .tab]
            case .simpleList: return [.pageUp, .pageDown, .home, .end, .enter]
            case .conferenceVideos: return [.left, .right, .tab, .backTab]
            case .emojiExplorer: return [.right, .left, .enter, .tab, .backTab]
            case .customCellList: return [.pageUp, .pageDown, .home, .end, .enter]
            case .customConfigurations: return [.space, .enter, .character("x"), .left, .right]
            }
        case let .gallery(entry):
            return entry == .listAppearances ? [.character("a"), .tab] : [.left, .right, .tab]
        }
    }
}
