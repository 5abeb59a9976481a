import CollectionCanvas
@testable import CollectionViews
import Foundation
import Testing

/// An animation's ghost (a cell's image drawn dimmed where it was) dims its pictures as a
/// dimmed area does: the placement is marked, the block cells take both colours at half.
@Suite struct DimmedGhostPictureTests {
    @Test func aDimmedGhostDimsItsPictures() {
        var image = Canvas(width: 6, height: 2)
        image.place(Bitmap(width: 1, height: 1, pixels: [9, 9, 9, 255])!, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        image.draw("▀", x: 0, y: 0, style: Style(foreground: .rgb(red: 240, green: 120, blue: 60, alpha: 255),
                                                 background: .rgb(red: 20, green: 40, blue: 80, alpha: 255)))
        image.draw("Cup", x: 3, y: 0, style: .label)
        var screen = Canvas(width: 20, height: 5)
        screen.draw(image, at: CGPoint(x: 4, y: 2), adding: .dim)
        #expect(screen.pictures.map(\.isDimmed) == [true])
        #expect(screen.pictures.map(\.frame) == [CGRect(x: 4, y: 2, width: 2, height: 1)])
        #expect(screen[x: 4, y: 2].style == Style(foreground: .rgb(red: 120, green: 60, blue: 30, alpha: 255),
                                                  background: .rgb(red: 10, green: 20, blue: 40, alpha: 255)))
        #expect(screen[x: 7, y: 2].character == "C")
        #expect(screen[x: 7, y: 2].style.attributes.contains(.dim))
        // Without dimming, the ghost is copied as it is.
        var plain = Canvas(width: 20, height: 5)
        plain.draw(image, at: CGPoint(x: 4, y: 2))
        #expect(plain.pictures.map(\.isDimmed) == [false])
        #expect(plain[x: 4, y: 2].style.foreground == .rgb(red: 240, green: 120, blue: 60, alpha: 255))
    }
}
