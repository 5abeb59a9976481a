import CollectionCanvas
import Foundation
import Testing

/// `UIImage.SymbolConfiguration` on a terminal: which values a configuration keeps, how
/// `applying(_:)` combines two, and what reaches the glyph (bold and a colour).
@Suite struct SymbolConfigurationTests {
    typealias Configuration = Image.SymbolConfiguration

    @Test(arguments: [
        (Image.SymbolWeight.ultraLight, false), (.thin, false), (.light, false), (.regular, false), (.medium, false),
        (.semibold, true), (.bold, true), (.heavy, true), (.black, true), (.unspecified, false),
    ])
    func semiboldAndHeavierDrawBold(weight: Image.SymbolWeight, bold: Bool) {
        #expect(Configuration(weight: weight).drawsBold == bold)
        #expect(Configuration(pointSize: 40, weight: weight, scale: .large).drawsBold == bold)
    }

    @Test func sizesAndScalesChangeNothingDrawn() {
        #expect(!Configuration(pointSize: 60).drawsBold)
        #expect(!Configuration(scale: .large).drawsBold)
        #expect(Configuration(pointSize: 60).color == nil)
        let star = Image(systemName: "star.fill", withConfiguration: Configuration(pointSize: 60, weight: .regular, scale: .large))
        #expect(star?.glyph(in: .unicode) == Image(systemName: "star.fill")?.glyph(in: .unicode))
        #expect(star?.symbolAttributes(preferring: nil) == [])
    }

    @Test func applyingTakesTheValuesTheOtherSpecifies() {
        let base = Configuration(pointSize: 20, weight: .bold, scale: .small)
        let lighter = base.applying(Configuration(weight: .light))
        #expect(lighter.weight == .light && lighter.pointSize == 20 && lighter.scale == .small)
        #expect(!lighter.drawsBold)
        #expect(base.applying(nil) == base)
        #expect(base.applying(.unspecified) == base)
        let tinted = base.applying(Configuration(hierarchicalColor: .systemRed))
        #expect(tinted.color == .systemRed && tinted.drawsBold)
        #expect(Configuration(paletteColors: [.systemGreen, .systemRed]).color == .systemGreen)
        #expect(Configuration(paletteColors: []).color == nil)
    }

    @Test func removingValues() {
        let full = Configuration(pointSize: 20, weight: .heavy, scale: .large)
        let bare = full.configurationWithoutPointSizeAndWeight()
        #expect(bare.pointSize == nil && bare.weight == nil && bare.scale == .large && !bare.drawsBold)
        #expect(full.configurationWithoutScale().scale == nil)
        #expect(full.configurationWithoutWeight().weight == nil)
        #expect(full.configurationWithoutTextStyle() == full)
    }

    @Test func anImageCarriesItsConfigurationAndAPreferredOneWins() throws {
        let image = try #require(Image(systemName: "heart"))
        #expect(image.symbolConfiguration == nil)
        let bold = image.withConfiguration(Configuration(weight: .bold))
        #expect(bold.symbolConfiguration?.weight == .bold)
        #expect(bold.symbolAttributes(preferring: nil) == .bold)
        // A preferred configuration (an image view's) wins where it specifies a value.
        #expect(bold.symbolAttributes(preferring: Configuration(weight: .regular)) == [])
        #expect(image.symbolAttributes(preferring: Configuration(weight: .semibold)) == .bold)
        #expect(bold.symbolColor(preferring: Configuration(hierarchicalColor: .systemPink)) == .systemPink)
        let applied = try #require(bold.applyingSymbolConfiguration(Configuration(pointSize: 30)))
        #expect(applied.symbolConfiguration?.weight == .bold && applied.symbolConfiguration?.pointSize == 30)
        #expect(bold != image)
    }
}
