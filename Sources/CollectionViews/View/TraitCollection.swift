import CollectionCanvas
import Foundation

/// The traits of a view's environment that ported code reads, as `UITraitCollection`, each with
/// its terminal value.
///
/// | trait | here |
/// | --- | --- |
/// | ``displayScale`` | `1`: a cell is the smallest thing drawn, so a hairline (`1 / displayScale`) is one point |
/// | ``horizontalSizeClass`` | ``UserInterfaceSizeClass/regular`` from 100 columns (a 120-column terminal is a small tablet under ``PointScale/standard``), else ``UserInterfaceSizeClass/compact`` (80 columns: a phone) |
/// | ``verticalSizeClass`` | ``UserInterfaceSizeClass/regular`` from 24 rows, else ``UserInterfaceSizeClass/compact`` (a phone on its side) |
/// | ``userInterfaceStyle`` | ``UserInterfaceStyle/dark``: the standard palettes are made for a dark background |
/// | ``preferredContentSizeCategory`` | ``ContentSizeCategory/large``, UIKit's default (a terminal's text has one size) |
/// | ``layoutDirection`` | ``TraitEnvironmentLayoutDirection/leftToRight`` (see ``View/effectiveUserInterfaceLayoutDirection``) |
///
/// A view's ``View/traitCollection`` takes its size classes from the root of its view tree
/// (the screen, for a view on it); a view in no tree, or of no size, has unspecified size
/// classes. Traits do not change while a view is shown, except the size classes when the
/// terminal is resized across ``regularWidth`` or ``regularHeight``: then
/// ``View/traitCollectionDidChange(_:)`` and ``ViewController/traitCollectionDidChange(_:)`` are
/// called through the whole tree, as in UIKit.
///
/// ```swift
/// let hairline = 1.0 / traitCollection.displayScale
/// if traitCollection.horizontalSizeClass == .compact { columns = 1 }
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// Pixels per point (`UITraitCollection.displayScale`): `1` here.
    public var displayScale: CGFloat
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Light or dark appearance: ``UserInterfaceStyle/dark`` here.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The preferred text size: ``ContentSizeCategory/large`` here.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The layout direction: ``TraitEnvironmentLayoutDirection/leftToRight`` here.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// The characters views draw their symbols and lines with (a terminal's trait, with no
    /// UIKit counterpart): the front end's choice, ``GlyphSet/current``, for the whole tree.
    /// Views read it when they draw, as they resolve colours late, so that the one setting
    /// decides every glyph on screen.
    public var glyphSet: GlyphSet
    /// How raster pictures are drawn (a terminal's trait): ``PictureMode/current``.
    public var pictureMode: PictureMode = .current

    /// A trait collection with the given traits (by default the terminal's values with
    /// unspecified size classes).
    public init(
        displayScale: CGFloat = 1, horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified, userInterfaceStyle: UserInterfaceStyle = .dark,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight, glyphSet: GlyphSet = .current
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.glyphSet = glyphSet
    }

    /// The width from which the horizontal size class is regular, in columns.
    public static let regularWidth: CGFloat = 100
    /// The height from which the vertical size class is regular, in rows.
    public static let regularHeight: CGFloat = 24

    /// The terminal's traits for a screen of `size` (in cells): size classes by
    /// ``regularWidth`` and ``regularHeight``, unspecified for an empty size.
    public init(screenSize size: CGSize) {
        let sized = size.width > 0 && size.height > 0
        self.init(
            horizontalSizeClass: !sized ? .unspecified : size.width >= Self.regularWidth ? .regular : .compact,
            verticalSizeClass: !sized ? .unspecified : size.height >= Self.regularHeight ? .regular : .compact)
    }
}

/// A size class, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known (a view in no view tree).
    case unspecified
    /// Little room: a phone's width, or a phone's height on its side.
    case compact
    /// Room to spare: a tablet's.
    case regular
}

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// Not known.
    case unspecified
    /// Dark text on a light background.
    case light
    /// Light text on a dark background: the terminal's, as the standard palettes assume.
    case dark
}

/// A layout direction as a trait, as `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not known.
    case unspecified
    /// Leading is left: always, here.
    case leftToRight
    /// Leading is right. Never answered here.
    case rightToLeft
}

/// The user's preferred text size, as `UIContentSizeCategory`. A terminal draws text at one
/// size, so it is always ``large`` here (UIKit's default); the other values exist so that code
/// comparing them compiles.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the category.
    public var rawValue: String
    /// A category with UIKit's name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not known.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default, and the terminal's.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

extension View {
    /// The traits of the view's environment, as `UIView.traitCollection` (see
    /// ``TraitCollection`` for each trait's terminal value): the size classes follow the size
    /// of the root of the view's tree.
    public var traitCollection: TraitCollection {
        var root = self
        while let superview = root.superview { root = superview }
        return TraitCollection(screenSize: root.cellBounds.size)
    }
}

extension ViewController {
    /// The traits of the controller's environment, as `UIViewController.traitCollection`: its
    /// view's (see ``View/traitCollection``), without making the view; before the view is made,
    /// the terminal's traits with unspecified size classes.
    public var traitCollection: TraitCollection { viewIfLoaded?.traitCollection ?? TraitCollection() }
}

extension View {
    /// The root's size changed from `oldSize`: when the size classes changed with it, tells the
    /// tree.
    func rootSizeDidChange(from oldSize: CGSize) {
        let previous = TraitCollection(screenSize: oldSize)
        guard previous != TraitCollection(screenSize: cellBounds.size) else { return }
        propagateTraitCollectionChange(from: previous)
    }

    /// Calls `traitCollectionDidChange(_:)` on this view's controller (if it is one's root
    /// view), this view and its subviews, parents first.
    func propagateTraitCollectionChange(from previous: TraitCollection) {
        owningViewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
        for view in subviews { view.propagateTraitCollectionChange(from: previous) }
    }
}
