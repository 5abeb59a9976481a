import Foundation

/// The direction a view's content is laid out in, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is left: the only direction a view lays out in here.
    case leftToRight
    /// Leading is right (Arabic, Hebrew). Never answered here; see
    /// ``View/effectiveUserInterfaceLayoutDirection``.
    case rightToLeft
}

/// How a view's content relates to the writing direction, as `UISemanticContentAttribute`.
/// Kept on a view (``View/semanticContentAttribute``), but every value lays out left to right
/// here.
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Flips with the writing direction (the default).
    case unspecified
    /// Playback controls, which do not flip.
    case playback
    /// Directional controls (arrows), which do not flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left (in UIKit; left to right here).
    case forceRightToLeft
}

extension View {
    /// The direction the view lays out its content in, as
    /// `UIView.effectiveUserInterfaceLayoutDirection`: always
    /// ``UserInterfaceLayoutDirection/leftToRight``.
    ///
    /// The toolkit lays out left to right only: Auto Layout's leading edge is the left one,
    /// list content puts the image left of the text and accessories on the right, and
    /// ``DirectionalEdgeInsets`` read leading as left. Answering right to left here would send
    /// ported code down paths (a `chevron.left`, mirrored frames) that the rest of the layout
    /// does not follow, so code that asks, such as
    ///
    /// ```swift
    /// let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    /// let chevronImageName = rtl ? "chevron.left" : "chevron.right"
    /// ```
    ///
    /// compiles and takes the left-to-right branch, whatever ``semanticContentAttribute`` says.
    /// (Text itself is drawn in its logical order; the terminal does any bidirectional
    /// reordering.)
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        .leftToRight
    }

    /// The layout direction for views with `attribute`, as
    /// `UIView.userInterfaceLayoutDirection(for:)`: always
    /// ``UserInterfaceLayoutDirection/leftToRight`` (see
    /// ``effectiveUserInterfaceLayoutDirection``).
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute
    ) -> UserInterfaceLayoutDirection {
        .leftToRight
    }

    /// The layout direction for views with `semanticContentAttribute` under a superview laid
    /// out in `superviewLayoutDirection`, as
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: always
    /// ``UserInterfaceLayoutDirection/leftToRight`` (see
    /// ``effectiveUserInterfaceLayoutDirection``).
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: SemanticContentAttribute,
        relativeTo superviewLayoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        .leftToRight
    }
}
