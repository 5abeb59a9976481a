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

    /// The top screen's bar button items: the left ones, then the right ones.
    var barButtonItems: [BarButtonItem] {
        (topNavigationItem?.leftBarButtonItems ?? []) + (topNavigationItem?.rightBarButtonItems ?? [])
    }

    /// Where the right bar button items are drawn, in the stack's coordinates: from the end of
    /// the title bar (one column in from the edge) leftwards, two columns apart, within the
    /// bar's right half; items that do not fit are left out.
    var rightBarButtonFrames: [(item: BarButtonItem, frame: CGRect)] {
        guard cellBounds.height >= 1 else { return [] }
        var frames: [(item: BarButtonItem, frame: CGRect)] = []
        var end = Int(cellBounds.width) - 1
        let limit = Int(cellBounds.width) / 2
        for item in topNavigationItem?.rightBarButtonItems ?? [] {
            let width = TerminalText.width(of: item.displayedText)
            guard width > 0 else { continue }
            let start = end - width
            if start < limit {
                // The first item is cut to fit rather than left out; the others are left out.
                if frames.isEmpty, end - limit > 0 {
                    frames.append((item, CGRect(x: CGFloat(limit), y: 0, width: CGFloat(end - limit), height: 1)))
                }
                break
            }
            frames.append((item, CGRect(x: CGFloat(start), y: 0, width: CGFloat(width), height: 1)))
            end = start - 2
        }
        return frames
    }

    /// Where the left bar button items are drawn, in the stack's coordinates: after the back
    /// sign, left to right, two columns apart.
    var leftBarButtonFrames: [(item: BarButtonItem, frame: CGRect)] {
        guard cellBounds.height >= 1 else { return [] }
        var frames: [(item: BarButtonItem, frame: CGRect)] = []
        var x = TerminalText.width(of: titleBarLead)
        for item in topNavigationItem?.leftBarButtonItems ?? [] {
            let width = TerminalText.width(of: item.displayedText)
            guard width > 0 else { continue }
            frames.append((item, CGRect(x: CGFloat(x), y: 0, width: CGFloat(width), height: 1)))
            x += width + 2
        }
        return frames
    }

    /// The title bar's style for `item`: the tint, bold for a `.done` item, dim when disabled.
    func barButtonStyle(_ item: BarButtonItem) -> Style {
        var style = titleBarStyle
        style.foreground = item.isEnabled ? .tint : .secondaryLabel
        style.attributes = item.style == .done ? .bold : []
        return style
    }
}
