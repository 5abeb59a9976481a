import CollectionCore
import Foundation
import TestSupport
import Testing
import ViewTestSupport

@MainActor
@Suite struct CollectionViewCellTests {
    @Test func contentConfigurationInstallsAViewFillingTheContentView() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        cell.contentConfiguration = FlagsConfiguration(label: "ab")
        let view = try #require(cell.configuredContentView as? FlagsView)
        #expect(view.superview === cell.contentView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 6, height: 1))
        #expect(CellFixtures.render(cell, width: 8, height: 1).lines == ["ab      "])
        #expect(view.frame.width == 8)  // resized with the cell
    }

    @Test func stateChangesResolveTheConfigurationAgainFromTheOneSet() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        cell.contentConfiguration = FlagsConfiguration()
        let view = try #require(cell.configuredContentView as? FlagsView)
        #expect(view.flags.flags == "")
        cell.isSelected = true
        #expect(view.flags.flags == "S")
        cell.changeState { $0.isFocused = true }
        #expect(view.flags.flags == "SF")
        cell.isSelected = false
        cell.changeState { $0.isFocused = false }
        #expect(view.flags.flags == "")
        // The property keeps the configuration as set, not a resolved one.
        #expect((cell.contentConfiguration as? FlagsConfiguration)?.flags == "")
        // The same view is reused for a configuration of the same type.
        cell.contentConfiguration = FlagsConfiguration(label: "y")
        #expect(cell.configuredContentView === view)
        #expect(CellFixtures.render(cell, width: 3, height: 1).lines == ["y  "])
    }

    @Test func automaticUpdatesCanBeTurnedOff() throws {
        let cell = CollectionViewCell()
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = FlagsConfiguration()
        cell.isSelected = true
        let view = try #require(cell.configuredContentView as? FlagsView)
        #expect(view.flags.flags == "")
    }

    @Test func aConfigurationOfAnotherTypeReplacesTheView() throws {
        let cell = CollectionViewListCell()
        cell.contentConfiguration = FlagsConfiguration()
        let first = try #require(cell.configuredContentView)
        cell.contentConfiguration = content(text: "List")
        let second = try #require(cell.configuredContentView)
        #expect(first !== second)
        #expect(first.superview == nil)
        #expect(second is ListContentView)
        #expect(cell.contentView.subviews.count == 1)
        cell.contentConfiguration = nil
        #expect(cell.configuredContentView == nil)
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func updateHandlerRunsBeforeResolution() {
        let cell = CollectionViewListCell()
        cell.configurationUpdateHandler = { cell, state in
            var configuration = ListContentConfiguration.cell()
            configuration.text = state.isSelected ? "on" : "off"
            cell.contentConfiguration = configuration
        }
        cell.setNeedsUpdateConfiguration()
        #expect(CellFixtures.render(cell, width: 5, height: 1).lines == [" off "])
        cell.isSelected = true
        #expect(CellFixtures.render(cell, width: 5, height: 1).lines == [" on  "])
    }

    @Test func listContentDimsWhenDisabled() {
        let cell = listCell(content(text: "A"))
        #expect(CellFixtures.render(cell, width: 3, height: 1)[x: 1, y: 0].style.attributes == [])
        cell.changeState { $0.isDisabled = true }
        let style = CellFixtures.render(cell, width: 3, height: 1)[x: 1, y: 0].style
        #expect(style.attributes.contains(.dim))
        cell.changeState { $0.isDisabled = false }
        #expect(CellFixtures.render(cell, width: 3, height: 1)[x: 1, y: 0].style.attributes == [])
    }

    @Test func prepareForReuseClearsTheStateAndResolvesAgain() throws {
        let cell = CollectionViewListCell()
        cell.contentConfiguration = FlagsConfiguration()
        cell.setConfigurationState(state(selected: true, highlighted: true, focused: true, editing: true, expanded: true))
        let view = try #require(cell.configuredContentView as? FlagsView)
        #expect(view.flags.flags == "SFE")
        cell.prepareForReuse()
        #expect(cell.configurationState == CellConfigurationState())
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(view.flags.flags == "")
        // The background no longer shows the selection.
        #expect(cell.resolvedBackgroundConfiguration?.backgroundColor == .background)
    }

    @Test func plainCellDrawsItsSubviews() {
        let cell = CollectionViewCell()
        let label = TextView(text: "hi")
        label.frame = CGRect(x: 2, y: 1, width: 2, height: 1)
        cell.contentView.addSubview(label)
        #expect(CellFixtures.render(cell, width: 5, height: 2).lines == ["     ", "  hi "])
        // No background configuration: nothing is filled, in any state.
        cell.isSelected = true
        #expect(CellFixtures.render(cell, width: 5, height: 2)[x: 0, y: 0].style == .label)
    }

    @Test func customCellDrawsOverItsBackground() {
        @MainActor
        final class PriceCell: CollectionViewCell {
            var price = "$9"
            override func draw(_ rect: CGRect, in canvas: inout Canvas) {
                super.draw(rect, in: &canvas)
                canvas.draw(price, in: rect, style: canvas.style(.tint, onBackgroundAt: rect.origin),
                            alignment: .trailing)
            }
        }
        let cell = PriceCell()
        cell.backgroundConfiguration = .listPlainCell()
        cell.changeState { $0.isFocused = true }
        let canvas = CellFixtures.render(cell, width: 5, height: 1)
        #expect(canvas.lines == ["   $9"])
        #expect(canvas[x: 4, y: 0].style == Style(foreground: .tint, background: .focus, attributes: .bold))
        #expect(canvas[x: 0, y: 0].style == Style(foreground: .label, background: .focus, attributes: .bold))
    }

    @Test func backgroundFillsTheCellLessItsInsets() {
        let cell = CollectionViewCell()
        var background = BackgroundConfiguration(backgroundColor: .groupedBackground)
        background.backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 2)
        cell.backgroundConfiguration = background
        let canvas = CellFixtures.render(cell, width: 6, height: 2)
        let legend: [Style: Character] = [.label: ".", .groupedBackground: "g"]
        #expect(canvas.styleMap(legend: legend) == [".ggg..", "......"])
    }

    @Test func listCellStartsWithAPlainListBackground() {
        let cell = CollectionViewListCell()
        #expect(cell.backgroundConfiguration == .listPlainCell())
        #expect(cell.defaultContentConfiguration() == .cell())
    }
}
