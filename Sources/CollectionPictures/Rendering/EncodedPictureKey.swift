import CollectionCanvas

/// What a front end's encoding of a picture (a sixel or iTerm2 sequence) depends on, to keep it
/// in a ``PictureCache``: the picture, the protocol, and the numbers the encoder was given (the
/// part of the bitmap, the size in pixels and cells, the colour registers).
package struct EncodedPictureKey: Hashable, Sendable {
    /// The picture.
    package var bitmap: Bitmap
    /// The protocol the bytes are for.
    package var mode: PictureMode
    /// Everything else the bytes depend on, in the encoder's order.
    package var parameters: [Int]

    /// The key of `bitmap` encoded for `mode` with `parameters`.
    package init(bitmap: Bitmap, mode: PictureMode, parameters: [Int]) {
        self.bitmap = bitmap
        self.mode = mode
        self.parameters = parameters
    }
}
