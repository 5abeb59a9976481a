import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// `multipleSelectionBackgroundView`: shown instead of `selectedBackgroundView` on a selected
/// cell while the collection view allows several selected items.
@MainActor
@Suite struct MultipleSelectionBackgroundViewTests {
    /// A cell with both selected backgrounds, as UIKit code sets them up.
    private final class PickCell: CollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            selectedBackgroundView = View()
            selectedBackgroundView?.backgroundColor = .systemOrange
            multipleSelectionBackgroundView = View()
            multipleSelectionBackgroundView?.backgroundColor = .systemBlue
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A 10 x 3 list of three one-row items in cells of `PickCell`.
    private func makeList() -> (CollectionView, HeadlessScreen) {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), collectionViewLayout: layout)
        collectionView.showsVerticalScrollIndicator = false
        let registration = CollectionView.CellRegistration<PickCell, String> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: collectionView, width: 10, height: 3)
        screen.render()
        return (collectionView, screen)
    }

    @Test func aSelectedCellShowsTheMultipleSelectionBackgroundOnlyWhenSeveralItemsCanBeSelected() {
        let (collectionView, screen) = makeList()
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        // Single selection: the selected background view.
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.render()
        #expect(screen.canvas[x: 3, y: 1].style.background == .systemOrange)
        // The focused (highlighted) row that is not selected shows the selected background too.
        #expect(screen.canvas[x: 3, y: 0].style.background == .systemOrange)
        #expect(screen.canvas[x: 3, y: 2].style.background == .background)

        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        screen.render()
        #expect(collectionView.indexPathsForSelectedItems?.count == 2)
        #expect(screen.canvas[x: 3, y: 1].style.background == .systemBlue)
        #expect(screen.canvas[x: 3, y: 2].style.background == .systemBlue)
        // Highlighted but not selected: still the selected background, as in UIKit.
        #expect(screen.canvas[x: 3, y: 0].style.background == .systemOrange)

        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        screen.render()
        #expect(screen.canvas[x: 3, y: 2].style.background == .background)
    }

    @Test func whileEditingItFollowsAllowsMultipleSelectionDuringEditing() {
        let (collectionView, screen) = makeList()
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.render()
        #expect(screen.canvas[x: 3, y: 1].style.background == .systemOrange)
        collectionView.isEditing = true
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.render()
        #expect(screen.canvas[x: 3, y: 1].style.background == .systemBlue)
    }

    @Test func itIsInstalledAboveTheOtherBackgroundsAndExcludesABackgroundConfiguration() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: 6, height: 2)
        let background = View()
        let selected = View()
        let multiple = View()
        cell.backgroundView = background
        cell.multipleSelectionBackgroundView = multiple
        cell.selectedBackgroundView = selected
        let backgrounds = cell.subviews.prefix(3).map { ObjectIdentifier($0) }
        #expect(backgrounds == [background, selected, multiple].map { ObjectIdentifier($0) })
        #expect(multiple.frame == cell.bounds)
        // Outside a collection view that allows several selected items it stays hidden.
        cell.isSelected = true
        #expect(multiple.isHidden)
        #expect(!selected.isHidden)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.multipleSelectionBackgroundView == nil)
        #expect(multiple.superview == nil)
    }
}
