import CollectionCore
import Foundation

/// A cell for tests that draws `text` on its first row, prefixed with `>` when focused and `*`
/// when selected (space otherwise).
@MainActor
final class LabelCell: CollectionViewCell {
    var text = ""
    /// How often the cell was prepared for reuse.
    var reuses = 0

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let state = configurationState
        let marks = (state.isFocused ? ">" : " ") + (state.isSelected ? "*" : " ")
        canvas.draw(marks + text, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

/// A header view for tests that draws `title`.
@MainActor
final class TitleView: CollectionReusableView {
    var title = ""

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw("# " + title, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

/// A collection view with a diffable data source of strings in `LabelCell`s, recording which
/// items the cell provider configured.
@MainActor
final class StringCollection {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>

    init(layout: CollectionViewLayout, width: Int = 20, height: Int = 5) {
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in
            cell.text = item
        }
        let recorder = Recorder()
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            recorder.items.append(item)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        self.recorder = recorder
    }

    private let recorder: Recorder

    /// Items configured since the last call, in order.
    func takeConfigured() -> [String] {
        defer { recorder.items = [] }
        return recorder.items
    }

    @MainActor
    final class Recorder {
        var items: [String] = []
    }

    static func snapshot(_ sections: [(String, [String])]) -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// A plain list layout: one row per item, full width.
    static func listLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    /// A grid of `columns` columns of 1-row cells.
    static func gridLayout(columns: Int) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }
}
