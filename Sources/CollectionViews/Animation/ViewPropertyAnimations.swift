import CollectionCanvas
import CollectionModel
import Foundation

/// The view properties that `View.animate` animates.
enum AnimatableViewProperty {
    case frame
    case backgroundColor
    case alpha
}

/// The running animations of one view's properties: for each, the value drawn at the start,
/// the final value (the model's) and the group that times it. Made when the first one starts
/// and dropped when the last one ends, so a view that never animates carries one `nil` pointer.
@MainActor
final class ViewPropertyAnimations {
    struct Track<Value> {
        var from: Value
        var to: Value
        let group: ViewAnimationGroup
    }

    var frame: Track<CGRect>?
    var backgroundColor: Track<Color?>?
    var alpha: Track<CGFloat>?

    var isEmpty: Bool { frame == nil && backgroundColor == nil && alpha == nil }

    /// Removes the tracks whose group `isEnded` says is over (the view then draws its model
    /// values).
    func removeTracks(where isEnded: (ViewAnimationGroup) -> Bool) {
        if let track = frame, isEnded(track.group) { frame = nil; track.group.trackRemoved(replaced: false) }
        if let track = backgroundColor, isEnded(track.group) {
            backgroundColor = nil
            track.group.trackRemoved(replaced: false)
        }
        if let track = alpha, isEnded(track.group) { alpha = nil; track.group.trackRemoved(replaced: false) }
    }

    /// Removes the track of `property`, replaced by a newer change; returns whether there was one.
    @discardableResult
    func replaceTrack(of property: AnimatableViewProperty) -> Bool {
        let group: ViewAnimationGroup?
        switch property {
        case .frame: group = frame?.group; frame = nil
        case .backgroundColor: group = backgroundColor?.group; backgroundColor = nil
        case .alpha: group = alpha?.group; alpha = nil
        }
        group?.trackRemoved(replaced: true)
        return group != nil
    }

    /// The colour between `from` and `to` at `t`: mixed when both are RGB colours, else the
    /// first until half way and the second after (a palette colour or none cannot be mixed).
    static func mix(_ from: Color?, _ to: Color?, _ t: Double) -> Color? {
        if t <= 0 { return from }
        if t >= 1 { return to }
        if case let .rgb(r0, g0, b0, a0)? = from, case let .rgb(r1, g1, b1, a1)? = to {
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(min(max((Double(a) + (Double(b) - Double(a)) * t).rounded(), 0), 255))
            }
            return .rgb(red: channel(r0, r1), green: channel(g0, g1), blue: channel(b0, b1), alpha: channel(a0, a1))
        }
        return t < 0.5 ? from : to
    }
}

/// What one `View.animate` block (or `View.performWithoutAnimation` block) changes: the value
/// each changed property of each view had on screen before its first change in the block.
@MainActor
final class ViewAnimationRecorder {
    /// The blocks being run, innermost last.
    private(set) static var stack: [ViewAnimationRecorder] = []

    struct Record {
        let view: View
        var frame: CGRect?
        var backgroundColor: Color??
        var alpha: CGFloat?
    }

    /// Whether changes in the block animate (`false` inside `performWithoutAnimation`).
    let animates: Bool
    private(set) var records: [Record] = []
    private var index: [ObjectIdentifier: Int] = [:]

    init(animates: Bool) {
        self.animates = animates
    }

    /// Runs `body` with this recorder innermost.
    func record(_ body: () -> Void) {
        Self.stack.append(self)
        defer { Self.stack.removeLast() }
        body()
    }

    /// Notes that `property` of `view` is about to change, keeping the value drawn now the
    /// first time.
    func note(_ view: View, _ property: AnimatableViewProperty) {
        let key = ObjectIdentifier(view)
        let position: Int
        if let existing = index[key] {
            position = existing
        } else {
            position = records.count
            records.append(Record(view: view))
            index[key] = position
        }
        switch property {
        case .frame: if records[position].frame == nil { records[position].frame = view.presentationFrame }
        case .backgroundColor:
            if records[position].backgroundColor == nil {
                records[position].backgroundColor = .some(view.presentationBackgroundColor)
            }
        case .alpha: if records[position].alpha == nil { records[position].alpha = view.presentationAlpha }
        }
    }

    /// Forgets the change of `property` of `view` (it was made again without animation).
    func forget(_ view: View, _ property: AnimatableViewProperty) {
        guard let position = index[ObjectIdentifier(view)] else { return }
        switch property {
        case .frame: records[position].frame = nil
        case .backgroundColor: records[position].backgroundColor = nil
        case .alpha: records[position].alpha = nil
        }
    }

    /// The views changed in the block so far.
    var views: [View] { records.map(\.view) }

    /// Turns the recorded changes into tracks of `group`: each property whose final value
    /// differs from the value drawn before is drawn between them; a running track of the same
    /// property is replaced (its group completes unfinished).
    func commit(to group: ViewAnimationGroup, animated: Bool) {
        for record in records {
            let view = record.view
            let storage = view.animationStorage ?? ViewPropertyAnimations()
            if let from = record.frame {
                storage.replaceTrack(of: .frame)
                let to = view.cellFrame
                if animated && from != to {
                    storage.frame = .init(from: from, to: to, group: group)
                    group.trackAdded()
                }
            }
            if let from = record.backgroundColor {
                storage.replaceTrack(of: .backgroundColor)
                let to = view.backgroundColor
                if animated && from != to {
                    storage.backgroundColor = .init(from: from, to: to, group: group)
                    group.trackAdded()
                }
            }
            if let from = record.alpha {
                storage.replaceTrack(of: .alpha)
                let to = view.alpha
                if animated && from != to {
                    storage.alpha = .init(from: from, to: to, group: group)
                    group.trackAdded()
                }
            }
            if storage.isEmpty {
                view.animationStorage = nil
            } else {
                view.animationStorage = storage
                ViewAnimationGroup.register(view)
            }
            view.setNeedsDisplay()
        }
    }
}

extension View {
    /// Called by the setters of the animatable properties before they change `property` to a
    /// value for which `keepsTarget` says whether it is the running animation's final value.
    ///
    /// Inside a `View.animate` block the value drawn now is recorded, to animate from. Outside
    /// one (or inside `performWithoutAnimation`), a running animation of the property towards
    /// another value is replaced: the new value shows at once and the animation's completion
    /// gets `false`.
    func animatablePropertyWillChange(_ property: AnimatableViewProperty, keepsTarget: Bool) {
        if let recorder = ViewAnimationRecorder.stack.last, recorder.animates {
            recorder.note(self, property)
            return
        }
        if !ViewAnimationRecorder.stack.isEmpty {
            for recorder in ViewAnimationRecorder.stack { recorder.forget(self, property) }
        }
        guard let storage = animationStorage, !keepsTarget else { return }
        if storage.replaceTrack(of: property) {
            if storage.isEmpty { animationStorage = nil }
            setNeedsDisplay()
        }
    }

    /// The frame drawn now: between an animation's start and final frames (each edge on a
    /// whole cell), else ``frame``.
    var presentationFrame: CGRect {
        guard let track = animationStorage?.frame else { return cellFrame }
        guard !track.group.isOver else { return track.to }
        let t = track.group.progress
        let origin = AnimationTiming.interpolate(track.from.origin, track.to.origin, t)
        let width = AnimationTiming.interpolate(track.from.width, track.to.width, t)
        let height = AnimationTiming.interpolate(track.from.height, track.to.height, t)
        return CGRect(origin: origin, size: CGSize(width: max(0, width), height: max(0, height)))
    }

    /// The background colour drawn now (see ``ViewPropertyAnimations/mix(_:_:_:)``).
    var presentationBackgroundColor: Color? {
        guard let track = animationStorage?.backgroundColor else { return backgroundColor }
        return ViewPropertyAnimations.mix(track.from, track.to, track.group.progress)
    }

    /// The alpha drawn now.
    var presentationAlpha: CGFloat {
        guard let track = animationStorage?.alpha else { return alpha }
        let t = CGFloat(track.group.progress)
        return min(max(track.from + (track.to - track.from) * t, 0), 1)
    }
}
