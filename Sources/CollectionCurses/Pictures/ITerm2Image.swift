import Foundation

/// iTerm2's inline image sequence (`OSC 1337 ; File = <arguments> : <base64 file> BEL`): a
/// picture file shown at the cursor over a number of cells. Pure.
enum ITerm2Image {
    /// Shows the PNG of `pixels` (RGBA, `width` x `height`) over `columns` x `rows` cells,
    /// stretched to them (`preserveAspectRatio=0`: the presenter has already cropped it to the
    /// part that shows, whose shape is the cells').
    static func sequence(pixels: [UInt8], width: Int, height: Int, columns: Int, rows: Int) -> [UInt8] {
        let png = PNGWriter.encode(pixels: pixels, width: width, height: height)
        var bytes: [UInt8] = [0x1B, 0x5D]  // ESC ]
        bytes += Array("1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0:".utf8)
        bytes += Array(Data(png).base64EncodedString().utf8)
        bytes.append(0x07)  // BEL
        return bytes
    }
}
