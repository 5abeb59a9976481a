import CollectionCanvas
import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A collection view's animations: updates and scrolling (see "Animations and editing" in the
/// README), with their clock and settings.
///
/// An animation never holds back the model: when `apply(_:animatingDifferences: true)`
/// returns, the data, layout, visible cells, selection and focus are final. Only the drawing
/// catches up over ``AnimationSettings/duration``: elements travel from their old place on
/// screen to the new one (snapped to cells), inserted ones are drawn dim for the first half,
/// deleted ones stay dim in place for a while and vanish. Animated scrolling moves the offset
/// itself, frame by frame.
@MainActor
final class UpdateAnimator {
    private unowned let collectionView: CollectionView
    /// The clock animations are timed with.
    var clock: AnimationClock = SystemAnimationClock.shared
    /// Whether and how long changes animate.
    var settings: AnimationSettings = .standard
    /// Whether the view has been drawn (a view never shown has nothing to animate from).
    private var hasBeenDrawn = false
    /// The update being animated, which drawing follows.
    private(set) var runningUpdate: UpdateAnimation?
    private var offsetAnimation: OffsetAnimation?
    private var orthogonalOffsetAnimations: [Int: OffsetAnimation] = [:]

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Whether any animation (an update or a scroll) is running.
    var isAnimating: Bool {
        runningUpdate != nil || offsetAnimation != nil || !orthogonalOffsetAnimations.isEmpty
    }

    /// Whether a change asked to animate does: animations are on and the view has been drawn
    /// (a view never shown has nothing to animate from, as in UIKit without a window).
    var canAnimate: Bool {
        settings.isEnabled && settings.duration > .zero && hasBeenDrawn
    }

    /// Notes that the view was drawn: from now on, changes can animate.
    func viewDidDraw() {
        hasBeenDrawn = true
    }

    // MARK: Update animations

    /// Takes what an update animation starts from, or `nil` when changes cannot animate now.
    /// Call it before the data source's model changes.
    func capture() -> UpdateCapture? {
        guard canAnimate else { return nil }
        let collectionView = collectionView
        collectionView.visibleElements.updateIfNeeded()
        let bounds = collectionView.cellBounds
        let cells = collectionView.visibleElements.cellFrames
        let supplementaries = collectionView.visibleElements.supplementaryFrames
        var nearby: [IndexPath: CGRect] = [:]
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        for element in collectionView.collectionViewLayout.cellAttributesForElements(in: around) ?? []
        where element.representedElementCategory == .cell && cells[element.indexPath] == nil {
            nearby[element.indexPath] = element.frame
        }
        return UpdateCapture(
            boundsOrigin: bounds.origin, cells: cells, supplementaries: supplementaries, nearbyItems: nearby,
            oldCounts: collectionView.counts)
    }

    /// Starts animating the update `difference` (already applied) from `capture`. Returns
    /// `false`, without calling `completion`, when there is nothing to animate.
    @discardableResult
    func startUpdate(from capture: UpdateCapture, difference: SnapshotDifference, completion: (() -> Void)?) -> Bool {
        let collectionView = collectionView
        guard let mapper = IndexPathMapper(difference: difference, oldCounts: capture.oldCounts, newCounts: collectionView.counts)
        else { return false }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let bounds = collectionView.cellBounds
        var animation = UpdateAnimation(timing: AnimationTiming(start: clock.now, settings: settings))
        animation.insertedItems = Set(difference.insertedItems)
        animation.insertedSections = Set(difference.insertedSections)
        var changes = !difference.insertedItems.isEmpty || !difference.insertedSections.isEmpty
        let oldOrigin = capture.boundsOrigin
        let newOrigin = bounds.origin
        let visible = bounds
        func onScreen(_ frame: CGRect, _ origin: CGPoint) -> CGPoint {
            CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y)
        }
        /// Records where an element goes: live when it stays in view, a picture otherwise.
        func follow(_ key: CollectionView.ElementKey, from: CGPoint, newFrame: CGRect?, view: CollectionReusableView, size: CGSize) {
            if let newFrame, newFrame.overlaps(visible) {
                animation.origins[key] = from
                if onScreen(newFrame, newOrigin) != from { changes = true }
            } else {
                let image = picture(of: view, size: size)
                animation.ghosts.append(.init(image: image, from: from, to: newFrame.map { onScreen($0, newOrigin) }))
                changes = true
            }
        }
        for (old, entry) in capture.cells {
            let from = onScreen(entry.frame, oldOrigin)
            guard let new = mapper.newIndexPath(for: old) else {
                animation.ghosts.append(.init(image: picture(of: entry.cell, size: entry.frame.size), from: from, to: nil))
                changes = true
                continue
            }
            follow(
                CollectionView.ElementKey(kind: "", indexPath: new), from: from, newFrame: layout.cellAttributesForItem(at: new)?.frame,
                   view: entry.cell, size: entry.frame.size)
        }
        for (old, entry) in capture.supplementaries {
            let from = onScreen(entry.frame, oldOrigin)
            let section = old.indexPath.section
            let newSection = mapper.sectionMap.indices.contains(section) ? mapper.sectionMap[section] : -1
            guard newSection >= 0 else {
                animation.ghosts.append(.init(image: picture(of: entry.view, size: entry.frame.size), from: from, to: nil))
                changes = true
                continue
            }
            let path = IndexPath(item: old.indexPath.item, section: newSection)
            let frame = layout.cellAttributesForSupplementaryView(ofKind: old.kind, at: path)?.frame
            follow(CollectionView.ElementKey(kind: old.kind, indexPath: path), from: from, newFrame: frame, view: entry.view, size: entry.frame.size)
        }
        for (old, frame) in capture.nearbyItems {
            guard let new = mapper.newIndexPath(for: old) else { continue }
            let key = CollectionView.ElementKey(kind: "", indexPath: new)
            guard animation.origins[key] == nil, let newFrame = layout.cellAttributesForItem(at: new)?.frame,
                newFrame.overlaps(visible)
            else { continue }
            animation.origins[key] = onScreen(frame, oldOrigin)
            changes = true
        }
        guard changes else { return false }
        if let completion { animation.completions.append(completion) }
        runningUpdate = animation
        collectionView.setNeedsDisplay()
        return true
    }

    /// A picture of `view` as drawn now, `size` cells large (focus in reverse video, as the
    /// collection view draws it).
    private func picture(of view: CollectionReusableView, size: CGSize) -> Canvas {
        var image = Canvas(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        image.glyphSet = view.traitCollection.glyphSet
        view.render(into: &image, at: .zero)
        if let cell = view as? CollectionViewCell, cell.showsFocusInReverseVideo(on: image, in: image.bounds) {
            image.addAttributes(.reverse, in: image.bounds)
        }
        return image
    }

    /// Ends the update animation and calls its completions.
    private func endUpdate() {
        guard let animation = runningUpdate else { return }
        runningUpdate = nil
        collectionView.setNeedsDisplay()
        for completion in animation.completions { completion() }
    }

    // MARK: Scrolling

    /// Starts moving the content offset to `offset`; returns `false` when it cannot animate.
    func startOffsetAnimation(to offset: CGPoint) -> Bool {
        guard canAnimate else { return false }
        let from = collectionView.cellContentOffset
        guard from != offset else {
            offsetAnimation = nil
            return true
        }
        offsetAnimation = OffsetAnimation(timing: AnimationTiming(start: clock.now, settings: settings), from: from, to: offset)
        collectionView.setNeedsDisplay()
        return true
    }

    /// Stops moving the content offset (it was set directly).
    func stopOffsetAnimation() {
        offsetAnimation = nil
    }

    /// Sets the offset of the orthogonally scrolling section `section`, moving there over an
    /// animation when `animated`.
    func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let from = collectionView.orthogonalContentOffset(forSection: section)
        guard animated, canAnimate, from != offset else {
            orthogonalOffsetAnimations[section] = nil
            collectionView.setOrthogonalContentOffset(offset, forSection: section)
            return
        }
        orthogonalOffsetAnimations[section] = OffsetAnimation(
            timing: AnimationTiming(start: clock.now, settings: settings), from: from, to: offset)
        collectionView.setNeedsDisplay()
    }

    // MARK: Frames

    /// Moves running animations to the clock's time; returns the delay until the next frame.
    func advance() -> Duration? {
        let collectionView = collectionView
        let now = clock.now
        var next: Duration?
        func due(_ delay: Duration) { next = min(next ?? delay, delay) }
        if let animation = offsetAnimation {
            if animation.timing.isFinished(at: now) {
                offsetAnimation = nil
            } else {
                due(animation.timing.delayUntilNextFrame(at: now))
            }
            let offset = animation.offset(at: now)
            if offset != collectionView.cellContentOffset { collectionView.cellContentOffset = offset }
        }
        for (section, animation) in orthogonalOffsetAnimations {
            if animation.timing.isFinished(at: now) {
                orthogonalOffsetAnimations[section] = nil
            } else {
                due(animation.timing.delayUntilNextFrame(at: now))
            }
            collectionView.setOrthogonalContentOffset(animation.offset(at: now), forSection: section)
        }
        if let animation = runningUpdate {
            if animation.timing.isFinished(at: now) {
                endUpdate()
            } else {
                collectionView.setNeedsDisplay()
                due(animation.timing.delayUntilNextFrame(at: now))
            }
        }
        return next
    }

    /// Ends every running animation at its final state and calls the completions.
    func finish() {
        let collectionView = collectionView
        if let animation = offsetAnimation {
            offsetAnimation = nil
            collectionView.cellContentOffset = collectionView.clampedCellContentOffset(animation.to)
        }
        let orthogonal = orthogonalOffsetAnimations
        orthogonalOffsetAnimations = [:]
        for (section, animation) in orthogonal { collectionView.setOrthogonalContentOffset(animation.to, forSection: section) }
        endUpdate()
    }

    // MARK: Drawing

    /// Where the item at `indexPath` is drawn now, relative to the view's top-left corner:
    /// between its old and new places while an update animates.
    func presentedFrame(forItemAt indexPath: IndexPath) -> CGRect? {
        let bounds = collectionView.cellBounds
        guard let frame = collectionView.collectionViewLayout.cellAttributesForItem(at: indexPath)?.frame else { return nil }
        let live = CGRect(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY, width: frame.width, height: frame.height)
        guard let animation = runningUpdate, let from = animation.origins[CollectionView.ElementKey(kind: "", indexPath: indexPath)]
        else { return live }
        let t = AnimationTiming.eased(animation.timing.progress(at: clock.now))
        return CGRect(origin: AnimationTiming.interpolate(from, live.origin, t), size: frame.size)
    }
}
