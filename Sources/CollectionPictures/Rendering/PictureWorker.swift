import Dispatch
import Synchronization

/// The thread that makes pictures' renderings in the background (see ``PictureRendering``):
/// one serial queue, each rendering made once however many views ask for it meanwhile, kept in
/// the ``PictureCache`` it was asked for, and announced on the main thread to everyone who asked.
public final class PictureWorker: Sendable {
    /// The worker the image views and the front end use.
    public static let shared = PictureWorker()

    private struct State {
        /// The renderings asked for and not yet made, with who to tell when they are.
        var waiting: [PictureCache.Key: [@MainActor @Sendable () -> Void]] = [:]
        /// Renderings made but too large for their cache: made on the drawing path from then
        /// on, since asking again would make them again for ever. A handful, forgotten in bulk.
        var tooLarge: Set<PictureCache.Key> = []
        /// Renderings made and not yet asked for again, so that the draw that their arrival
        /// causes finds them even when the cache has already let them go (a cache too small for
        /// one screen of pictures would otherwise make them again and again). At most 16.
        var arrived: [PictureCache.Key: PictureCache.Value] = [:]
    }

    private let queue = DispatchQueue(label: "TerminalCollectionView.pictures", qos: .userInitiated)
    private let state = Mutex(State())

    /// A worker with a queue of its own.
    public init() {}

    /// The number of renderings asked for and not yet made.
    public var pendingCount: Int { state.withLock { $0.waiting.count } }

    /// Blocks until every rendering asked for so far is made and stored (the announcements are
    /// then queued on the main thread): for tests and benchmarks.
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// The rendering for `key`: from `cache`; else, rendering ``PictureRendering/synchronous``ly,
    /// made now by `make` and stored; else `nil`, after asking the worker to make it, store it
    /// and then call `whenReady` on the main thread.
    func value(
        for key: PictureCache.Key, in cache: PictureCache, whenReady: (@MainActor @Sendable () -> Void)?,
        make: @escaping @Sendable () -> PictureCache.Value
    ) -> PictureCache.Value? {
        if let value = cache.value(for: key) { return value }
        let (arrived, isTooLarge) = state.withLock { ($0.arrived.removeValue(forKey: key), $0.tooLarge.contains(key)) }
        if let arrived { return arrived }
        guard PictureRendering.current == .background, !isTooLarge else {
            let value = make()
            cache.store(value, for: key)
            return value
        }
        let isFirst = state.withLock { state in
            let isFirst = state.waiting[key] == nil
            state.waiting[key, default: []] += whenReady.map { [$0] } ?? []
            return isFirst
        }
        guard isFirst else { return nil }
        queue.async { [self] in
            let value = make()
            let kept = cache.store(value, for: key)
            let callbacks = state.withLock { state in
                if !kept {
                    if state.tooLarge.count >= 16 { state.tooLarge.removeAll() }
                    state.tooLarge.insert(key)
                }
                if state.arrived.count >= 16 { state.arrived.removeAll() }
                state.arrived[key] = value
                return state.waiting.removeValue(forKey: key) ?? []
            }
            guard !callbacks.isEmpty else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    for callback in callbacks { callback() }
                }
            }
        }
        return nil
    }
}
