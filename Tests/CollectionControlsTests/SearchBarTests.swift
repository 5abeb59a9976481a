import CollectionCanvas
import CollectionControls
import CollectionViews
import Foundation
import Testing
import ViewTestSupport

/// `UISearchBar` as `SearchBar`: typing while it is the first responder reaches the delegate
/// as `textDidChange`, Enter and Escape are its buttons, and other keys are left alone.
@MainActor
@Suite struct SearchBarTests {
    final class Recorder: SearchBarDelegate {
        var events: [String] = []
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("change \(searchText)") }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { events.append("end") }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
    }

    private func makeBar() -> (SearchBar, Recorder) {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 16, height: 1))
        let recorder = Recorder()
        bar.delegate = recorder
        bar.layoutIfNeeded()
        return (bar, recorder)
    }

    @Test func keysReachTheFieldOnlyWhileFirstResponder() {
        let (bar, recorder) = makeBar()
        #expect(!bar.handle(.character("a")), "not the first responder: the key is left to others")
        #expect(bar.text == "")
        bar.becomeFirstResponder()
        #expect(bar.isFirstResponder)
        for character in "k2" { #expect(bar.handle(.character(character))) }
        #expect(bar.handle(.backspace))
        #expect(bar.text == "k")
        #expect(recorder.events == ["begin", "change k", "change k2", "change k"])
        bar.resignFirstResponder()
        #expect(!bar.isFirstResponder)
        #expect(recorder.events.last == "end")
    }

    @Test func settingTheTextDoesNotTellTheDelegate() {
        let (bar, recorder) = makeBar()
        bar.text = "Everest"
        #expect(bar.text == "Everest")
        bar.text = nil
        #expect(bar.text == "")
        #expect(recorder.events.isEmpty)
    }

    @Test func enterIsTheSearchButtonAndEscapeTheCancelButtonWhenShown() {
        let (bar, recorder) = makeBar()
        bar.becomeFirstResponder()
        #expect(bar.handle(.enter))
        #expect(!bar.handle(.escape), "no cancel button: Escape is left to the screen")
        bar.showsCancelButton = true
        #expect(bar.handle(.escape))
        #expect(recorder.events == ["begin", "search", "cancel"])
        #expect(!bar.handle(.down) && !bar.handle(.tab), "Down and Tab go on to the views behind")
    }

    @Test func drawsTheGlassThePlaceholderAndTheCursor() {
        let (bar, _) = makeBar()
        bar.placeholder = "Search"
        #expect(renderAlone(bar).rows == [" ⌕ Search       "])
        bar.becomeFirstResponder()
        #expect(bar.handle(.character("K")))
        let (rows, canvas) = renderAlone(bar)
        #expect(rows == [" ⌕ K            "])
        #expect(canvas[x: 4, y: 0].style.attributes.contains(.reverse), "the cursor after the text")
        #expect(GlyphSet.withGlyphSet(.ascii) { renderAlone(bar).rows } == [" / K            "], "not ?, the help key")
        #expect(bar.intrinsicContentSize.height == 1)
    }

    @Test func pasteGoesIntoTheFieldAsOneChange() {
        let (bar, recorder) = makeBar()
        #expect(!bar.handlePaste("x"))
        bar.becomeFirstResponder()
        #expect(bar.handlePaste("Mont\nBlanc"))
        #expect(bar.text == "Mont Blanc")
        #expect(recorder.events == ["begin", "change Mont Blanc"])
    }
}
