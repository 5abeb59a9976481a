import CollectionCanvas
import CollectionConfigurations
import CollectionDiagnostics
import CollectionViews
import Foundation
import TestSupport
import Testing
import ViewTestSupport

@MainActor
@Suite struct ListContentViewTests {
    @Test func drawsAloneOutsideACell() {
        let view = ListContentView(configuration: content(image: "*", text: "Alone"))
        #expect(CellFixtures.render(view, width: 10, height: 1).lines == [" * Alone  "])
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 9, height: 1))
    }

    @Test func itsIntrinsicSizeIsTheNaturalSizeAndFollowsTheConfiguration() {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.text = "Jeju"
        configuration.secondaryText = "Ferry at 9"
        let view = ListContentView(configuration: configuration)
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 2), "margins of a column, the longer text, two rows")
        configuration.secondaryText = nil
        view.configuration = configuration
        #expect(view.intrinsicContentSize == CGSize(width: 6, height: 1))
    }

    @Test func aFontSetsTheTextAttributes() {
        var configuration = content(text: "Title")
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        #expect(configuration.textProperties.attributes == .bold)
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .caption1)
        #expect(configuration.secondaryTextProperties.attributes == .dim)
        configuration.textProperties.font = .italicSystemFont(ofSize: 12)
        #expect(configuration.textProperties.attributes == .italic, "a new font replaces the old one's attributes")
        #expect(configuration.textProperties.font.attributes == .italic)
        let view = ListContentView(configuration: configuration)
        let canvas = CellFixtures.render(view, width: 8, height: 1)
        #expect(canvas.lines == [" Title  "])
        #expect(canvas[x: 1, y: 0].style.attributes.contains(.italic))
    }

    @Test func controlCharactersAreShownNotObeyed() {
        let view = ListContentView(configuration: content(text: "a\u{1B}[2Jb"))
        #expect(CellFixtures.render(view, width: 10, height: 1).lines == [" a^[[2Jb  "])
    }

    @Test func aConfigurationOfAnotherTypeIsReportedAndIgnored() {
        let view = ListContentView(configuration: content(text: "kept"))
        let (_, diagnostics) = Diagnostics.collect { view.configuration = FlagsConfiguration() }
        #expect(diagnostics.map(\.kind) == ["unsupportedConfiguration"])
        #expect(view.listConfiguration.text == "kept")
        #expect(!view.supports(FlagsConfiguration()))
        #expect(view.supports(ListContentConfiguration.valueCell()))
    }

    @Test func badNumbersNeverCrash() {
        var configuration = content(image: "🍎", text: "Text", secondaryText: "More")
        configuration.directionalLayoutMargins = DirectionalEdgeInsets(
            top: .nan, leading: -3, bottom: .infinity, trailing: 1e300)
        configuration.imageToTextPadding = -.infinity
        configuration.imageProperties.reservedLayoutWidth = .nan
        configuration.textProperties.numberOfLines = -2
        let view = ListContentView(configuration: configuration)
        // Negative, infinite and NaN lengths count as 0 columns: nothing but the trailing
        // margin (huge) is left, so nothing is drawn.
        #expect(CellFixtures.render(view, width: 8, height: 2).lines == ["        ", "        "])
        configuration.directionalLayoutMargins.trailing = 0
        view.configuration = configuration
        #expect(CellFixtures.render(view, width: 8, height: 2).lines == ["🍎Text  ", "  More  "])
    }

    @Test func presetsDiffer() {
        let presets: [ListContentConfiguration] = [
            .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(),
            .groupedFooter(), .sidebarCell(), .sidebarHeader(), .sidebarSubtitleCell(),
        ]
        #expect(Set(presets).count == presets.count)
        #expect(presets.filter(\.isHeader).count == 3)
        #expect(ListContentConfiguration() == .cell())
    }

    @Test func sidebarCellsGoBoldWhenSelected() {
        let configuration = ListContentConfiguration.sidebarCell()
        #expect(configuration.updated(for: state(selected: true)).textProperties.attributes == .bold)
        #expect(configuration.updated(for: state()).textProperties.attributes == [])
        #expect(ListContentConfiguration.cell().updated(for: state(selected: true)) == .cell())
    }

    @Test func oneLineTextDropsTrailingSpacesAndJoinsParagraphs() {
        var spaced = content(text: "abc   ")
        spaced.textProperties.alignment = .trailing
        #expect(CellFixtures.render(ListContentView(configuration: spaced), width: 8, height: 1).lines == ["    abc "])
        let paragraphs = ListContentView(configuration: content(text: "first\nsecond"))
        #expect(CellFixtures.render(paragraphs, width: 10, height: 1).lines == [" first s… "])
        #expect(CellFixtures.render(paragraphs, width: 10, height: 2).lines == [" first    ", " second   "])
    }

    @Test func transforms() {
        var properties = ListContentConfiguration.TextProperties()
        properties.transform = .uppercase
        #expect(properties.transformed("Straße") == "STRASSE")
        properties.transform = .capitalized
        #expect(properties.transformed("hello world") == "Hello World")
        properties.transform = .lowercase
        #expect(properties.transformed("ABC") == "abc")
    }
}
