import CollectionCore
import Foundation

/// The commands of kitty's graphics protocol that the presenter sends (an APC escape,
/// `ESC _ G <keys> ; <payload> ESC \`): transmit a bitmap once under an image id, place it
/// any number of times under placement ids, delete placements and images. Every command asks
/// for no answer (`q=2`), so nothing comes back on the terminal's input. Pure.
enum KittyGraphics {
    /// The most base64 bytes in one chunk of a transmission (the protocol's limit).
    static let chunkSize = 4096

    /// Transmits `pixels` (RGBA, `width` x `height`) as image `id` without showing it
    /// (`a=t`, `f=32`), base64 in chunks of at most 4,096 bytes: every chunk but the last has
    /// `m=1`, the last `m=0`; the keys ride on the first chunk only.
    static func transmit(pixels: [UInt8], width: Int, height: Int, id: Int) -> [UInt8] {
        transmit(payload: payload(of: pixels), width: width, height: height, id: id)
    }

    /// The base64 of `pixels`: what ``transmit(payload:width:height:id:)`` sends, made apart
    /// since it costs most (on the picture worker in a running application).
    static func payload(of pixels: [UInt8]) -> [UInt8] {
        Array(Data(pixels).base64EncodedString().utf8)
    }

    /// Transmits the base64 `payload` of a `width` x `height` RGBA bitmap as image `id`, as
    /// ``transmit(pixels:width:height:id:)`` does.
    static func transmit(payload: [UInt8], width: Int, height: Int, id: Int) -> [UInt8] {
        let keys = "a=t,f=32,s=\(width),v=\(height),i=\(id),q=2"
        guard payload.count > chunkSize else { return command(keys, payload: payload[...]) }
        var bytes: [UInt8] = []
        var start = 0
        while start < payload.count {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let chunkKeys = start == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            bytes += command(chunkKeys, payload: payload[start..<end])
            start = end
        }
        return bytes
    }

    /// Shows `source` of image `imageID` at the cursor over `columns` x `rows` cells as placement
    /// `placementID` (`a=p`; a placement with the same ids moves there), leaving the cursor
    /// where it is (`C=1`). The source rectangle is left out when it is the whole image; a
    /// `zIndex` other than 0 stacks it (`z=`: a higher one is drawn over a lower one).
    static func place(imageID: Int, placementID: Int, source: PixelRect?, columns: Int, rows: Int, zIndex: Int = 0) -> [UInt8] {
        var keys = "a=p,i=\(imageID),p=\(placementID)"
        if let source { keys += ",x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height)" }
        keys += ",c=\(columns),r=\(rows)"
        if zIndex != 0 { keys += ",z=\(zIndex)" }
        keys += ",C=1,q=2"
        return command(keys, payload: nil)
    }

    /// Deletes placement `placementID` of image `imageID`, keeping the image's data (`d=i`).
    static func deletePlacement(imageID: Int, placementID: Int) -> [UInt8] {
        command("a=d,d=i,i=\(imageID),p=\(placementID),q=2", payload: nil)
    }

    /// Deletes image `imageID` with all its placements and frees its data (`d=I`).
    static func deleteImage(_ imageID: Int) -> [UInt8] {
        command("a=d,d=I,i=\(imageID),q=2", payload: nil)
    }

    /// Deletes every image and placement on the screen and frees their data (`d=A`).
    static let deleteAll: [UInt8] = command("a=d,d=A,q=2", payload: nil)

    /// The support query: a one-pixel RGB image sent directly with `a=q`, which a terminal with
    /// the protocol answers (`ESC _ G i=<id>;OK ESC \`) without storing it.
    static func query(id: Int) -> [UInt8] {
        command("i=\(id),s=1,v=1,a=q,t=d,f=24", payload: Array("AAAA".utf8)[...])
    }

    private static func command(_ keys: String, payload: ArraySlice<UInt8>?) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, 0x5F, 0x47]  // ESC _ G
        bytes += Array(keys.utf8)
        if let payload {
            bytes.append(0x3B)  // ;
            bytes += payload
        }
        bytes += [0x1B, 0x5C]  // ESC \
        return bytes
    }
}
