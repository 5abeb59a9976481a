import CollectionCanvas
import CollectionModel
import CollectionViews
import Foundation

/// What kind of element a set of layout attributes describes, as
/// `UICollectionView.ElementCategory`.
public enum ElementCategory: Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A supplementary view, such as a header, a footer or a badge.
    case supplementaryView
    /// A decoration view, such as a section background or a list separator.
    case decorationView
}

/// The position, size and visibility of one element of a collection view, as
/// `UICollectionViewLayoutAttributes`. The built-in layouts give frames in cells; an app's own
/// layout subclass writes them in its collection view's units, points under a point scale
/// (see ``CollectionViewLayout``).
open class CollectionViewLayoutAttributes: CustomStringConvertible {
    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect
    /// Stacking order: higher values draw above lower ones. Cells default to 0.
    public var zIndex: Int = 0
    /// Whether the element is hidden (it is neither configured nor drawn).
    public var isHidden: Bool = false
    /// Opacity in 0...1. The terminal draws elements below 0.5 dimmed and 0 not at all.
    public var alpha: CGFloat = 1
    /// The index path of the element.
    public var indexPath: IndexPath
    /// Whether this describes a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public let representedElementKind: String?
    /// Whether the element's width is an estimate that the view's own width replaces: an item,
    /// header, footer or badge whose compositional width is `.estimated`. A cell's or
    /// supplementary view's `preferredLayoutAttributesFitting(_:)` then answers the width its
    /// content needs as well as the height, as UIKit's views do when their layout estimates the
    /// width.
    package var fitsWidthToContent = false

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// The centre of ``frame``; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The size of ``frame``; setting it keeps the centre where it is, as UIKit does.
    public var size: CGSize {
        get { frame.size }
        set {
            let oldCenter = center
            frame.size = newValue
            center = oldCenter
        }
    }

    /// The element's bounds: its size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy of these attributes (UIKit's `copy()`); subclasses that add properties override it.
    open func copy() -> Self {
        let result: Self
        switch representedElementCategory {
        case .cell:
            result = Self(forCellWith: indexPath)
        case .supplementaryView:
            result = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView:
            result = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        result.frame = frame
        result.zIndex = zIndex
        result.isHidden = isHidden
        result.alpha = alpha
        result.fitsWidthToContent = fitsWidthToContent
        return result
    }

    /// Whether two attribute objects describe the same element at the same place.
    open func isEqual(to other: CollectionViewLayoutAttributes) -> Bool {
        frame == other.frame && zIndex == other.zIndex && isHidden == other.isHidden
            && alpha == other.alpha && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// The category, kind, index path, frame and z index on one line, for messages and test
    /// failures.
    open var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(representedElementCategory)\(kind) \(indexPath) frame=\(frame) z=\(zIndex)>"
    }
}
