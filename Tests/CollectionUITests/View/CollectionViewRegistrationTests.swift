import CollectionCore
import CollectionTesting
import Foundation
import Testing

@MainActor
@Suite struct CollectionViewRegistrationTests {
    /// A classic data source: registered class, dequeue by identifier, display callbacks.
    @MainActor
    final class Classic: CollectionViewDataSource, CollectionViewDelegate {
        var items = (0..<20).map { "row \($0)" }
        var shown: [IndexPath] = []
        var ended: [IndexPath] = []
        var identifier = "label"

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            (cell as? LabelCell)?.text = items[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            shown.append(indexPath)
        }

        func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            ended.append(indexPath)
        }
    }

    @Test func classicRegistrationAndDisplayCallbacks() {
        let model = Classic()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 12, height: 3), collectionViewLayout: StringCollection.listLayout())
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        view.dataSource = model
        view.delegate = model
        let pilot = Pilot(root: view, width: 12, height: 3)
        #expect(pilot.lines[0].hasPrefix("> row 0"))
        #expect(model.shown == (0..<3).map { IndexPath(item: $0, section: 0) })
        view.setContentOffset(CGPoint(x: 0, y: 2), animated: false)
        pilot.screen.render()
        #expect(pilot.lines[0].hasPrefix("  row 2"))
        #expect(model.ended == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(model.shown.suffix(2) == [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndADiagnostic() {
        let model = Classic()
        model.identifier = "nobody"
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 12, height: 2), collectionViewLayout: StringCollection.listLayout())
        view.dataSource = model
        let (cells, diagnostics) = Diagnostics.collect { view.visibleCells }
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { type(of: $0) == CollectionViewCell.self })
        #expect(diagnostics.map(\.kind) == ["unregisteredCell", "unregisteredCell"])
        #expect(diagnostics.first?.message.contains("\"nobody\"") == true)
    }

    @Test func setCollectionViewLayoutLaysOutAgain() {
        let list = StringCollection(layout: StringCollection.listLayout(), width: 20, height: 4)
        list.dataSource.apply(StringCollection.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        #expect(list.collectionView.indexPathsForVisibleItems.count == 4)
        list.collectionView.setCollectionViewLayout(StringCollection.gridLayout(columns: 2), animated: false)
        let pilot = Pilot(root: list.collectionView, width: 20, height: 4)
        #expect(pilot.lines[0].hasPrefix("> a"))
        #expect(pilot.lines[0].contains("  b"))
        #expect(pilot.lines[1].hasPrefix("  c"))
    }
}
