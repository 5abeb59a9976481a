import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// The look of a list section, as `UICollectionLayoutListConfiguration`.
///
/// Geometry in character cells (`W` is the container's width). Every row is one item of
/// `fractionalWidth(1)` × `estimated(1)`: one cell high until its cell reports another height
/// through ``CollectionViewCompositionalLayout/invalidateEstimatedSize(_:forItemAt:)``.
///
/// | appearance | space above a section | row columns | separators (default) | header | background |
/// | --- | --- | --- | --- | --- | --- |
/// | `plain` | none | 0..<W | yes, full width | 1 row, pinned to the top while its section is visible | none |
/// | `grouped` | 1 blank row | 0..<W | yes, full width | 1 row, scrolls | none |
/// | `insetGrouped` | 1 blank row | 2..<W-2 | yes, from column 3 | 1 row at column 2 | ``backgroundElementKind`` behind the rows, columns 2..<W-2 |
/// | `sidebar` | 1 blank row | 1..<W-1 | no | 1 row at column 1 | none |
/// | `sidebarPlain` | none | 0..<W | no | 1 row | none |
///
/// A separator is a row of its own between two items (the items are one row apart), reported as
/// a decoration view of ``separatorElementKind`` with the index path of the item above it; there
/// is none after the last item of a section. Headers and footers are supplementary views of
/// ``elementKindSectionHeader`` and ``elementKindSectionFooter`` at `IndexPath(item: 0,
/// section:)`, one row high (estimated). With `headerMode = .firstItemInSection` the first item
/// is the header row and no supplementary header is made.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The overall look of the list.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Full-width rows with separators; headers pin to the top while their section is visible.
        case plain
        /// Full-width rows with separators; a blank row above each section, headers scroll with it.
        case grouped
        /// Rows inset by two columns on each side over a section background; a blank row above each
        /// section.
        case insetGrouped
        /// Rows inset by a column on each side, without separators: a navigation sidebar.
        case sidebar
        /// Full-width rows without separators.
        case sidebarPlain
    }

    /// How a section shows its header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary header view of
        /// ``CollectionLayoutListConfiguration/elementKindSectionHeader``, one row high
        /// (estimated).
        case supplementary
        /// The section's first item is its header row; no supplementary view is made.
        case firstItemInSection
    }

    /// How a section shows its footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary footer view of
        /// ``CollectionLayoutListConfiguration/elementKindSectionFooter``, one row high
        /// (estimated).
        case supplementary
    }

    /// The element kind of list section headers (the flow layout's
    /// `CollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The element kind of list section footers (the flow layout's
    /// `CollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"
    /// The element kind of separator rows (decoration views).
    public static let separatorElementKind = "CollectionElementKindListSeparator"
    /// The element kind of an `insetGrouped` section's background (a decoration view).
    public static let backgroundElementKind = "CollectionElementKindListSectionBackground"

    /// The list's look.
    public var appearance: Appearance
    /// Whether rows are separated by separator rows; `true` by default except for sidebars.
    public var showsSeparators: Bool
    /// How sections show their headers.
    public var headerMode: HeaderMode = .none
    /// How sections show their footers.
    public var footerMode: FooterMode = .none
    /// Blank rows above each section; `nil` uses the appearance's (see the table).
    public var headerTopPadding: CGFloat?
    /// The swipe action providers (see ``leadingSwipeActionsConfigurationProvider``).
    var swipeActionsProviders = SwipeActionsProviders()

    /// A configuration for `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Columns between the container's edges and the rows.
    var horizontalInset: CGFloat {
        switch appearance {
        case .plain, .grouped, .sidebarPlain: return 0
        case .insetGrouped: return 2
        case .sidebar: return 1
        }
    }

    /// The content insets `list(using:layoutEnvironment:)` gives a section, in cells.
    var libraryContentInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: horizontalInset, bottom: 0, trailing: horizontalInset)
    }

    /// Blank rows above each section.
    var resolvedTopPadding: CGFloat {
        if let headerTopPadding, headerTopPadding.isFinite, headerTopPadding >= 0 { return headerTopPadding }
        switch appearance {
        case .plain, .sidebarPlain: return 0
        case .grouped, .insetGrouped, .sidebar: return 1
        }
    }
}
