import CollectionCanvas
@testable import CollectionPictures
import Dispatch
import Foundation
import Synchronization
import Testing

/// Renderings made in the background: asked for once however often they are asked for,
/// announced on the main thread once they are in the cache, and kept within the cache's bound.
@Suite @MainActor struct PictureWorkerTests {
    /// A picture of its own (the cache keys on the bitmap object), in one colour.
    private func bitmap(_ red: UInt8, size: Int = 6) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<(size * size) { pixels += [red, 10, 20, 255] }
        return Bitmap(width: size, height: size, pixels: pixels)!
    }

    /// Waits until the worker is idle and the main queue has run what it queued before now
    /// (the announcements).
    private func settle() async {
        PictureWorker.shared.waitUntilIdle()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    @Test func inTheBackgroundBlocksArriveLaterAndAreAnnouncedOnce() async {
        let cache = PictureCache(byteLimit: 1 << 20)
        let picture = bitmap(200)
        let whole = CellRect(minX: 0, minY: 0, maxX: 3, maxY: 2)
        let announcements = Mutex(0)
        let announce: @MainActor @Sendable () -> Void = { announcements.withLock { $0 += 1 } }
        let first = PictureRendering.withRendering(.background) {
            BlockPicture.rendered(picture, frame: (3, 2), showing: whole, background: .background, cache: cache, whenReady: announce)
        }
        #expect(first == nil)
        await settle()
        #expect(announcements.withLock { $0 } == 1)
        let arrived = PictureRendering.withRendering(.background) {
            BlockPicture.rendered(picture, frame: (3, 2), showing: whole, background: .background, cache: cache, whenReady: announce)
        }
        // The same as drawing it at once.
        let direct = BlockPicture.make(picture, frame: (3, 2), crop: CGRect(x: 0, y: 0, width: 3, height: 2),
                                       background: .background, cache: PictureCache(byteLimit: 1 << 20))
        #expect(arrived?.cells == direct?.cells)
        #expect(arrived?.cells.first == BlockPicture.Cell(top: .rgb(red: 200, green: 10, blue: 20, alpha: 255),
                                                         bottom: .rgb(red: 200, green: 10, blue: 20, alpha: 255)))
        await settle()
        #expect(announcements.withLock { $0 } == 1)
    }

    @Test func aRenderingAskedForTwiceBeforeItArrivesIsMadeOnce() async {
        let cache = PictureCache(byteLimit: 1 << 20)
        let key = PictureCache.Key.encoded(EncodedPictureKey(bitmap: bitmap(1), mode: .sixel, parameters: [1]))
        let made = Mutex(0)
        let announcements = Mutex(0)
        let announce: @MainActor @Sendable () -> Void = { announcements.withLock { $0 += 1 } }
        // The worker waits until both have asked.
        let bothAsked = DispatchSemaphore(value: 0)
        let make: @Sendable () -> PictureCache.Value = {
            bothAsked.wait()
            made.withLock { $0 += 1 }
            return .encoded([1, 2, 3])
        }
        PictureRendering.withRendering(.background) {
            #expect(PictureWorker.shared.value(for: key, in: cache, whenReady: announce, make: make) == nil)
            #expect(PictureWorker.shared.value(for: key, in: cache, whenReady: announce, make: make) == nil)
        }
        bothAsked.signal()
        await settle()
        #expect(made.withLock { $0 } == 1)
        // Both who asked are told.
        #expect(announcements.withLock { $0 } == 2)
        let value = PictureRendering.withRendering(.background) {
            PictureWorker.shared.value(for: key, in: cache, whenReady: announce, make: make)
        }
        guard case .encoded(let bytes)? = value else {
            Issue.record("no bytes after they arrived")
            return
        }
        #expect(bytes == [1, 2, 3])
        #expect(made.withLock { $0 } == 1)
    }

    @Test func aRenderingLargerThanTheCacheIsShownWhenItArrivesAndThenMadeWhereItIsDrawn() async {
        let cache = PictureCache(byteLimit: 200)
        let key = PictureCache.Key.encoded(EncodedPictureKey(bitmap: bitmap(2), mode: .iterm2, parameters: []))
        let made = Mutex(0)
        let make: @Sendable () -> PictureCache.Value = {
            made.withLock { $0 += 1 }
            return .encoded([UInt8](repeating: 7, count: 1000))
        }
        #expect(PictureRendering.withRendering(.background) {
            PictureWorker.shared.value(for: key, in: cache, whenReady: {}, make: make)
        } == nil)
        await settle()
        #expect(cache.count == 0)
        // The draw that the arrival causes gets it (it was not kept), and later draws make it
        // where they draw instead of asking the worker for ever.
        for _ in 0..<3 {
            let value = PictureRendering.withRendering(.background) {
                PictureWorker.shared.value(for: key, in: cache, whenReady: {}, make: make)
            }
            #expect(value != nil)
        }
        #expect(made.withLock { $0 } == 3)
    }

    @Test func encodedPicturesAndBlocksShareTheCachesBound() {
        let cache = PictureCache(byteLimit: 8192)
        var keys: [EncodedPictureKey] = []
        for index in 0..<64 {
            let key = EncodedPictureKey(bitmap: bitmap(UInt8(index)), mode: .sixel, parameters: [index])
            keys.append(key)
            let bytes = cache.encodedPicture(for: key, whenReady: nil) { [UInt8](repeating: UInt8(index), count: 500) }
            #expect(bytes?.count == 500)
            _ = BlockPicture.make(bitmap(UInt8(index)), frame: (10, 5), crop: CGRect(x: 0, y: 0, width: 10, height: 5),
                                  background: .background, cache: cache)
            #expect(cache.byteCount <= 8192)
        }
        // The oldest went first: the last encoding is still there, the first is not.
        #expect(cache.value(for: .encoded(keys[63])) != nil)
        #expect(cache.value(for: .encoded(keys[0])) == nil)
    }
}
