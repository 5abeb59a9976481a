import CollectionCanvas
import CollectionModel
import Foundation

extension NavigationStackView {
    /// The navigation item of the top screen: its controller's when it was pushed as a
    /// ``ViewController``, else the one the screen names through
    /// ``NavigationItemProviding/screenNavigationItem``.
    public var topNavigationItem: NavigationItem? {
        topViewController?.navigationItem ?? (topScreen as? NavigationItemProviding)?.screenNavigationItem
    }

    /// The top screen's bar button items, left first.
    var barButtonItems: [BarButtonItem] {
        [topNavigationItem?.leftBarButtonItem, topNavigationItem?.rightBarButtonItem].compactMap { $0 }
    }

    /// Where the right bar button item is drawn, in the stack's coordinates: the end of the
    /// title bar, one column in from the edge (`nil` without an item or room for it).
    var rightBarButtonFrame: CGRect? {
        guard let item = topNavigationItem?.rightBarButtonItem, bounds.height >= 1 else { return nil }
        let width = min(TerminalText.width(of: item.displayedText), Int(bounds.width) / 2)
        guard width > 0 else { return nil }
        return CGRect(x: bounds.width - 1 - CGFloat(width), y: 0, width: CGFloat(width), height: 1)
    }

    /// The title bar's style for `item`: the tint, bold for a `.done` item, dim when disabled.
    func barButtonStyle(_ item: BarButtonItem) -> Style {
        var style = titleBarStyle
        style.foreground = item.isEnabled ? .tint : .secondaryLabel
        style.attributes = item.style == .done ? .bold : []
        return style
    }
}
