import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionUI
import CollectionViews
import Foundation

extension TableView {
    /// The look of a table view, as `UITableView.Style`: each is a list appearance of the
    /// collection view's list layout (see ``CollectionLayoutListConfiguration``).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// Full-width rows with separators; section headers pin to the top while their section
        /// is visible (``CollectionLayoutListConfiguration/Appearance/plain``).
        case plain
        /// Full-width rows; a blank row above each section, headers scroll with it
        /// (``CollectionLayoutListConfiguration/Appearance/grouped``).
        case grouped
        /// Rows inset by two columns on each side over a section background
        /// (``CollectionLayoutListConfiguration/Appearance/insetGrouped``).
        case insetGrouped

        /// The list appearance that draws the style.
        var listAppearance: CollectionLayoutListConfiguration.Appearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// How inserted, deleted and reloaded rows animate, as `UITableView.RowAnimation`. On a
    /// terminal every kind but ``none`` runs the collection view's update animation (moved rows
    /// travel, inserted ones appear, deleted ones fade); ``none`` applies the change at once.
    /// A batch animates when any of its changes asked for an animation.
    public enum RowAnimation: Int, Hashable, Sendable, CaseIterable {
        /// Rows fade in or out.
        case fade
        /// UIKit slides rows in from or out to the right; here as ``fade``.
        case right
        /// UIKit slides rows in from or out to the left; here as ``fade``.
        case left
        /// UIKit slides rows from or toward the top; here as ``fade``.
        case top
        /// UIKit slides rows from or toward the bottom; here as ``fade``.
        case bottom
        /// No animation: the change shows at once.
        case none
        /// UIKit keeps the rows centred in their space; here as ``fade``.
        case middle
        /// The table view chooses: the collection view's update animation.
        case automatic = 100
    }

    /// Where ``TableView/scrollToRow(at:at:animated:)`` puts a row, as
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable, CaseIterable {
        /// The least scrolling that shows the row.
        case none
        /// The row at the top of the view.
        case top
        /// The row in the middle of the view.
        case middle
        /// The row at the bottom of the view.
        case bottom

        /// The collection view's scroll position for it.
        var collectionViewPosition: CollectionView.ScrollPosition {
            switch self {
            case .none: []
            case .top: .top
            case .middle: .centeredVertically
            case .bottom: .bottom
            }
        }
    }

    /// Whether rows are separated by separator rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable, CaseIterable {
        /// No separators: rows follow each other.
        case none
        /// A separator row between two rows (the default).
        case singleLine
    }

    /// The row height that means "as tall as the content", as `UITableView.automaticDimension`
    /// (`-1`).
    public static let automaticDimension: CGFloat = -1
}
