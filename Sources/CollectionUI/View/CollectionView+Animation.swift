import CollectionCanvas
import CollectionModel
import Foundation

/// Animated updates and scrolling (see "Animations and editing" in the README).
///
/// An animation never holds back the model: when `apply(_:animatingDifferences: true)`
/// returns, the data, layout, visible cells, selection and focus are final. Only the drawing
/// catches up over ``AnimationSettings/duration``: elements travel from their old place on
/// screen to the new one (snapped to cells), inserted ones are drawn dim for the first half,
/// deleted ones stay dim in place for a while and vanish. Animated scrolling moves the offset
/// itself, frame by frame.
extension CollectionView {
    /// Whether any animation (an update or a scroll) is running.
    public var isAnimating: Bool {
        updateAnimation != nil || offsetAnimation != nil || !orthogonalOffsetAnimations.isEmpty
    }

    /// Whether a change asked to animate does: animations are on and the view has been drawn
    /// (a view never shown has nothing to animate from, as in UIKit without a window).
    var canAnimate: Bool {
        animationSettings.isEnabled && animationSettings.duration > .zero && hasBeenDrawn
    }

    // MARK: Update animations

    /// Takes what an update animation starts from, or `nil` when changes cannot animate now.
    /// Call it before the data source's model changes.
    func captureForUpdateAnimation() -> UpdateCapture? {
        guard canAnimate else { return nil }
        updateVisibleElementsIfNeeded()
        var cells: [IndexPath: (cell: CollectionViewCell, frame: CGRect)] = [:]
        for (path, cell) in visibleCellViews { cells[path] = (cell, cell.frame) }
        var supplementaries: [ElementKey: (view: CollectionReusableView, frame: CGRect)] = [:]
        for (key, view) in visibleSupplementaryViews { supplementaries[key] = (view, view.frame) }
        var nearby: [IndexPath: CGRect] = [:]
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        for element in collectionViewLayout.layoutAttributesForElements(in: around) ?? []
        where element.representedElementCategory == .cell && cells[element.indexPath] == nil {
            nearby[element.indexPath] = element.frame
        }
        return UpdateCapture(
            boundsOrigin: bounds.origin, cells: cells, supplementaries: supplementaries, nearbyItems: nearby,
            oldCounts: counts)
    }

    /// Starts animating the update `difference` (already applied) from `capture`. Returns
    /// `false`, without calling `completion`, when there is nothing to animate.
    @discardableResult
    func startUpdateAnimation(from capture: UpdateCapture, difference: SnapshotDifference, completion: (() -> Void)?) -> Bool {
        guard let mapper = IndexPathMapper(difference: difference, oldCounts: capture.oldCounts, newCounts: counts) else {
            return false
        }
        layoutIfNeeded()
        var animation = UpdateAnimation(timing: AnimationTiming(start: animationClock.now, settings: animationSettings))
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
        func follow(_ key: ElementKey, from: CGPoint, newFrame: CGRect?, view: CollectionReusableView, size: CGSize) {
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
            follow(ElementKey(kind: "", indexPath: new), from: from, newFrame: collectionViewLayout.layoutAttributesForItem(at: new)?.frame,
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
            let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: old.kind, at: path)?.frame
            follow(ElementKey(kind: old.kind, indexPath: path), from: from, newFrame: frame, view: entry.view, size: entry.frame.size)
        }
        for (old, frame) in capture.nearbyItems {
            guard let new = mapper.newIndexPath(for: old) else { continue }
            let key = ElementKey(kind: "", indexPath: new)
            guard animation.origins[key] == nil, let newFrame = collectionViewLayout.layoutAttributesForItem(at: new)?.frame,
                newFrame.overlaps(visible)
            else { continue }
            animation.origins[key] = onScreen(frame, oldOrigin)
            changes = true
        }
        guard changes else { return false }
        if let completion { animation.completions.append(completion) }
        updateAnimation = animation
        setNeedsDisplay()
        return true
    }

    /// A picture of `view` as drawn now, `size` cells large (focus in reverse video, as the
    /// collection view draws it).
    private func picture(of view: CollectionReusableView, size: CGSize) -> Canvas {
        var image = Canvas(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        view.render(into: &image, at: .zero)
        if let cell = view as? CollectionViewCell, cell.configurationState.isFocused, cell.backgroundConfiguration == nil {
            image.addAttributes(.reverse, in: image.bounds)
        }
        return image
    }

    /// Ends the update animation and calls its completions.
    private func endUpdateAnimation() {
        guard let animation = updateAnimation else { return }
        updateAnimation = nil
        setNeedsDisplay()
        for completion in animation.completions { completion() }
    }

    // MARK: Scrolling

    /// Starts moving the content offset to `offset`; returns `false` when it cannot animate.
    func startOffsetAnimation(to offset: CGPoint) -> Bool {
        guard canAnimate else { return false }
        let from = contentOffset
        guard from != offset else {
            offsetAnimation = nil
            return true
        }
        offsetAnimation = OffsetAnimation(
            timing: AnimationTiming(start: animationClock.now, settings: animationSettings), from: from, to: offset)
        setNeedsDisplay()
        return true
    }

    /// Sets the offset of the orthogonally scrolling section `section`, moving there over an
    /// animation when `animated` (a carousel's paging snap does).
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let from = orthogonalContentOffset(forSection: section)
        guard animated, canAnimate, from != offset else {
            orthogonalOffsetAnimations[section] = nil
            setOrthogonalContentOffset(offset, forSection: section)
            return
        }
        orthogonalOffsetAnimations[section] = OffsetAnimation(
            timing: AnimationTiming(start: animationClock.now, settings: animationSettings), from: from, to: offset)
        setNeedsDisplay()
    }

    // MARK: Frames

    /// Moves running animations to the clock's time; returns the delay until the next frame.
    func advanceCollectionViewAnimations() -> Duration? {
        let now = animationClock.now
        var next: Duration?
        func due(_ delay: Duration) { next = min(next ?? delay, delay) }
        if let animation = offsetAnimation {
            if animation.timing.isFinished(at: now) {
                offsetAnimation = nil
            } else {
                due(animation.timing.delayUntilNextFrame(at: now))
            }
            let offset = animation.offset(at: now)
            if offset != contentOffset { contentOffset = offset }
        }
        for (section, animation) in orthogonalOffsetAnimations {
            if animation.timing.isFinished(at: now) {
                orthogonalOffsetAnimations[section] = nil
            } else {
                due(animation.timing.delayUntilNextFrame(at: now))
            }
            setOrthogonalContentOffset(animation.offset(at: now), forSection: section)
        }
        if let animation = updateAnimation {
            if animation.timing.isFinished(at: now) {
                endUpdateAnimation()
            } else {
                setNeedsDisplay()
                due(animation.timing.delayUntilNextFrame(at: now))
            }
        }
        return next
    }

    /// Ends every running animation at its final state and calls the completions.
    func finishCollectionViewAnimations() {
        if let animation = offsetAnimation {
            offsetAnimation = nil
            contentOffset = clampedContentOffset(animation.to)
        }
        let orthogonal = orthogonalOffsetAnimations
        orthogonalOffsetAnimations = [:]
        for (section, animation) in orthogonal { setOrthogonalContentOffset(animation.to, forSection: section) }
        endUpdateAnimation()
    }

    // MARK: Drawing

    /// Where the item at `indexPath` is drawn now, relative to the view's top-left corner:
    /// between its old and new places while an update animates.
    func presentedFrame(forItemAt indexPath: IndexPath) -> CGRect? {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let live = CGRect(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY, width: frame.width, height: frame.height)
        guard let animation = updateAnimation, let from = animation.origins[ElementKey(kind: "", indexPath: indexPath)] else {
            return live
        }
        let t = AnimationTiming.eased(animation.timing.progress(at: animationClock.now))
        return CGRect(origin: AnimationTiming.interpolate(from, live.origin, t), size: frame.size)
    }

    /// Draws a frame of the running update animation: decorations in their new places, deleted
    /// elements fading, elements that stay, then moving ones above them.
    func drawAnimatedContent(_ rect: CGRect, in canvas: inout Canvas) {
        guard let animation = updateAnimation else {
            drawContent(rect, in: &canvas)
            return
        }
        let progress = animation.timing.progress(at: animationClock.now)
        let t = AnimationTiming.eased(progress)
        let fill = backgroundStyle ?? .background
        var bands: [Int: CGRect] = [:]
        var staying: [(CollectionReusableView, CollectionViewLayoutAttributes, CGPoint, CGRect)] = []
        var moving: [(CollectionReusableView, CollectionViewLayoutAttributes, CGPoint, CGFloat)] = []
        for element in drawingOrder {
            guard let view = view(for: element) else { continue }
            let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
            let live = CGPoint(x: element.frame.minX - bounds.minX, y: element.frame.minY - bounds.minY)
            let origin = CGPoint(x: rect.minX + live.x, y: rect.minY + live.y)
            if element.representedElementCategory == .decorationView {
                canvas.withClip(rect) { view.render(into: &$0, at: origin) }
                continue
            }
            if let from = animation.origins[key], from != live {
                let presented = AnimationTiming.interpolate(from, live, t)
                let distance = abs(from.x - live.x) + abs(from.y - live.y)
                moving.append((view, element, CGPoint(x: rect.minX + presented.x, y: rect.minY + presented.y), distance))
                continue
            }
            staying.append((view, element, origin, clip(for: element, in: rect, bands: &bands)))
        }
        for ghost in animation.ghosts where ghost.to == nil && progress < UpdateAnimation.fadeOutEnd {
            canvas.withClip(rect) {
                $0.draw(ghost.image, at: CGPoint(x: rect.minX + ghost.from.x, y: rect.minY + ghost.from.y), adding: .dim)
            }
        }
        for (view, element, origin, clip) in staying {
            let key = ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
            let appearing = animation.isInserted(key) && progress < UpdateAnimation.fadeInEnd
            drawElement(view, size: element.frame.size, at: origin, clip: clip, fill: appearing ? fill : nil, dim: appearing, in: &canvas)
        }
        for ghost in animation.ghosts {
            guard let to = ghost.to else { continue }
            let presented = AnimationTiming.interpolate(ghost.from, to, t)
            canvas.withClip(rect) { $0.draw(ghost.image, at: CGPoint(x: rect.minX + presented.x, y: rect.minY + presented.y)) }
        }
        // Items that travel farther (the ones that were moved, rather than pushed aside) pass
        // above the others.
        moving.sort { $0.3 < $1.3 }
        for (view, element, origin, _) in moving {
            drawElement(view, size: element.frame.size, at: origin, clip: rect, fill: fill, dim: false, in: &canvas)
        }
        drawCarouselSigns(rect, bands: bands, in: &canvas)
        drawScrollIndicator(rect, in: &canvas)
    }
}
