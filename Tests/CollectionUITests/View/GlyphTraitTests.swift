import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Every line and mark the toolkit draws comes from one owner, ``GlyphSet``, through the trait
/// collection of the view that draws it: a tree drawn with the ASCII set shows no other
/// character, and one drawn with the Unicode set shows the set's lines.
@MainActor
@Suite struct GlyphTraitTests {
    /// A tree with a bordered, shadowed box, a switch, a truncated label, a list with
    /// separators, accessories and a scroll indicator.
    private func makeTree() -> (View, CollectionViewDiffableDataSource<Int, String>) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let box = View(frame: CGRect(x: 1, y: 1, width: 8, height: 4))
        box.layer.borderWidth = 1
        box.layer.borderColor = Color.label.cgColor
        box.layer.shadowOpacity = 1
        box.layer.shadowColor = Color.black.cgColor
        root.addSubview(box)
        let toggle = Switch(frame: CGRect(x: 1, y: 7, width: 4, height: 1))
        toggle.isOn = true
        root.addSubview(toggle)
        // Truncated text: the canvas ends it with its own ellipsis sign.
        let title = Label(frame: CGRect(x: 1, y: 9, width: 8, height: 1))
        title.text = "A title too long"
        root.addSubview(title)
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        let list = CollectionView(
            frame: CGRect(x: 12, y: 0, width: 18, height: 6),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        root.addSubview(list)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .checkmark()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((1...20).map { "Row \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        return (root, dataSource)
    }

    @Test(arguments: GlyphSet.allCases)
    func theTraitCollectionCarriesTheGlyphSetInForce(_ glyphs: GlyphSet) {
        GlyphSet.withGlyphSet(glyphs) {
            let (root, dataSource) = makeTree()
            let sets = root.subviews.map(\.traitCollection.glyphSet)
            #expect(sets == Array(repeating: glyphs, count: 4))
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test func aTreeDrawnWithTheASCIISetShowsOnlyASCII() {
        GlyphSet.withGlyphSet(.ascii) {
            let (root, dataSource) = makeTree()
            let screen = HeadlessScreen(root: root, width: 30, height: 12)
            screen.render()
            let text = screen.lines.joined(separator: "\n")
            let nonASCII = text.unicodeScalars.filter { !$0.isASCII }
            #expect(nonASCII.isEmpty, "\(text)")
            // The box, the switch, the separators and the scroll thumb are all there, in ASCII.
            #expect(text.contains("+------+"))
            #expect(text.contains("-o"))
            #expect(text.contains("#"))
            #expect(text.contains("A title~"))
            withExtendedLifetime(dataSource) {}
        }
    }

    @Test func aTreeDrawnWithTheUnicodeSetShowsItsLines() {
        GlyphSet.withGlyphSet(.unicode) {
            let (root, dataSource) = makeTree()
            let screen = HeadlessScreen(root: root, width: 30, height: 12)
            screen.render()
            let text = screen.lines.joined(separator: "\n")
            #expect(text.contains("┌──────┐"))
            #expect(text.contains("━●"))
            #expect(text.contains("┃"))
            #expect(text.contains("›"))
            #expect(text.contains("░"))
            #expect(text.contains("A title…"))
            withExtendedLifetime(dataSource) {}
        }
    }
}
