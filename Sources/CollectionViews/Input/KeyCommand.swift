import CollectionCanvas
import CollectionModel
import Foundation

/// A key press and the action it triggers, as `UIKeyCommand`: a responder (a ``View`` or a
/// ``ViewController``) lists the commands it supports in ``Responder/keyCommands``, and the
/// application looks a key up along the responder chain, from the first responder outwards,
/// before the views handle it (see ``View/dispatchKey(_:)``).
///
/// ```swift
/// final class NotesViewController: ViewController {
///     override var keyCommands: [KeyCommand]? {
///         [KeyCommand(title: "New Note", action: NotesViewController.newNote, input: "n", modifierFlags: .control),
///          KeyCommand(input: KeyCommand.inputF5, modifierFlags: [], action: { [weak self] _ in self?.reload() })]
///     }
///     func newNote() { ... }
/// }
/// ```
///
/// UIKit names the action with a selector (`action: #selector(newNote)`), which needs the
/// Objective-C runtime. Here the action is one of two Swift shapes:
/// - a **method reference** (`NotesViewController.newNote`, taking no argument or the command):
///   as a selector is sent to the first object of the responder chain that implements it, the
///   method is called on the first responder of the chain that is a `NotesViewController`; when
///   there is none the command does not fire and the key goes on;
/// - a **closure** taking the command, called whenever the command is found in the chain.
///
/// A command with a ``discoverabilityTitle`` (else a ``title``) that may fire now is listed in a
/// ``NavigationStackView``'s status bar, the way iPadOS lists key commands when ⌘ is held;
/// one marked ``Attributes/hidden`` is not listed, one marked ``Attributes/disabled`` neither
/// fires nor is listed.
///
/// The terminal reports Shift (with arrows, function keys and as upper-case letters), Control and
/// Alt. ``ModifierFlags/alternate`` is Alt; ``ModifierFlags/command`` is matched by Control, as
/// ⌘ shortcuts are Ctrl shortcuts off the Mac (⌘ itself never reaches a terminal program);
/// ``ModifierFlags/alphaShift`` and ``ModifierFlags/numericPad`` are never reported, so a command
/// that requires them never fires.
@MainActor
public final class KeyCommand {
    /// The modifier keys a command requires, as `UIKeyModifierFlags`.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        /// The flags as bits.
        public let rawValue: Int
        /// The flags whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Caps Lock (never reported by a terminal).
        public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
        /// Shift: with a letter, the terminal sends the upper-case letter.
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control.
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Option, which a terminal sends as Alt (Escape before the key).
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        /// Command: matched by Control (see ``KeyCommand``).
        public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key of the numeric keypad (never reported by a terminal).
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
    }

    /// How a command is shown and whether it fires, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: Int
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The command neither fires nor is listed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The command destroys something (kept for ported code; shown like any other).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The command fires but is not listed in the key hints.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether a command is on, as `UIMenuElement.State` (kept for ported code; not shown).
    public enum State: Sendable {
        /// Off.
        case off
        /// On.
        case on
        /// Mixed.
        case mixed
    }

    /// What a command's action is: a closure, or a method of the first responder of a type.
    private let perform: @MainActor (KeyCommand, [Responder]) -> Bool

    /// The key, without modifiers: a character (`"n"`, `" "`, `"\r"` for Return, `"\t"` for Tab,
    /// `"\u{8}"` for Backspace) or one of the special inputs (``inputUpArrow``, ``inputEscape``,
    /// ``inputF1``, …). `nil` matches no key.
    public let input: String?
    /// The modifier keys held with ``input``.
    public let modifierFlags: ModifierFlags
    /// The command's name, shown in the key hints when there is no ``discoverabilityTitle``.
    public var title: String
    /// An image, kept for ported code (key hints show no images).
    public var image: Image?
    /// The name shown in the key hints ("New Note"); `nil` shows ``title``.
    public var discoverabilityTitle: String?
    /// How the command is shown and whether it fires.
    public var attributes: Attributes
    /// Whether the command is on (not shown).
    public var state: State
    /// A value for the action to read, as UIKit's `propertyList`.
    public let propertyList: (any Sendable)?
    /// Whether the command takes the key before the text being edited and the focus movement
    /// of a collection view (see ``View/dispatchKey(_:)``); `false` by default, as in UIKit since
    /// iOS 15: a text field keeps its characters and a collection view its arrows, and the
    /// command fires only for a key they leave.
    public var wantsPriorityOverSystemBehavior = false

    private init(
        title: String, image: Image?, input: String?, modifierFlags: ModifierFlags, propertyList: (any Sendable)?,
        discoverabilityTitle: String?, attributes: Attributes, state: State,
        perform: @escaping @MainActor (KeyCommand, [Responder]) -> Bool
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.perform = perform
    }

    /// A command that calls `action` with itself when `input` is pressed with `modifierFlags`,
    /// as `UIKeyCommand(input:modifierFlags:action:)` with a closure for the selector.
    public convenience init(
        input: String, modifierFlags: ModifierFlags, action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command that calls the method `action` on the first responder of the chain that is a
    /// `Target`, as `UIKeyCommand(input:modifierFlags:action: #selector(...))`:
    /// `KeyCommand(input: "r", modifierFlags: .control, action: ListViewController.refresh)`.
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: ModifierFlags, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command that calls the method `action` with itself on the first responder of the chain
    /// that is a `Target` (a method written `func refresh(_ sender: KeyCommand)`).
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: ModifierFlags, action: @escaping @MainActor (Target) -> @MainActor (KeyCommand) -> Void
    ) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command with a title, as
    /// `UIKeyCommand(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`
    /// (without alternates), whose `action` closure is called with the command.
    public convenience init(
        title: String = "", image: Image? = nil, action: @escaping @MainActor (KeyCommand) -> Void, input: String,
        modifierFlags: ModifierFlags = [], propertyList: (any Sendable)? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state
        ) { command, _ in
            action(command)
            return true
        }
    }

    /// A command with a title whose `action` is a method of the first responder of the chain
    /// that is a `Target`: `KeyCommand(title: "Refresh", action: ListViewController.refresh, input: "r")`.
    public convenience init<Target: AnyObject>(
        title: String = "", image: Image? = nil, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        input: String, modifierFlags: ModifierFlags = [], propertyList: (any Sendable)? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state
        ) { _, chain in
            guard let target = chain.lazy.compactMap({ $0 as? Target }).first else { return false }
            action(target)()
            return true
        }
    }

    /// A command with a title whose `action` is a method, taking the command, of the first
    /// responder of the chain that is a `Target`.
    public convenience init<Target: AnyObject>(
        title: String = "", image: Image? = nil, action: @escaping @MainActor (Target) -> @MainActor (KeyCommand) -> Void,
        input: String, modifierFlags: ModifierFlags = [], propertyList: (any Sendable)? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state
        ) { command, chain in
            guard let target = chain.lazy.compactMap({ $0 as? Target }).first else { return false }
            action(target)(command)
            return true
        }
    }

    /// Runs the action for a key found along `chain` (first responder first); returns whether it
    /// ran (a method reference runs only when a responder of its type is in the chain).
    func perform(along chain: [Responder]) -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        return perform(self, chain)
    }

    // MARK: Special inputs

    /// The Up arrow, as `UIKeyCommand.inputUpArrow`.
    nonisolated public static let inputUpArrow = "UpArrow"
    /// The Down arrow.
    nonisolated public static let inputDownArrow = "DownArrow"
    /// The Left arrow.
    nonisolated public static let inputLeftArrow = "LeftArrow"
    /// The Right arrow.
    nonisolated public static let inputRightArrow = "RightArrow"
    /// Escape.
    nonisolated public static let inputEscape = "Escape"
    /// Page Up.
    nonisolated public static let inputPageUp = "PageUp"
    /// Page Down.
    nonisolated public static let inputPageDown = "PageDown"
    /// Home.
    nonisolated public static let inputHome = "Home"
    /// End.
    nonisolated public static let inputEnd = "End"
    /// Delete (forward delete); Backspace is `"\u{8}"`.
    nonisolated public static let inputDelete = "Delete"
    /// Insert (a terminal key UIKit has no constant for).
    nonisolated public static let inputInsert = "Insert"
    /// F1.
    nonisolated public static let inputF1 = "F1"
    /// F2.
    nonisolated public static let inputF2 = "F2"
    /// F3.
    nonisolated public static let inputF3 = "F3"
    /// F4.
    nonisolated public static let inputF4 = "F4"
    /// F5.
    nonisolated public static let inputF5 = "F5"
    /// F6.
    nonisolated public static let inputF6 = "F6"
    /// F7.
    nonisolated public static let inputF7 = "F7"
    /// F8.
    nonisolated public static let inputF8 = "F8"
    /// F9.
    nonisolated public static let inputF9 = "F9"
    /// F10.
    nonisolated public static let inputF10 = "F10"
    /// F11.
    nonisolated public static let inputF11 = "F11"
    /// F12.
    nonisolated public static let inputF12 = "F12"
}
