import CollectionCore
import Foundation

// The sample's "Outlines > Emoji Explorer - List", written as UIKit code is written, with the
// UI/NS prefixes dropped. Hand edits beyond the prefixes are marked HAND EDIT.

/// The emoji the explorer lists (our own small set, in the shape of the sample's model).
struct Emoji: Hashable {
    enum Category: CaseIterable, CustomStringConvertible {
        case smileys, nature, food, activities, travel

        var description: String {
            switch self {
            case .smileys: return "Smileys"
            case .nature: return "Nature"
            case .food: return "Food"
            case .activities: return "Activities"
            case .travel: return "Travel"
            }
        }

        var emojis: [Emoji] {
            switch self {
            case .smileys: return [Emoji("😀", "Grinning", self), Emoji("😂", "Tears of Joy", self), Emoji("🤔", "Thinking", self)]
            case .nature: return [Emoji("🐶", "Dog", self), Emoji("🌵", "Cactus", self), Emoji("🦉", "Owl", self)]
            case .food: return [Emoji("🍎", "Apple", self), Emoji("🍜", "Noodles", self), Emoji("☕", "Coffee", self)]
            case .activities: return [Emoji("⚽", "Soccer", self), Emoji("🎨", "Art", self)]
            case .travel: return [Emoji("🚄", "Train", self), Emoji("🗼", "Tower", self)]
            }
        }
    }

    let text: String
    let title: String
    let category: Category
    private let identifier = UUID()

    init(_ text: String, _ title: String, _ category: Category) {
        self.text = text
        self.title = title
        self.category = category
    }
}

/// The detail screen an emoji opens: the emoji and its name.
final class EmojiDetailViewController: ViewController {
    let emoji: Emoji

    init(with emoji: Emoji) {
        self.emoji = emoji
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = emoji.title
        view.backgroundColor = .systemBackground
        let emojiLabel = Label()
        emojiLabel.translatesAutoresizingMaskIntoConstraints = false
        emojiLabel.text = emoji.text + "  " + emoji.title
        emojiLabel.font = Font.preferredFont(forTextStyle: .largeTitle)
        view.addSubview(emojiLabel)
        NSLayoutConstraint.activate([
            emojiLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            emojiLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// "Emoji Explorer - List": every emoji in an inset grouped list, a section per category (the
/// categories applied in reverse, each as a section snapshot); selecting one pushes its detail.
final class EmojiExplorerListViewController: ViewController {
    typealias Section = Emoji.Category

    struct Item: Hashable {
        let title: String
        let emoji: Emoji
        init(emoji: Emoji, title: String) {
            self.emoji = emoji
            self.title = title
        }
        private let identifier = UUID()
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureNavItem()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let indexPath = self.collectionView.indexPathsForSelectedItems?.first {
            if let coordinator = self.transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in
                    self.collectionView.deselectItem(at: indexPath, animated: true)
                }, completion: { context in
                    if context.isCancelled {
                        self.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                    }
                })
            } else {
                self.collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }
}

extension EmojiExplorerListViewController {
    func configureNavItem() {
        navigationItem.title = "Emoji Explorer - List"
        navigationItem.largeTitleDisplayMode = .always
    }

    func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func createLayout() -> CollectionViewLayout {
        let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Emoji> { cell, indexPath, emoji in
            var contentConfiguration = ListContentConfiguration.valueCell()
            contentConfiguration.text = emoji.text
            contentConfiguration.secondaryText = String(describing: emoji.category)
            cell.contentConfiguration = contentConfiguration
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, item: Item) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item.emoji)
        }
    }

    func applyInitialSnapshots() {
        for category in Emoji.Category.allCases.reversed() {
            var sectionSnapshot = DiffableDataSourceSectionSnapshot<Item>()
            let items = category.emojis.map { Item(emoji: $0, title: String(describing: category)) }
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: false)
        }
    }
}

extension EmojiExplorerListViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let emoji = self.dataSource.itemIdentifier(for: indexPath)?.emoji else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }
        let detailViewController = EmojiDetailViewController(with: emoji)
        self.navigationController?.pushViewController(detailViewController, animated: true)
    }
}
