import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

extension CollectionView {
    /// The selected items, in the order they were selected; `nil` when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.indexPaths.isEmpty ? nil : selection.indexPaths
    }

    /// Selects the item at `indexPath` (deselecting the others unless
    /// ``allowsMultipleSelectionNow``) and scrolls to `scrollPosition`. As in UIKit, this does not
    /// call the delegate. `nil` deselects everything.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selection.removeAll()
            refreshCellStates()
            return
        }
        guard isValid(indexPath) else {
            Diagnostics.report(Diagnostic(
                domain: "collectionView", kind: "invalidIndexPath",
                message: "selectItem(at:animated:scrollPosition:): there is no item at \(indexPath); nothing selected."))
            return
        }
        selection.select(indexPath, keepingOthers: allowsMultipleSelectionNow)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        refreshCellStates()
    }

    /// Deselects the item at `indexPath` without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath)
        refreshCellStates()
    }

    /// What a press of Enter, Space or a click does: asks the delegate, then selects (or, for
    /// a selected item in multiple selection, deselects) and tells the delegate.
    func userSelectItem(at indexPath: IndexPath, toggles: Bool) {
        guard allowsSelection, isValid(indexPath) else { return }
        if selection.contains(indexPath), allowsMultipleSelectionNow || toggles {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelectionNow {
            for old in selection.indexPaths where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
