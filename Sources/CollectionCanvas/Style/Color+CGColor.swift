import Foundation

/// Core Graphics' colour type, as layer code names it (`layer.borderColor`,
/// `UIColor.cgColor`): here the same type as ``Color``.
///
/// A terminal has no Core Graphics and no colour spaces to convert between, so UIKit's
/// `UIColor` and `CGColor` are one type: `Color.black.cgColor` is `Color.black`, and the
/// palette resolves it for the terminal's depth as any other colour. Code written for UIKit
/// compiles as it is:
///
/// ```swift
/// cell.layer.borderColor = Color.black.cgColor
/// let border = Color(cgColor: cell.layer.borderColor ?? Color.clear.cgColor)
/// ```
public typealias CGColor = Color

extension Color {
    /// The colour as Core Graphics' type, as `UIColor.cgColor`: the colour itself (see
    /// ``CGColor``).
    public var cgColor: CGColor { self }

    /// The colour of a Core Graphics colour, as `UIColor(cgColor:)`: `cgColor` itself (see
    /// ``CGColor``).
    public init(cgColor: CGColor) {
        self = cgColor
    }
}
