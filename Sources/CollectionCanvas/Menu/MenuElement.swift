import Foundation

/// An entry of a ``Menu``, as `UIMenuElement`: an ``Action`` or a submenu (a ``Menu``).
public class MenuElement {
    /// The text the menu shows.
    public var title: String
    /// An image drawn after the title (its glyph).
    public var image: Image?

    package init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }

    /// How an element looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: UInt
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dim and never chosen: the arrows skip it.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destroys data: drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (a key command with it fires without being listed).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs the handler and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked, as `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Not checked.
        case off
        /// Checked: a check mark (`*` in ASCII) before the title.
        case on
        /// Partly checked: a dash before the title.
        case mixed
    }
}
