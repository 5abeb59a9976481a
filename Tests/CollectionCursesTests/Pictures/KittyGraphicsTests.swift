import CollectionCore
@testable import CollectionCurses
import Foundation
import Testing

/// The kitty graphics commands, byte for byte as the protocol's documentation
/// (sw.kovidgoyal.net/kitty/graphics-protocol) spells them.
@Suite struct KittyGraphicsTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("a small bitmap is transmitted in one command: RGBA (f=32), its size, its id, quietly")
    func transmitOneChunk() {
        // One opaque red pixel: FF 00 00 FF, base64 "/wAA/w==".
        let bytes = KittyGraphics.transmit(pixels: [255, 0, 0, 255], width: 1, height: 1, id: 7)
        #expect(text(bytes) == "\u{1B}_Ga=t,f=32,s=1,v=1,i=7,q=2;/wAA/w==\u{1B}\\")
    }

    @Test("a large bitmap goes in chunks of at most 4096 base64 bytes: m=1 on all but the last, m=0 on it")
    func transmitChunks() throws {
        // 1,025 pixels = 4,100 bytes = 5,468 base64 bytes: a chunk of 4,096 and one of 1,372.
        let pixels = [UInt8](repeating: 0x41, count: 4100)
        let bytes = KittyGraphics.transmit(pixels: pixels, width: 1025, height: 1, id: 2)
        let commands = text(bytes).components(separatedBy: "\u{1B}\\").dropLast()
        #expect(commands.count == 2)
        let first = try #require(commands.first), last = try #require(commands.last)
        #expect(first.hasPrefix("\u{1B}_Ga=t,f=32,s=1025,v=1,i=2,q=2,m=1;"))
        #expect(last.hasPrefix("\u{1B}_Gm=0;"))
        let firstPayload = first.split(separator: ";", maxSplits: 1)[1]
        let lastPayload = last.split(separator: ";", maxSplits: 1)[1]
        #expect(firstPayload.count == 4096)
        #expect(lastPayload.count == 1372)
        #expect(Data(base64Encoded: String(firstPayload + lastPayload)) == Data(pixels))
    }

    @Test("a placement names image and placement ids, the source rectangle, the cells, and keeps the cursor")
    func place() {
        let source = PixelRect(x: 0, y: 5, width: 10, height: 5)
        #expect(text(KittyGraphics.place(imageID: 7, placementID: 3, source: source, columns: 4, rows: 2))
            == "\u{1B}_Ga=p,i=7,p=3,x=0,y=5,w=10,h=5,c=4,r=2,C=1,q=2\u{1B}\\")
        #expect(text(KittyGraphics.place(imageID: 7, placementID: 4, source: nil, columns: 12, rows: 6))
            == "\u{1B}_Ga=p,i=7,p=4,c=12,r=6,C=1,q=2\u{1B}\\")
    }

    @Test("deleting: one placement keeping the data (d=i), an image freeing it (d=I), everything (d=A)")
    func delete() {
        #expect(text(KittyGraphics.deletePlacement(imageID: 7, placementID: 3)) == "\u{1B}_Ga=d,d=i,i=7,p=3,q=2\u{1B}\\")
        #expect(text(KittyGraphics.deleteImage(7)) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(text(KittyGraphics.deleteAll) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    @Test("the support query is the documented one-pixel direct transmission with a=q")
    func query() {
        #expect(text(KittyGraphics.query(id: 31)) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\")
    }
}
