import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

@Suite @MainActor struct ControlTests {
    @Test func aSwitchFlipsAndSendsValueChanged() {
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        var values: [Bool] = []
        toggle.addAction(Action { action in values.append((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
        #expect(renderAlone(toggle).rows == ["○━"])
        #expect(toggle.handle(KeyEvent(.character(" "))))
        #expect(renderAlone(toggle).rows == ["━●"])
        #expect(toggle.handle(MouseEvent(.press(.primary), at: .zero)))
        toggle.setOn(true, animated: true)
        #expect(values == [true, false])
        #expect(GlyphSet.withGlyphSet(.ascii) { renderAlone(toggle).rows } == ["-o"])
        toggle.isEnabled = false
        #expect(!toggle.handle(KeyEvent(.enter)))
    }

    @Test func aButtonDrawsItsTitleAndRunsItsPrimaryAction() {
        var presses = 0
        let button = Button(primaryAction: Action(title: "Save") { _ in presses += 1 })
        #expect(button.intrinsicContentSize == CGSize(width: 8, height: 1))
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        #expect(renderAlone(button).rows == [" [ Save ] "])
        #expect(button.handle(KeyEvent(.enter)))
        #expect(!button.handle(KeyEvent(.character("x"))))
        #expect(presses == 1)
    }
}

/// Symbol configurations made from text styles and fonts draw bold where the font does.
@Suite @MainActor struct SymbolConfigurationFontTests {
    @Test func textStylesThatDrawBoldMakeBoldSymbols() {
        for style in Font.TextStyle.allCases {
            let font = Font.preferredFont(forTextStyle: style)
            #expect(Image.SymbolConfiguration(textStyle: style).drawsBold == font.attributes.contains(.bold), "\(style)")
        }
        #expect(Image.SymbolConfiguration(textStyle: .headline, scale: .large).scale == .large)
        #expect(Image.SymbolConfiguration(textStyle: .body).textStyle == "body")
        #expect(Image.SymbolConfiguration(font: .boldSystemFont(ofSize: 12)).drawsBold)
        #expect(!Image.SymbolConfiguration(font: .systemFont(ofSize: 12)).drawsBold)
        // A weight given later wins over the text style's.
        #expect(!Image.SymbolConfiguration(textStyle: .headline).applying(Image.SymbolConfiguration(weight: .light)).drawsBold)
        #expect(!Image.SymbolConfiguration(textStyle: .headline).configurationWithoutTextStyle().drawsBold)
    }
}
