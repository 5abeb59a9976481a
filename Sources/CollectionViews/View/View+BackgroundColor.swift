import CollectionCanvas
import CollectionModel
import Foundation

extension View {
    /// The colour that fills the view's area before it draws, as `UIView.backgroundColor`; `nil`
    /// (the default) or a clear colour leaves what is below.
    ///
    /// It is the background of ``backgroundStyle``: setting it keeps that style's foreground
    /// and attributes (the label colour, no attributes, when there was none), and setting `nil`
    /// or `Color.clear` removes the style. UIKit's colours resolve to the
    /// terminal's palette (see `Color`):
    ///
    /// ```swift
    /// collectionView.backgroundColor = .systemBackground
    /// cell.contentView.backgroundColor = Color(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
    /// ```
    ///
    /// Changes inside a `View.animate` block animate: two RGB colours are mixed over the
    /// animation; a palette colour (such as `.systemBackground`) or none changes half way.
    public var backgroundColor: Color? {
        get { backgroundStyle?.background }
        set {
            animatablePropertyWillChange(.backgroundColor, keepsTarget: animationStorage?.backgroundColor?.to == newValue)
            guard let newValue, !newValue.isClear else {
                backgroundStyle = nil
                setNeedsDisplay()
                return
            }
            backgroundStyle = (backgroundStyle ?? Style()).withBackground(newValue)
            setNeedsDisplay()
        }
    }
}
