import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// `backgroundView` and `selectedBackgroundView` as UIKit code sets them, and the focus of a
/// cell whose background configuration is clear.
@MainActor
@Suite struct BackgroundViewTests {
    /// The sample's `ListCell` way: a selected background view made in `init(frame:)`.
    private final class ListCell: CollectionViewCell {
        let label = Label()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = CGRect(x: 1, y: 0, width: 3, height: 1)
            contentView.addSubview(label)
            selectedBackgroundView = View()
            selectedBackgroundView?.backgroundColor = Color.lightGray.withAlphaComponent(0.3)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private func background(of cell: CollectionViewCell, at x: Int = 0) -> Color {
        var canvas = Canvas(width: Int(cell.frame.width), height: Int(cell.frame.height))
        cell.render(into: &canvas, at: .zero)
        return canvas[x: x, y: 0].style.background
    }

    @Test func theSelectedBackgroundViewShowsWhileSelectedOrHighlighted() {
        let cell = ListCell(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        cell.label.text = "abc"
        let selected = Color.lightGray.withAlphaComponent(0.3)
        #expect(background(of: cell) == .background)
        cell.isSelected = true
        #expect(background(of: cell) == selected)
        // Behind the content: the label draws over it and keeps it as its background.
        #expect(background(of: cell, at: 2) == selected)
        cell.isSelected = false
        #expect(background(of: cell) == .background)
        cell.isHighlighted = true
        #expect(background(of: cell) == selected)
        cell.isHighlighted = false
        cell.changeState { $0.isFocused = true; $0.isHighlighted = true }
        #expect(background(of: cell) == selected)
    }

    @Test func theBackgroundViewLiesBehindTheSelectedOneAndBothFillTheCell() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let backgroundView = View()
        backgroundView.backgroundColor = .systemRed
        let selectedBackgroundView = View()
        selectedBackgroundView.backgroundColor = .systemGreen
        cell.selectedBackgroundView = selectedBackgroundView
        cell.backgroundView = backgroundView
        #expect(cell.subviews.map { ObjectIdentifier($0) }
            == [backgroundView, selectedBackgroundView, cell.contentView].map { ObjectIdentifier($0) })
        #expect(backgroundView.frame == cell.bounds)
        #expect(background(of: cell) == .systemRed)
        cell.isSelected = true
        #expect(background(of: cell) == .systemGreen)
        // They follow the cell's size.
        cell.frame = CGRect(x: 0, y: 0, width: 7, height: 3)
        #expect(backgroundView.frame == CGRect(x: 0, y: 0, width: 7, height: 3))
        #expect(selectedBackgroundView.frame == CGRect(x: 0, y: 0, width: 7, height: 3))
        // Replacing one removes the old view.
        cell.backgroundView = nil
        #expect(backgroundView.superview == nil)
    }

    @Test func backgroundViewsAndABackgroundConfigurationExcludeEachOther() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(cell.backgroundConfiguration != nil)
        cell.selectedBackgroundView = View()
        #expect(cell.backgroundConfiguration == nil)
        cell.backgroundView = View()
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil)
        #expect(cell.selectedBackgroundView == nil)
    }

    @Test func aTableViewCellsSelectedBackgroundViewShowsWhenSelected() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        let selectedBackgroundView = View()
        selectedBackgroundView.backgroundColor = .systemOrange
        cell.selectedBackgroundView = selectedBackgroundView
        cell.isSelected = true
        #expect(background(of: cell) == .systemOrange)
    }

    @Test(arguments: [ColorDepth.colors256, .colors8, .monochrome])
    func theFocusedRowOfAClearBackgroundShowsOnEveryDepth(depth: ColorDepth) {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 12, height: 3), collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.backgroundConfiguration = BackgroundConfiguration.clear()
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: collectionView, width: 12, height: 3)
        screen.render()
        #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
        // The clear background stays clear; the focus is drawn over it in reverse video, which
        // every depth shows (the palette keeps reverse on monochrome).
        // (A sidebar list starts one row down.)
        #expect(screen.lines[1].hasPrefix("  One"))
        let focused = screen.canvas[x: 2, y: 1].style
        let other = screen.canvas[x: 2, y: 2].style
        #expect(focused.attributes.contains(.reverse))
        #expect(!other.attributes.contains(.reverse))
        let palette = Palette.standard(for: depth)
        #expect(palette.resolve(focused).attributes.contains(.reverse))
        #expect(palette.resolve(focused) != palette.resolve(other))
    }
}
