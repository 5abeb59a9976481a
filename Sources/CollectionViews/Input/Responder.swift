import CollectionCanvas
import CollectionModel
import Foundation

/// An object in the responder chain, as `UIResponder`: ``View`` and ``ViewController`` are
/// responders. A key is looked up in the ``keyCommands`` of each responder from the first
/// responder along ``next``: a view's next responder is its view controller when it is one's
/// root view, else its superview; a controller's is its view's superview.
///
/// UIKit's `UIResponder` is a class that views and controllers inherit from; here it is a
/// protocol that both adopt (so that neither's class hierarchy changes), with the same members
/// for key commands.
@MainActor
public protocol Responder: AnyObject {
    /// The next responder in the chain, or `nil` at its end.
    var next: Responder? { get }
    /// The key commands this responder supports (`nil` or empty for none).
    var keyCommands: [KeyCommand]? { get }
}

extension Responder {
    /// No next responder: the default for a responder that is neither a view nor a view
    /// controller (an app delegate declared as a `UIResponder`).
    public var next: Responder? { nil }
    /// No key commands, by default.
    public var keyCommands: [KeyCommand]? { nil }

    /// This responder and every next one, in order (a chain that loops is cut where it
    /// meets itself again).
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var seen: Set<ObjectIdentifier> = []
        var current: Responder? = self
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
