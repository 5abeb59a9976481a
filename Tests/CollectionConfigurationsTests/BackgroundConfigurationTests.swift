import CollectionCanvas
import CollectionConfigurations
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

@MainActor
@Suite struct BackgroundConfigurationTests {
    @Test func presetsHaveTheirColours() {
        #expect(BackgroundConfiguration.listPlainCell().backgroundColor == .background)
        #expect(BackgroundConfiguration.listGroupedCell().backgroundColor == .groupedBackground)
        #expect(BackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .background)
        #expect(BackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .groupedBackground)
        #expect(BackgroundConfiguration.listSidebarCell().backgroundColor == nil)
        #expect(BackgroundConfiguration.clear().resolvedStyle() == nil)
    }

    @Test func everyStateLooksDifferentInMonochromeToo() {
        let states = [
            state(), state(highlighted: true), state(selected: true), state(focused: true),
            state(selected: true, focused: true),
        ]
        let styles = states.compactMap { BackgroundConfiguration.listGroupedCell().updated(for: $0).resolvedStyle() }
        #expect(styles == [
            Style(foreground: .label, background: .groupedBackground),
            Style(foreground: .label, background: .selection, attributes: .dim),
            Style(foreground: .label, background: .selection),
            Style(foreground: .label, background: .focus, attributes: .bold),
            Style(foreground: .label, background: .focus, attributes: [.bold, .underline]),
        ])
        let monochrome = Palette.standard(for: .monochrome)
        let resolved = styles.map { monochrome.resolve($0) }
        #expect(Set(resolved).count == resolved.count)
    }

    @Test func disabledIsDimmed() {
        let style = BackgroundConfiguration.listPlainCell().updated(for: state(disabled: true)).resolvedStyle()
        #expect(style == Style(foreground: .label, background: .background, attributes: .dim))
    }

    @Test func clearStaysClear() {
        let clear = BackgroundConfiguration.clear()
        #expect(clear.updated(for: state(selected: true, focused: true)) == clear)
    }

    @Test func sidebarSelectionIsInset() {
        let sidebar = BackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        #expect(sidebar.backgroundColor == .selection)
        #expect(sidebar.backgroundRect(in: CGRect(x: 3, y: 2, width: 10, height: 1))
                == CGRect(x: 4, y: 2, width: 8, height: 1))
    }

    @Test func insetsLargerThanTheRectLeaveNothing() {
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundInsets = DirectionalEdgeInsets(all: 5)
        #expect(background.backgroundRect(in: CGRect(x: 0, y: 0, width: 4, height: 1)).size == .zero)
    }
}
