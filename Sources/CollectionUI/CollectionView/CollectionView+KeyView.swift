import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// Whether the collection view takes the keyboard (UIKit: focus is inside it); `true` by
    /// default, as a screen's collection view usually is the one its keys go to.
    ///
    /// A key view with items and no focused item focuses its preferred item in its next layout
    /// pass, before it draws, so the first frame already shows where the keys act: the delegate's
    /// ``CollectionViewDelegate/indexPathForPreferredFocusedView(in:)``, else the last focused
    /// item when ``remembersLastFocusedIndexPath``, else the first item (in index-path order) that
    /// may take focus (``CollectionViewDelegate/collectionView(_:shouldHighlightItemAt:)``).
    ///
    /// Set it to `false` when another view takes the keys (a second collection view, a text
    /// field): the focus leaves the collection view (the delegate is told that the item lost it)
    /// and is remembered for when it becomes the key view again.
    public var isKeyView: Bool {
        get { focusNavigation.isKeyView }
        set {
            guard newValue != focusNavigation.isKeyView else { return }
            focusNavigation.isKeyView = newValue
            if !newValue { focusNavigation.resignFocus() }
            setNeedsDisplay()
        }
    }

    /// Whether the collection view, when it becomes the key view again, focuses the item that
    /// had the focus when it stopped being the key view (when that item still exists), as
    /// `UICollectionView.remembersLastFocusedIndexPath`. Default `false`: the preferred item.
    public var remembersLastFocusedIndexPath: Bool {
        get { focusNavigation.remembersLastFocusedIndexPath }
        set { focusNavigation.remembersLastFocusedIndexPath = newValue }
    }
}
