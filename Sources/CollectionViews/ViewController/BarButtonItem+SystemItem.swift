import CollectionCanvas
import Foundation

extension BarButtonItem {
    /// The system's stock items, as `UIBarButtonItem.SystemItem`: each shows a title (or a
    /// symbol) of its own.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", drawn bold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", drawn bold.
        case save
        /// A plus sign.
        case add
        /// A space that grows (draws nothing here).
        case flexibleSpace
        /// A space of a fixed width (draws nothing here).
        case fixedSpace
        /// "Compose".
        case compose
        /// "Reply".
        case reply
        /// "Share".
        case action
        /// "Organize".
        case organize
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Refresh".
        case refresh
        /// "Stop".
        case stop
        /// "Camera".
        case camera
        /// "Delete".
        case trash
        /// "Play".
        case play
        /// "Pause".
        case pause
        /// "Rewind".
        case rewind
        /// "Fast Forward".
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// "Close".
        case close

        /// The title the item shows.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    /// A stock item that runs `primaryAction` (else opens `menu`) when pressed, as iOS 14's
    /// `UIBarButtonItem(systemItem:primaryAction:menu:)`: its title is the system's ("Done",
    /// "+", "Delete", ...); `.done` and `.save` are bold.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction, menu: menu)
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// A space between items, as `UIBarButtonItem.flexibleSpace()`: it draws nothing here.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` between items, as `UIBarButtonItem.fixedSpace(_:)`: it draws nothing
    /// here.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem { BarButtonItem(systemItem: .fixedSpace) }
}
