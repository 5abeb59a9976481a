import Foundation

/// A menu, as `UIMenu`: actions and submenus, shown as a pop-up list by a bar button item
/// (`BarButtonItem.menu`), a button (`Button.menu`) or a cell's context menu.
///
/// ```swift
/// let sort = Menu(title: "Sort By", options: .singleSelection, children: [
///     Action(title: "Name", state: .on) { _ in sortByName() },
///     Action(title: "Date") { _ in sortByDate() },
/// ])
/// let delete = Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in delete() }
/// navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "ellipsis.circle"),
///                                                   menu: Menu(children: [sort, delete]))
/// ```
public final class Menu: MenuElement {
    /// A name for a menu, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown, as `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// The options whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are listed in the parent, between separator lines, under the title
        /// (if any), instead of behind a submenu entry.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's entry is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// A row of small elements in UIKit; a plain list here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's name; a new menu gets a unique one.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]

    /// A menu of `children`, as `UIMenu(title:image:identifier:options:children:)`.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children, as UIKit's `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions that are on, in a ``Options/singleSelection`` menu and its inline menus, as
    /// UIKit's `selectedElements`.
    public var selectedElements: [MenuElement] {
        children.flatMap { element -> [MenuElement] in
            if let menu = element as? Menu { return menu.options.contains(.displayInline) ? menu.selectedElements : [] }
            return (element as? Action)?.state == .on ? [element] : []
        }
    }
}
