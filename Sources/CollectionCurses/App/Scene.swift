import CollectionCore
import Foundation

/// A part of the application's interface with its own life cycle, as `UIScene`: on a terminal,
/// the one ``WindowScene`` that ``Application/main(delegate:sceneDelegate:)`` connects at
/// launch and disconnects when the application ends.
@MainActor
open class Scene: Responder, Hashable {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// On screen and taking input.
        case foregroundActive = 0
        /// On screen, not taking input (while it becomes active or stops being so).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the scene was connected with, as `UIScene.ConnectionOptions`: a terminal
    /// application is started from its command line, with no URL, activity or shortcut.
    public struct ConnectionOptions: Sendable {
        /// The application that asked for the scene: none.
        public let sourceApplication: String? = nil

        init() {}
    }

    /// The session the scene belongs to.
    public let session: SceneSession
    /// The scene's delegate (kept alive by the scene, as UIKit's is).
    open var delegate: SceneDelegate?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (a terminal shows none).
    open var title: String?

    /// A scene for `session`.
    public required init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
    }

    /// The same scene (scenes are compared by identity).
    public nonisolated static func == (lhs: Scene, rhs: Scene) -> Bool { lhs === rhs }

    /// The scene's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene that shows windows, as `UIWindowScene`: the terminal's.
@MainActor
open class WindowScene: Scene {
    /// The windows made for this scene (``Window/init(windowScene:)``).
    public var windows: [Window] { attachedWindows.compactMap(\.window) }
    /// The window of this scene made key last.
    public internal(set) weak var keyWindow: Window?
    /// The screen the scene is on.
    public var screen: Screen { .main }

    private struct WeakWindow {
        weak var window: Window?
    }

    private var attachedWindows: [WeakWindow] = []

    func attach(_ window: Window) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WeakWindow(window: window))
    }
}
