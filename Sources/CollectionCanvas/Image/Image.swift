import CollectionDiagnostics
import Foundation
import Synchronization

/// A picture for the terminal, as `UIImage`: a glyph (a symbol or an emoji, drawn as text) or a
/// system symbol name mapped to a glyph.
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
    }

    let source: Source
    /// The colour the image is drawn in, when set with ``withTintColor(_:)``.
    public private(set) var tintColor: Color?

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

    /// An image from the app's assets in UIKit; here a system symbol of that name if there is
    /// one, else `nil`.
    public init?(named name: String) {
        guard SystemSymbols.glyphs(for: name) != nil else { return nil }
        source = .system(name)
    }

    /// The system symbol name, for an image made with ``init(systemName:)``.
    public var systemName: String? {
        if case .system(let name) = source { return name }
        return nil
    }

    /// The text drawn for the image with `glyphSet`.
    public func glyph(in glyphSet: GlyphSet = .current) -> String {
        switch source {
        case .glyph(let glyph):
            return glyph
        case .system(let name):
            guard let glyphs = SystemSymbols.glyphs(for: name) else { return glyphSet.missingSymbol }
            return glyphSet == .unicode ? glyphs.unicode : glyphs.ascii
        }
    }

    /// The image's size in cells: its glyph's columns by one row.
    public var size: CGSize {
        CGSize(width: CGFloat(TerminalText.width(of: TerminalText.sanitized(glyph()))), height: 1)
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
