import CollectionCore
import Foundation

/// Shows a canvas's raster pictures (``CollectionCore/Canvas/pictures``) with a graphics protocol,
/// frame after frame, writing only what changed. The curses presenter asks it, before
/// `doupdate`, which rows curses must write again (``rowsToRedraw(for:columns:rows:)``) and,
/// after, for the bytes to send (``output(columns:rows:redrawnRows:)``).
///
/// - kitty: each bitmap is transmitted once under an image id (its base64 made as
///   ``CollectionCore/PictureRendering`` says, so on a worker in a running application, the
///   picture placed by the first output after it arrived; one id per bitmap object; the least
///   recently shown are deleted from the terminal beyond ``imageLimit``), placed under a
///   placement id, left alone while its place stays the same, moved (placed again under the
///   same id) or deleted when it goes. A resize or resume deletes the placements; stop and
///   suspend delete everything (``clearSequence``).
/// - Rows of a picture where something was drawn over its blank cells (an alert) are left out
///   of it (see ``uncoveredBands(of:in:)``).
/// - A dimmed picture (``CollectionCore/PicturePlacement/isDimmed``: under a presented alert or
///   menu) shows at half brightness: with kitty under a placement of ``shade`` (one
///   half-transparent black pixel, sent once) stacked over it; with sixel and iTerm2 encoded
///   from its pixels at half brightness.
/// - sixel and iTerm2: a picture is drawn where it is new or changed (scaled to its cells at
///   the cell size in pixels, and for sixel quantised to the colour registers: made as
///   ``CollectionCore/PictureRendering`` says, so on a worker in a running application, kept in
///   ``CollectionCore/PictureCache/shared``, and drawn by the first output after it arrived,
///   which ``onEncoded`` asks for); where one went
///   away or changed, curses writes its rows again, which paints over it, and the pictures left
///   on those rows are drawn again. Neither touches the last row, where the cursor left after a
///   picture could scroll the screen.
final class PicturePresenter {
    /// The protocol.
    let mode: PictureMode
    /// The size of a cell in pixels (sixel).
    var cellPixels: PixelSize
    /// How many colour registers a sixel image may use.
    var colorRegisters: Int
    /// How many bitmaps kitty keeps; the least recently shown beyond it are deleted.
    let imageLimit: Int

    /// One picture as shown: the bitmap, the cells it covers, and whether it is dimmed.
    struct Shown: Hashable {
        var bitmap: Bitmap
        var frame: CGRect
        var visible: CellRect
        var isDimmed = false
    }

    /// What kitty stacks over a dimmed picture: one black pixel, half transparent, stretched
    /// over the picture's cells.
    static let shade = Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 128])!

    private struct KittyImage {
        var bitmap: Bitmap
        var id: Int
        var lastUse: Int
    }

    private var images: [ObjectIdentifier: KittyImage] = [:]
    private var nextImageID = 1
    private var nextPlacementID = 1
    private var frameNumber = 0
    /// What is on the screen now, with kitty's placement id.
    private var shown: [Shown: Int] = [:]
    /// What the next output shows (set by ``rowsToRedraw(for:columns:rows:)``).
    private var pending: [Shown] = []

    init(mode: PictureMode, cellPixels: PixelSize = PixelSize(width: 10, height: 20), colorRegisters: Int = 256,
         imageLimit: Int = 64) {
        self.mode = mode
        self.cellPixels = cellPixels
        self.colorRegisters = colorRegisters
        self.imageLimit = max(1, imageLimit)
    }

    /// Called on the main thread when a picture encoded on the worker is ready: the front end
    /// asks for a frame, whose output draws it.
    var onEncoded: (@MainActor @Sendable () -> Void)?

    /// The bitmaps kitty holds now.
    var transmittedCount: Int { images.count }

    /// The pictures of `canvas` as they will show on a screen of `columns` x `rows`, and the
    /// rows curses must write whole before they show: those of sixel or iTerm2 pictures that
    /// went away or changed.
    func rowsToRedraw(for canvas: Canvas, columns: Int, rows: Int) -> [Int] {
        let screenRows = mode == .kitty ? rows : rows - 1
        let screen = CellRect(minX: 0, minY: 0, maxX: columns, maxY: max(0, screenRows))
        var seen = Set<Shown>()
        pending = []
        for picture in canvas.pictures {
            let visible = CellRect(picture.visible).intersection(screen)
            guard !visible.isEmpty else { continue }
            for band in Self.uncoveredBands(of: visible, in: canvas) {
                let item = Shown(bitmap: picture.bitmap, frame: picture.frame, visible: band, isDimmed: picture.isDimmed)
                if seen.insert(item).inserted { pending.append(item) }
                if mode == .kitty, picture.isDimmed {
                    let shade = Shown(bitmap: Self.shade, frame: band.cgRect, visible: band)
                    if seen.insert(shade).inserted { pending.append(shade) }
                }
            }
        }
        guard mode != .kitty else { return [] }
        var rowsToRedraw = Set<Int>()
        for old in shown.keys where !seen.contains(old) {
            for row in old.visible.minY..<old.visible.maxY { rowsToRedraw.insert(row) }
        }
        return rowsToRedraw.sorted()
    }

    /// The bytes that bring the screen from what was shown to the pictures given to the last
    /// ``rowsToRedraw(for:columns:rows:)``, after curses has written `redrawnRows` whole.
    /// Cursor moves go through `move` (row, column), text through `text`.
    func output(redrawnRows: Set<Int>, move: (Int, Int) -> Void, text: ([UInt8]) -> Void) {
        frameNumber += 1
        switch mode {
        case .kitty: kittyOutput(move: move, text: text)
        case .sixel, .iterm2: imageOutput(redrawnRows: redrawnRows, move: move, text: text)
        case .blocks, .placeholder: break
        }
    }

    /// The bands of `visible` (whole rows) whose cells are all blank: a view draws blank cells
    /// under a picture shown with a protocol, so a cell with a character there was drawn over
    /// the picture afterwards (an alert, a menu), and the picture must not cover it (the
    /// protocols draw pictures over text).
    static func uncoveredBands(of visible: CellRect, in canvas: Canvas) -> [CellRect] {
        var bands: [CellRect] = []
        var start: Int?
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in visible.minY...visible.maxY {
                var blank = y < visible.maxY
                if blank {
                    let row = y * canvas.width
                    for x in visible.minX..<visible.maxX where cells[row + x].character != " " || cells[row + x].isContinuation {
                        blank = false
                        break
                    }
                }
                if blank, start == nil { start = y }
                if !blank, let first = start {
                    bands.append(CellRect(minX: visible.minX, minY: first, maxX: visible.maxX, maxY: y))
                    start = nil
                }
            }
        }
        return bands
    }

    /// Whether the last ``rowsToRedraw(for:columns:rows:)`` leaves anything to write.
    var hasWork: Bool {
        if mode == .kitty || mode == .sixel || mode == .iterm2 {
            return !pending.isEmpty || !shown.isEmpty
        }
        return false
    }

    /// Forgets what is on the screen (it was cleared: a resize or a resume), so that the next
    /// output shows every picture again; for kitty, the bytes that delete the placements
    /// (keeping the images' data).
    func invalidate() -> [UInt8] {
        shown = [:]
        guard mode == .kitty else { return [] }
        return Array("\u{1B}_Ga=d,d=a,q=2\u{1B}\\".utf8)
    }

    /// The bytes that remove every picture and free kitty's data (stop, suspend), forgetting
    /// what was shown and transmitted.
    func clearSequence() -> [UInt8] {
        shown = [:]
        images = [:]
        return mode == .kitty ? KittyGraphics.deleteAll : []
    }

    private func kittyOutput(move: (Int, Int) -> Void, text: ([UInt8]) -> Void) {
        var previous = shown
        var next: [Shown: Int] = [:]
        var toPlace: [Shown] = []
        for item in pending {
            if let id = previous.removeValue(forKey: item) {
                next[item] = id
                touch(item.bitmap)
            } else {
                toPlace.append(item)
            }
        }
        // Placements that went: reused for new ones of the same image (placing under the same
        // id moves it), the rest deleted.
        var free: [ObjectIdentifier: [Int]] = [:]
        for (item, id) in previous { free[ObjectIdentifier(item.bitmap), default: []].append(id) }
        for item in toPlace {
            // Not yet encoded (on the worker): placed by the output after it arrives.
            guard let imageID = transmitIfNeeded(item.bitmap, text: text) else { continue }
            let key = ObjectIdentifier(item.bitmap)
            let placementID: Int
            if var ids = free[key], let reused = ids.popLast() {
                placementID = reused
                free[key] = ids
            } else {
                placementID = nextPlacementID
                nextPlacementID += 1
            }
            let source = PixelRect.source(of: item.bitmap, frame: item.frame, visible: item.visible.cgRect)
            move(item.visible.minY, item.visible.minX)
            text(KittyGraphics.place(imageID: imageID, placementID: placementID,
                                     source: source.covers(item.bitmap) ? nil : source,
                                     columns: item.visible.width, rows: item.visible.height,
                                     zIndex: item.bitmap === Self.shade ? 1 : 0))
            next[item] = placementID
        }
        for (key, ids) in free {
            guard let image = images[key] else { continue }
            for id in ids { text(KittyGraphics.deletePlacement(imageID: image.id, placementID: id)) }
        }
        shown = next
        evictImages(keeping: Set(next.keys.map { ObjectIdentifier($0.bitmap) }), text: text)
    }

    private func touch(_ bitmap: Bitmap) {
        images[ObjectIdentifier(bitmap)]?.lastUse = frameNumber
    }

    /// The kitty image id of `bitmap`, transmitting it first when the terminal does not hold it;
    /// `nil` while its base64 is made on the worker (as ``CollectionCore/PictureRendering``
    /// says; kept in ``CollectionCore/PictureCache/shared``).
    private func transmitIfNeeded(_ bitmap: Bitmap, text: ([UInt8]) -> Void) -> Int? {
        let key = ObjectIdentifier(bitmap)
        if let image = images[key] {
            touch(bitmap)
            return image.id
        }
        let encoding = EncodedPictureKey(bitmap: bitmap, mode: .kitty, parameters: [])
        guard let payload = PictureCache.shared.encodedPicture(
            for: encoding, whenReady: onEncoded, make: { KittyGraphics.payload(of: bitmap.pixels) })
        else { return nil }
        let id = nextImageID
        nextImageID = nextImageID % 0xFF_FFFF + 1
        images[key] = KittyImage(bitmap: bitmap, id: id, lastUse: frameNumber)
        text(KittyGraphics.transmit(payload: payload, width: bitmap.width, height: bitmap.height, id: id))
        return id
    }

    private func evictImages(keeping inUse: Set<ObjectIdentifier>, text: ([UInt8]) -> Void) {
        guard images.count > imageLimit else { return }
        let candidates = images.filter { !inUse.contains($0.key) }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, image) in candidates.prefix(images.count - imageLimit) {
            text(KittyGraphics.deleteImage(image.id))
            images[key] = nil
        }
    }

    private func imageOutput(redrawnRows: Set<Int>, move: (Int, Int) -> Void, text: ([UInt8]) -> Void) {
        var next: [Shown: Int] = [:]
        for item in pending {
            let rows = item.visible.minY..<item.visible.maxY
            let isShown = shown[item] != nil && !rows.contains(where: redrawnRows.contains)
            if isShown {
                next[item] = 0
                continue
            }
            // Not yet encoded (on the worker): left out, so that the output after it arrives
            // draws it.
            guard let bytes = encoded(item) else { continue }
            next[item] = 0
            move(item.visible.minY, item.visible.minX)
            text(bytes)
        }
        shown = next
    }

    /// The bytes of `item`, from the shared cache or made as the rendering setting says.
    private func encoded(_ item: Shown) -> [UInt8]? {
        let source = PixelRect.source(of: item.bitmap, frame: item.frame, visible: item.visible.cgRect)
        let columns = item.visible.width, rows = item.visible.height
        let width = columns * cellPixels.width
        let height = rows * cellPixels.height
        let mode = mode, registers = colorRegisters, bitmap = item.bitmap, isDimmed = item.isDimmed
        let key = EncodedPictureKey(bitmap: bitmap, mode: mode, parameters: [
            source.x, source.y, source.width, source.height, width, height, columns, rows, mode == .sixel ? registers : 0,
            isDimmed ? 1 : 0,
        ])
        return PictureCache.shared.encodedPicture(for: key, whenReady: onEncoded) {
            var pixels = bitmap.resampledPixels(
                region: (source.x, source.y, source.width, source.height), width: width, height: height)
            if isDimmed {
                // Red, green and blue at half brightness; alpha as it is.
                for index in pixels.indices where index % 4 != 3 { pixels[index] /= 2 }
            }
            if mode == .sixel {
                return SixelEncoder.encode(pixels: pixels, width: width, height: height, registers: registers)
            }
            return ITerm2Image.sequence(pixels: pixels, width: width, height: height, columns: columns, rows: rows)
        }
    }
}
