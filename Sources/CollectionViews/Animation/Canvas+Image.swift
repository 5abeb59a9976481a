import CollectionCanvas
import CollectionModel
import Foundation

extension Canvas {
    /// Copies `image` with its top-left corner at `origin`, within the clip, adding
    /// `attributes` to every cell's style. Wide graphemes stay whole (one cut by the clip is
    /// drawn as a blank). The image's pictures come along, moved and clipped the same way.
    /// Dimming dims the image's pictures as ``Canvas/addAttributes(_:in:)`` does.
    package mutating func draw(_ image: Canvas, at origin: CGPoint, adding attributes: Style.Attributes = []) {
        if attributes.contains(.dim), !image.pictures.isEmpty {
            var others = attributes
            others.remove(.dim)
            draw(image, at: origin, adding: others)
            addAttributes(.dim, in: CGRect(origin: CGPoint(x: origin.x.rounded(.down), y: origin.y.rounded(.down)), size: image.size))
            return
        }
        let originX = Int(origin.x.rounded(.down))
        let originY = Int(origin.y.rounded(.down))
        for y in 0..<image.height {
            let row = originY + y
            guard row >= clip.minY, row < clip.maxY else { continue }
            for x in 0..<image.width {
                let cell = image.cells[y * image.width + x]
                guard !cell.isContinuation else { continue }
                let style = attributes.isEmpty ? cell.style : cell.style.adding(attributes)
                put(Glyph(character: cell.character, width: max(1, cell.width)), x: originX + x, y: row, style: style)
            }
        }
        placePictures(of: image, at: origin)
    }
}
