import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// Every screen at 80 x 24 and 120 x 40, compared with text fixtures in Tests/Fixtures/Demo.
@MainActor
@Suite struct ScreenFixtureTests {
    static let sizes = [(80, 24), (120, 40)]

    @Test(arguments: [nil] + DemoScreenKind.allCases.map(Optional.some))
    func screen(_ kind: DemoScreenKind?) {
        for (width, height) in Self.sizes {
            let (_, pilot) = demoPilot(kind, width: width, height: height)
            expectFixture(pilot.screen, "\(kind?.rawValue ?? "home")-\(width)x\(height)")
        }
    }

    @Test(arguments: GalleryEntry.allCases)
    func galleryLayout(_ entry: GalleryEntry) {
        for (width, height) in Self.sizes {
            let app = DemoApp(catalog: .embedded, screen: .layoutGallery)
            app.stack.push(GalleryLayoutScreen(entry: entry))
            let pilot = Pilot(root: app, width: width, height: height)
            let name = entry.rawValue.lowercased().replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: " ", with: "-")
            expectFixture(pilot.screen, "gallery-\(name)-\(width)x\(height)")
        }
    }

    /// With the ASCII glyph set (a terminal without Unicode), frames, rules, stars and bars are ASCII.
    @Test(arguments: [DemoScreenKind.products, .insertionSort, .appStore])
    func asciiGlyphs(_ kind: DemoScreenKind) {
        GlyphSet.withGlyphSet(.ascii) {
            let (_, pilot) = demoPilot(kind)
            pilot.press(.enter)
            expectFixture(pilot.screen, "\(kind.rawValue)-ascii-80x24")
            let text = pilot.lines.joined()
            for glyph in ["╭", "─", "│", "☆", "▁", "█"] { #expect(!text.contains(glyph), "\(kind): \(glyph)") }
        }
    }

    @Test func helpOverlay() {
        let (app, pilot) = demoPilot(.products)
        pilot.type("?")
        #expect(app.isShowingHelp)
        expectFixture(pilot.screen, "help-products-80x24")
        pilot.press(.escape)
        #expect(!app.isShowingHelp)
        #expect(app.topScreen is ProductsScreen)
    }
}
