import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct BackgroundColorTests {
    @Test func backgroundColorFillsTheViewAndBridgesTheBackgroundStyle() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .systemBlue
        #expect(view.backgroundStyle == Style(foreground: .label, background: .systemBlue))
        var canvas = Canvas(width: 5, height: 2)
        view.render(into: &canvas, at: .zero)
        #expect(canvas[x: 3, y: 1].style.background == .systemBlue)
        #expect(canvas[x: 4, y: 1].style.background == .background)
    }

    @Test func settingItKeepsTheStylesForegroundAndClearRemovesIt() {
        let view = View()
        view.backgroundStyle = Style(foreground: .tint, background: .selection, attributes: .bold)
        view.backgroundColor = .systemGroupedBackground
        #expect(view.backgroundStyle == Style(foreground: .tint, background: .groupedBackground, attributes: .bold))
        view.backgroundColor = .clear
        #expect(view.backgroundStyle == nil)
        view.backgroundColor = .lightGray
        view.backgroundColor = nil
        #expect(view.backgroundStyle == nil)
    }

    @Test func aCollectionViewsBackgroundColorIsDrawnBehindItsCells() {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 6, height: 3), collectionViewLayout: layout)
        collectionView.backgroundColor = .black
        let screen = HeadlessScreen(root: collectionView, width: 6, height: 3)
        screen.render()
        #expect(screen.canvas[x: 0, y: 2].style.background == .black)
    }
}
