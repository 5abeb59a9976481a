import CollectionCore
import Foundation

/// "Mountains Search", written as a UIKit view controller: a search bar pinned above a grid
/// with anchors; the search bar's delegate applies a filtered snapshot (animated) on every key,
/// so the grid narrows as you type.
///
/// Keys: the search bar takes the keys on entry; ↓ (or Enter) goes to the grid, `/` comes back
/// to the search bar, Escape clears the search (and goes back when it is empty).
final class MountainsViewController: ViewController {
    enum Section: CaseIterable {
        case main
    }

    let mountainsController = MountainsController()
    // The demo has a search row of its own called `SearchBar`: this is the library's.
    let searchBar = CollectionUI.SearchBar(frame: .zero)
    let emptyLabel = Label()
    private(set) var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Section, MountainsController.Mountain>!
    /// The filter of the last snapshot applied.
    private(set) var nameFilter: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mountains Search"
        configureHierarchy()
        configureDataSource()
        performQuery(with: nil)
        searchBar.becomeFirstResponder()
    }

    /// A grid whose column count follows the width: three columns on a phone-sized screen, four
    /// on a wider one (the layout is written in points).
    private func createLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = contentSize.width > 800 ? 4 : 3
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(34)),
                subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 17
            section.contentInsets = DirectionalEdgeInsets(top: 17, leading: 4, bottom: 17, trailing: 12)
            return section
        }
    }

    private func configureHierarchy() {
        view.backgroundColor = .systemBackground
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.pointScale = .standard
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        collectionView.isKeyView = false
        searchBar.delegate = self
        searchBar.placeholder = "Search mountains"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.isHidden = true
        for subview in [collectionView!, searchBar, emptyLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            searchBar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            searchBar.topAnchor.constraint(equalTo: guide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            emptyLabel.centerXAnchor.constraint(equalTo: collectionView.centerXAnchor),
            emptyLabel.topAnchor.constraint(equalTo: collectionView.topAnchor, constant: 2),
            emptyLabel.widthAnchor.constraint(lessThanOrEqualTo: collectionView.widthAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<MountainCell, MountainsController.Mountain> { cell, indexPath, mountain in
            cell.nameLabel.text = mountain.name
            cell.heightLabel.text = mountain.formattedHeight
        }
        dataSource = CollectionViewDiffableDataSource<Section, MountainsController.Mountain>(collectionView: collectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, mountain: MountainsController.Mountain) -> CollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: mountain)
        }
    }

    /// Applies the mountains matching `filter`, animating the change.
    func performQuery(with filter: String?) {
        nameFilter = filter
        let mountains = mountainsController.filteredMountains(with: filter)
        var snapshot = DiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(mountains)
        dataSource.apply(snapshot, animatingDifferences: true)
        emptyLabel.text = traitCollection.glyphSet.symbols("No mountain matches “") + (filter ?? "") + traitCollection.glyphSet.symbols("”")
        emptyLabel.isHidden = !mountains.isEmpty
    }

    /// The number of mountains shown.
    var shownCount: Int { dataSource.snapshot().numberOfItems }

    /// Gives the keys to the grid, which shows its focus.
    func focusGrid() {
        searchBar.resignFirstResponder()
        collectionView.isKeyView = true
        view.setNeedsDisplay()
    }

    /// Gives the keys back to the search bar.
    func focusSearchBar() {
        collectionView.isKeyView = false
        searchBar.becomeFirstResponder()
        view.setNeedsDisplay()
    }

    /// The screen's keys, listed by its hints and help: while the search bar has the keys, ↓
    /// and Tab go to the grid (when it shows a mountain; the key is taken either way); else `/`
    /// searches, Esc clears the query, and ↑ on the grid's top row (after the grid's own use of
    /// ↑ moved nothing) goes back to the search bar.
    override var keyCommands: [KeyCommand]? {
        let commands: [KeyCommand?]
        if searchBar.isFirstResponder {
            let results = { @MainActor [weak self] in
                guard let self, shownCount > 0 else { return }
                focusGrid()
            }
            commands = [KeyCommand(.down, title: "Results", discoverabilityTitle: nil, attributes: .hidden, action: results),
                        KeyCommand(.tab, title: "Results", discoverabilityTitle: nil, attributes: .hidden, action: results)]
        } else {
            let up = KeyCommand(.up, title: "Search", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in
                self?.focusSearchBar()
            }
            up?.wantsPriorityOverSystemBehavior = false
            let hasQuery = !(nameFilter ?? "").isEmpty
            commands = [KeyCommand(.character("/"), title: "Search", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in
                            self?.focusSearchBar()
                        },
                        hasQuery ? KeyCommand(.escape, title: "Clear", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in
                            guard let self else { return }
                            searchBarCancelButtonClicked(searchBar)
                            focusSearchBar()
                        } : nil,
                        up]
        }
        return commands.compactMap { $0 }
    }
}

extension MountainsViewController: SearchBarDelegate {
    func searchBar(_ searchBar: CollectionUI.SearchBar, textDidChange searchText: String) {
        // Escape clears a query; with nothing to clear it goes back.
        searchBar.setShowsCancelButton(!searchText.isEmpty, animated: true)
        performQuery(with: searchText)
    }

    func searchBarSearchButtonClicked(_ searchBar: CollectionUI.SearchBar) {
        if shownCount > 0 { focusGrid() }
    }

    func searchBarCancelButtonClicked(_ searchBar: CollectionUI.SearchBar) {
        searchBar.text = ""
        searchBar.setShowsCancelButton(false, animated: true)
        performQuery(with: nil)
    }
}

extension MountainsViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

extension MountainsViewController: SampleScreenKeys {
    private var isSearching: Bool { searchBar.isFirstResponder }
    private var hasQuery: Bool { !(nameFilter ?? "").isEmpty }

    /// While the search bar has the keys, every printable key is typed (`q` and `?` too).
    var capturesKeys: Bool { isSearching }

    var keyHints: [KeyHint] {
        if isSearching {
            // ↓ and Enter go to the grid, so they are offered only while it shows a mountain.
            var hints = shownCount > 0 ? keyCommandHint(.down) + [KeyHint("Enter", "Done")] : []
            hints.append(hasQuery ? KeyHint("Esc", "Clear") : KeyHint("Esc", "Back"))
            return hints
        }
        return [KeyHint("↑↓←→", "Move")] + keyCommandHint(.character("/")) + keyCommandHint(.escape)
    }

    /// The grid's keys (the help shows only while the grid has the keys: the search bar takes
    /// `?` as text).
    var helpHints: [KeyHint] {
        var hints = [KeyHint("/", "Search: type to filter the grid"), KeyHint("↑ ↓ ← →", "Move in the grid (↑ on the top row: search)"),
                     KeyHint("PgUp PgDn", "Move a screen")]
        if hasQuery { hints.append(KeyHint("Esc", "Clear the search")) }
        return hints
    }
}
