import CollectionCore
import Foundation

/// A scene's session, as `UISceneSession`: its ``role``, an identifier, and the
/// ``configuration`` the application delegate chose for it. A terminal has one session, for the
/// one scene ``Application/main(delegate:sceneDelegate:)`` connects.
@MainActor
public final class SceneSession: Hashable {
    /// What a session is for, as `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The application's own window: the terminal.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A second display that takes no input: there is none on a terminal.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// What the session is for.
    public let role: Role
    /// An identifier of the session, the same for its life.
    public let persistentIdentifier: String
    /// The configuration the application delegate answered for it.
    public internal(set) var configuration: SceneConfiguration
    /// The scene connected to it, while connected.
    public internal(set) weak var scene: Scene?
    /// Whatever the application keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        persistentIdentifier = UUID().uuidString
        configuration = SceneConfiguration(name: nil, sessionRole: role)
    }

    /// The same session (sessions are compared by identity).
    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }

    /// The session's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a scene is made with, as `UISceneConfiguration`: the application delegate's answer to
/// `application(_:configurationForConnecting:options:)`.
///
/// UIKit makes the scene's delegate from ``delegateClass`` (or the `Info.plist` entry) through
/// the Objective-C runtime. Swift without it makes an object from a class only through a
/// `required` initializer, so here the program passes the delegate itself to
/// ``Application/main(delegate:sceneDelegate:)``; ``delegateClass`` is kept and checked against it.
@MainActor
open class SceneConfiguration {
    /// The configuration's name (the `Info.plist` entry's, in UIKit).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: SceneSession.Role
    /// The class of the scene's delegate, when the application names it in code.
    open var delegateClass: AnyClass?
    /// The class of the scene: ``WindowScene`` whatever is set here.
    open var sceneClass: AnyClass?
    /// A storyboard to load the scene's window from: storyboards cannot be loaded on a terminal
    /// (the application reports so).
    open var storyboard: Storyboard?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
