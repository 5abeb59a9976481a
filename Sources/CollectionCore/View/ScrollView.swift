import Foundation

/// The scroll model, with `UIScrollView`'s meaning: a ``frame`` in the parent's coordinates, and
/// ``bounds`` whose origin is the ``contentOffset`` into content of ``contentSize``.
///
/// One point is one terminal cell. Offsets set through ``setContentOffset(_:animated:)`` are
/// clamped to the scrollable range.
open class ScrollView {
    /// The view's rectangle in its parent's coordinates (on screen, in cells).
    public var frame: CGRect {
        didSet { bounds.size = frame.size }
    }

    /// The visible rectangle in content coordinates: its origin is ``contentOffset``.
    public var bounds: CGRect

    /// The size of the content.
    public var contentSize: CGSize = .zero

    /// Extra scrollable space around the content.
    public var contentInset: EdgeInsets = .zero

    /// Whether scrolling stops on multiples of the view's size.
    public var isPagingEnabled = false

    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// The point of the content shown at the view's top-left corner.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets ``contentOffset``, clamped to the scrollable range.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
