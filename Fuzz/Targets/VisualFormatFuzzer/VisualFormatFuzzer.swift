import CollectionCore
import Foundation
import FuzzSupport

/// Auto Layout's visual format language: a format (the bytes after the first, as UTF-8 with
/// replacement characters) read with options (the first byte) against three views `a`, `b`, `c`
/// in a 40 x 10 superview, a view `d` without a superview and the metrics `m` and `big`; the
/// constraints it gives are activated and laid out. Properties:
/// - a format gives constraints or exactly one `layout.visualFormat` diagnostic, never both and
///   never a trap;
/// - a format that cannot be read names a position inside it;
/// - laying the views out never traps, and every frame is finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var reader = ByteReader(fuzzInput(data, size))
    let options = formatOptions(reader.byte())
    let format = String(decoding: reader.rest(), as: UTF8.self)
    MainActor.assumeIsolated {
        check(format: format, options: options)
    }
    return 0
}

/// One option of each kind, chosen by the bits of `byte`: alignments (some along the format's
/// own axis, which are refused) and a direction.
func formatOptions(_ byte: UInt8) -> LayoutConstraint.FormatOptions {
    let alignments: [LayoutConstraint.FormatOptions] = [.alignAllTop, .alignAllLeading, .alignAllCenterY, .alignAllLastBaseline]
    var options: LayoutConstraint.FormatOptions = []
    for (bit, option) in alignments.enumerated() where byte & (1 << bit) != 0 { options.insert(option) }
    switch byte >> 6 {
    case 1: options.insert(.directionLeftToRight)
    case 2: options.insert(.directionRightToLeft)
    default: break
    }
    return options
}

@MainActor
func check(format: String, options: LayoutConstraint.FormatOptions) {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    var views: [String: Any] = ["d": View(), "label": "not a view"]
    for name in ["a", "b", "c"] {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        views[name] = view
    }
    let (constraints, diagnostics) = Diagnostics.collect {
        LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: ["m": 3, "big": 1e300], views: views)
    }
    require(diagnostics.count <= 1, "\(format.debugDescription) reported \(diagnostics)")
    if let diagnostic = diagnostics.first {
        require(diagnostic.domain == "layout" && diagnostic.kind == "visualFormat", "\(diagnostic)")
        require(constraints.isEmpty, "\(format.debugDescription) gave constraints and \(diagnostic)")
        if let position = position(in: diagnostic.message, of: format) {
            require(position <= format.count, "position \(position) in \(format.debugDescription) of \(format.count) characters")
        }
    }
    // Laid out, whatever the constraints ask (conflicts are reported, not trapped on).
    _ = Diagnostics.collect {
        LayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
    }
    for case let view as View in views.values {
        let frame = view.frame
        require(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                "\(format.debugDescription) laid out a view at \(frame)")
    }
}

/// The N of a read error's "at position N:" (after the quoted format, which may hold the same words).
func position(in message: String, of format: String) -> Int? {
    let prefix = "Unable to read the visual format \"\(format)\" at position "
    guard message.hasPrefix(prefix) else { return nil }
    return Int(message.dropFirst(prefix.count).prefix { $0.isNumber })
}
