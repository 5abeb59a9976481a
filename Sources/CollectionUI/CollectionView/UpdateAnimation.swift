import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A batch update being animated: where the elements were on screen before it, which ones
/// are new, and pictures of the ones that left (deleted, or moved out of view).
///
/// The update itself is already applied: the collection view's model, layout and visible cells
/// are in their final state. Only drawing differs while the animation runs: an element found
/// in ``origins`` is drawn between its old place and its new one, an inserted element is drawn
/// dim for the first half, and each ``Ghost`` is drawn from its picture.
struct UpdateAnimation {
    /// A picture of an element that is no longer drawn live.
    struct Ghost {
        /// The element as it looked before the update.
        var image: Canvas
        /// Its top-left corner before the update, relative to the view's top-left corner.
        var from: CGPoint
        /// Where it travels to (off screen), or `nil` for a deleted element that fades in place.
        var to: CGPoint?
    }

    var timing: AnimationTiming
    /// The top-left corners before the update (relative to the view's top-left corner) of
    /// elements drawn live after it, by their key after the update.
    var origins: [CollectionView.ElementKey: CGPoint] = [:]
    /// Items inserted by the update (index paths after it).
    var insertedItems: Set<IndexPath> = []
    /// Sections inserted by the update.
    var insertedSections: Set<Int> = []
    var ghosts: [Ghost] = []
    /// Called when the animation ends (or is cut short).
    var completions: [() -> Void] = []

    /// How long a deleted element stays visible (dim), as a share of the animation.
    static let fadeOutEnd = 0.6
    /// How long an inserted element is drawn dim, as a share of the animation.
    static let fadeInEnd = 0.5

    /// Whether the element with `key` arrives with the update.
    func isInserted(_ key: CollectionView.ElementKey) -> Bool {
        insertedSections.contains(key.indexPath.section) || (key.kind.isEmpty && insertedItems.contains(key.indexPath))
    }
}

/// The state of the visible elements just before an update, taken so the update can be
/// animated.
package struct UpdateCapture {
    /// The origin of the bounds before the update.
    var boundsOrigin: CGPoint
    /// Visible cells with their frames (content coordinates), by index path before the update.
    var cells: [IndexPath: (cell: CollectionViewCell, frame: CGRect)]
    /// Visible supplementary views with their frames.
    var supplementaries: [CollectionView.ElementKey: (view: CollectionReusableView, frame: CGRect)]
    /// Frames of items near the visible area (a screen above and below) that were not on
    /// screen: they slide in from there if the update brings them into view.
    var nearbyItems: [IndexPath: CGRect]
    /// Section counts before the update.
    var oldCounts: [Int]
}

/// A scroll offset moving from one value to another over an animation.
struct OffsetAnimation {
    var timing: AnimationTiming
    var from: CGPoint
    var to: CGPoint

    /// The offset at `now`, snapped to cells (the exact target once the animation is over).
    func offset(at now: Duration) -> CGPoint {
        if timing.isFinished(at: now) { return to }
        return AnimationTiming.interpolate(from, to, AnimationTiming.eased(timing.progress(at: now)))
    }
}
