import Synchronization

/// Where the renderings of raster pictures are made: the half-block cells of a picture at a
/// size (``BlockPicture``), and the sixel and iTerm2 sequences a front end sends.
///
/// A running application renders in the ``background``: the drawing path only looks renderings
/// up in ``PictureCache/shared``, and one that is not there yet is made on a worker thread while
/// the view shows blank cells in its background colour; when it is ready, the view is marked
/// for display (and the front end asked for a frame), so the next frame shows it. Nothing
/// polls: the worker wakes the main thread once per rendering.
///
/// Elsewhere (a canvas rendered by hand, a headless test) nothing would draw again when a
/// rendering arrives, so renderings are made ``synchronous``ly, on the drawing path, the first
/// time they are needed. The curses front end's `TerminalApplication` switches to
/// ``background`` when it starts.
public enum PictureRendering: Hashable, Sendable {
    /// Renderings are made when first drawn, on the drawing path.
    case synchronous
    /// Renderings are made on a worker; the drawing path shows blank cells until they arrive.
    case background

    private static let global = Mutex<PictureRendering>(.synchronous)

    @TaskLocal private static var override: PictureRendering?

    /// Where renderings are made now: the choice of ``withRendering(_:_:)`` for this task, else
    /// the global setting (``synchronous`` until a front end starts). Thread-safe.
    public static var current: PictureRendering {
        get { override ?? global.withLock { $0 } }
        set { global.withLock { $0 = newValue } }
    }

    /// Runs `body` with ``current`` answering `rendering` on this task (and tasks it creates),
    /// leaving the global setting alone: for tests and benchmarks.
    public static func withRendering<Result>(_ rendering: PictureRendering, _ body: () throws -> Result) rethrows -> Result {
        try $override.withValue(rendering) { try body() }
    }
}
