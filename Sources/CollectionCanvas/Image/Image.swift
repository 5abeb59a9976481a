import CollectionDiagnostics
import Foundation
import Synchronization

/// A picture for the terminal, as `UIImage`: a glyph (a symbol or an emoji, drawn as text), a
/// system symbol name mapped to a glyph, or raster pixels (a decoded PNG or JPEG, see
/// ``init(bitmap:scale:accessibilityLabel:)``; the decoders that read files and data live in
/// `CollectionPictures`).
///
/// ```swift
/// content.image = Image(systemName: "star.fill")   // ★, or * with the ASCII glyph set
/// content.image = "📁"                              // a glyph as a literal
/// imageView.image = Image(systemName: "gear")
/// ```
///
/// ``init(systemName:)`` knows about 380 of the SF Symbols names apps use most (`star`, `heart`,
/// `folder`, `doc`, `trash`, `gear`, `person`, `checkmark`, `xmark`, `chevron.right`, `car`,
/// `book`, `camera`, `gift`, `cart`, `forward.end`, `function`, `chart.bar` and more; a name
/// ending in `.fill`, `.circle`, `.square`, `.badge` or `.slash` finds its base name), each a
/// glyph one column wide with an ASCII fallback for ``GlyphSet/ascii``. A name it does
/// not know draws `⍰` (`?` in ASCII) so the gap shows, and is reported once as
/// `image.unknownSystemName`. Unlike UIKit's, the initialiser never answers `nil`; it is
/// failable only so that code written for UIKit (`UIImage(systemName: "x")!`) compiles.
public struct Image: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Source: Hashable, Sendable {
        case glyph(String)
        case system(String)
        case raster(Bitmap, scale: CGFloat)
    }

    let source: Source
    /// The colour the image is drawn in, when set with ``withTintColor(_:)``.
    public private(set) var tintColor: Color?
    /// How the symbol is drawn, as `UIImage.symbolConfiguration` (see ``SymbolConfiguration``):
    /// set with ``withConfiguration(_:)`` or ``init(systemName:withConfiguration:)``.
    public internal(set) var symbolConfiguration: SymbolConfiguration?

    /// An image that draws `glyph` (sanitised as it is drawn).
    public init(_ glyph: String) {
        source = .glyph(glyph)
    }

    /// An image that draws the literal as its glyph.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The image of a system symbol name (see the type for the names and the fallback).
    public init?(systemName: String) {
        source = .system(systemName)
        if SystemSymbols.glyphs(for: systemName) == nil { Self.reportUnknown(systemName) }
    }

    /// The image of a system symbol name if the symbol table knows it, else `nil` (no report):
    /// what `Image(named:)` tries before it looks for a picture file.
    package init?(knownSymbolName name: String) {
        guard SystemSymbols.glyphs(for: name) != nil else { return nil }
        source = .system(name)
    }

    /// An image of decoded pixels, `scale` pixels per point (as `UIImage.scale`; values that
    /// are not finite and positive become 1), described to assistive readers and placeholders
    /// by `accessibilityLabel`.
    public init(bitmap: Bitmap, scale: CGFloat = 1, accessibilityLabel: String? = nil) {
        source = .raster(bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
        self.accessibilityLabel = accessibilityLabel
    }

    /// What the image shows, in words: drawn by the placeholder that stands for a raster
    /// picture without colours or in ASCII. A picture read from a file is labelled with the
    /// file's name without its extension.
    public var accessibilityLabel: String?

    /// The decoded pixels of a raster image; `nil` for a glyph or a system symbol.
    public var bitmap: Bitmap? {
        if case .raster(let bitmap, _) = source { return bitmap }
        return nil
    }

    /// Pixels per point (`UIImage.scale`): as given for a raster image, 1 for a glyph.
    public var scale: CGFloat {
        if case .raster(_, let scale) = source { return scale }
        return 1
    }

    /// The system symbol name, for an image made with ``init(systemName:)``.
    public var systemName: String? {
        if case .system(let name) = source { return name }
        return nil
    }

    /// The text drawn for the image with `glyphSet` (for a raster image, where only one cell is
    /// given to it: `▣`, `#` in ASCII).
    public func glyph(in glyphSet: GlyphSet = .current) -> String {
        switch source {
        case .glyph(let glyph):
            return glyph
        case .raster:
            return glyphSet == .unicode ? "▣" : "#"
        case .system(let name):
            guard let glyphs = SystemSymbols.glyphs(for: name) else { return glyphSet.missingSymbol }
            return glyphSet == .unicode ? glyphs.unicode : glyphs.ascii
        }
    }

    /// The image's size: for a glyph or a symbol, in cells (its glyph's columns by one row);
    /// for a raster image, in points as `UIImage.size` (pixels divided by ``scale``).
    public var size: CGSize {
        if case .raster(let bitmap, let scale) = source {
            return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        }
        return CGSize(width: CGFloat(TerminalText.width(of: TerminalText.sanitized(glyph()))), height: 1)
    }

    /// The same image drawn in `color`.
    public func withTintColor(_ color: Color) -> Image {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same image; rendering modes mean nothing for a glyph (accepted for ported code).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

    /// How UIKit draws an image's pixels; accepted, without effect on a glyph.
    public enum RenderingMode: Sendable {
        /// The image decides.
        case automatic
        /// Its own colours.
        case alwaysOriginal
        /// Tinted as a template.
        case alwaysTemplate
    }

    /// The glyph or the system name, for logs and diagnostics.
    public var description: String {
        switch source {
        case .glyph(let glyph): "Image(\(glyph))"
        case .system(let name): "Image(systemName: \(name))"
        case .raster(let bitmap, let scale): "Image(\(bitmap.width)×\(bitmap.height) pixels, scale \(scale))"
        }
    }

    private static let reported = Mutex<Set<String>>([])

    private static func reportUnknown(_ name: String) {
        let first = reported.withLock { $0.insert(name).inserted }
        guard first else { return }
        Diagnostics.report(Diagnostic(
            domain: "image", kind: "unknownSystemName",
            message: "Image(systemName: \"\(name)\"): no terminal glyph for this symbol; drawn as ⍰ (? in ASCII)."))
    }
}
