import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Self-sizing across the width: items whose compositional width is `.estimated` take the width
/// their cell needs (`preferredLayoutAttributesFitting(_:)`), as UIKit's tag chips do.
@MainActor
@Suite struct CollectionViewSelfSizingWidthTests {
    /// A tag: a label pinned one column in from the content view's sides, as UIKit code pins one.
    final class TagCell: CollectionViewCell {
        let label = Label()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1),
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    nonisolated static let tags = ["swift", "a longer tag", "ui", "terminal cells"]

    /// A collection view of `tags` in `section`'s layout, rendered once (which sizes the cells).
    @MainActor final class TagList {
        let view: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>
        let pilot: Pilot

        init(_ section: CollectionLayoutSection, width: Int = 60) {
            let layout = CollectionViewCompositionalLayout(section: section)
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 6), collectionViewLayout: layout)
            let registration = CollectionView.CellRegistration<TagCell, String> { cell, _, tag in
                cell.label.text = tag
            }
            dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, tag in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(CollectionViewSelfSizingWidthTests.tags)
            dataSource.apply(snapshot, animatingDifferences: false)
            pilot = Pilot(root: view, width: width, height: 6)
        }

        var frames: [CGRect] {
            (0..<CollectionViewSelfSizingWidthTests.tags.count).compactMap {
                view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
            }
        }
    }

    @Test func tagsInACarouselTakeTheWidthTheirLabelsNeed() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(8), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .estimated(8), heightDimension: .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 1
        let list = TagList(section)
        let frames = list.frames
        // Each tag is its text plus a column on each side, one column apart.
        #expect(frames.map(\.width) == Self.tags.map { CGFloat($0.count + 2) })
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(right.minX == left.maxX + 1)
        }
        // On screen, each tag's text follows the one before it.
        #expect(list.pilot.lines[0].hasPrefix(" swift   a longer tag   ui   terminal cells "), "\(list.pilot.lines[0])")
    }

    @Test func aGroupOfEstimatedWidthsGrowsToItsItems() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(5), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .estimated(20), heightDimension: .absolute(1)),
            subitems: [item, item, item, item])
        let frames = TagList(CollectionLayoutSection(group: group)).frames
        #expect(frames.map(\.width) == Self.tags.map { CGFloat($0.count + 2) })
        #expect(frames.map(\.minX) == [0, 7, 21, 25])
    }

    @Test func aFractionalWidthIsKept() {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)), subitems: [item])
        #expect(TagList(CollectionLayoutSection(group: group)).frames.map(\.width) == [30, 30, 30, 30])
    }
}
