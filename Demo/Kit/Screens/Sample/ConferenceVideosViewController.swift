import CollectionCore
import Foundation

/// "Conference Videos", written as a UIKit view controller: a row of video cards per
/// collection of talks, each row scrolling sideways (an orthogonal section) under a title
/// header; the cards are ``ConferenceVideoCell``s and the headers
/// ``TitleSupplementaryView``s, both made of labels pinned with anchors.
final class ConferenceVideosViewController: ViewController {
    static let titleElementKind = "title-element-kind"

    let videosController = ConferenceVideoController()
    private var dataSource: CollectionViewDiffableDataSource<ConferenceVideoController.VideoCollection,
                                                              ConferenceVideoController.Video>!
    private var currentSnapshot: DiffableDataSourceSnapshot<ConferenceVideoController.VideoCollection,
                                                           ConferenceVideoController.Video>!
    private(set) var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Conference Videos"
        configureHierarchy()
        configureDataSource()
    }

    /// Cards of six rows (102 points), under three columns wide on a wide screen and under two
    /// on a narrow one, so the next card shows at the edge; written in points.
    private func createLayout() -> CollectionViewLayout {
        let sectionProvider = { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = CollectionLayoutItem(layoutSize: itemSize)
            let groupFractionalWidth: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 800 ? 0.3 : 0.45
            let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(groupFractionalWidth), heightDimension: .absolute(102))
            let group = CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 16
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 17, trailing: 8)
            let titleSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(17))
            let titleSupplementary = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: titleSize, elementKind: ConferenceVideosViewController.titleElementKind, alignment: .top)
            section.boundarySupplementaryItems = [titleSupplementary]
            return section
        }
        let config = CollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 0
        return CollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
    }

    private func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.pointScale = .standard
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<ConferenceVideoCell, ConferenceVideoController.Video> {
            cell, indexPath, video in
            cell.titleLabel.text = video.title
            cell.categoryLabel.text = video.category
            cell.imageView.image = Image(systemName: "play.fill")
        }
        dataSource = CollectionViewDiffableDataSource<ConferenceVideoController.VideoCollection, ConferenceVideoController.Video>(
            collectionView: collectionView) { (collectionView: CollectionView, indexPath: IndexPath,
                                               video: ConferenceVideoController.Video) -> CollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: video)
        }
        let supplementaryRegistration = CollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: ConferenceVideosViewController.titleElementKind) { [weak self] supplementaryView, elementKind, indexPath in
            guard let self else { return }
            let videoCategory = currentSnapshot.sectionIdentifiers[indexPath.section]
            supplementaryView.label.text = videoCategory.title
        }
        dataSource.supplementaryViewProvider = { [weak self] view, kind, index in
            self?.collectionView.dequeueConfiguredReusableSupplementary(using: supplementaryRegistration, for: index)
        }
        currentSnapshot = DiffableDataSourceSnapshot<ConferenceVideoController.VideoCollection, ConferenceVideoController.Video>()
        for collection in videosController.collections {
            currentSnapshot.appendSections([collection])
            currentSnapshot.appendItems(collection.videos)
        }
        dataSource.apply(currentSnapshot, animatingDifferences: false)
    }
}

extension ConferenceVideosViewController: SampleScreenKeys {
    var keyHints: [KeyHint] { [KeyHint("↑↓", "Rows"), KeyHint("←→", "Videos"), KeyHint("Tab", "Next row")] }

    var helpHints: [KeyHint] {
        var hints = [KeyHint("↑ ↓", "Move between the rows of videos"), KeyHint("← →", "Move along a row (it scrolls sideways)"),
                     KeyHint("Tab", "Next row")]
        if (collectionView.focusedIndexPath?.section ?? 0) > 0 { hints.append(KeyHint("Shift-Tab", "Previous row")) }
        return hints + [KeyHint("PgUp PgDn", "Move a screen")]
    }
}
