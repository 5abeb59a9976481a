import CollectionCore
import CollectionCurses
import Foundation

let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 24), collectionViewLayout: layout)

let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, fruit in
    var content = cell.defaultContentConfiguration()
    content.text = fruit
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, fruit in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
}

var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["Apple", "Banana", "Cherry", "Dragon fruit", "Elderberry", "Fig"])
dataSource.apply(snapshot, animatingDifferences: false)

let app = TerminalApplication(root: collectionView)
app.quitKeys = [.character("q")]   // arrows move, q quits
app.runAndExit()
