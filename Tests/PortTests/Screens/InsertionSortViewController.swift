import CollectionCore
import CollectionExamples
import Foundation

// The sample's "Diffable Data Source > Insertion Sort", written as UIKit code is written, with
// the UI/NS prefixes dropped. Hand edits beyond the prefixes are marked HAND EDIT.

// The sample's `InsertionSortArray` (the rows and their sort step) is the app's model, shared
// with the demo's screen: CollectionExamples' InsertionSortArray. Its HAND EDITs (the class on
// the main actor with `nonisolated` `==` and `hash(into:)`, the shuffle taking a generator) are
// documented there and in PortingFromUIKit.

/// "Insertion Sort": rows of coloured cells, each sorted one insertion per step; every step is
/// one animated snapshot apply. The bar button starts and stops the sort; once every row is
/// sorted the screen waits a second and starts again on new rows.
final class InsertionSortViewController: ViewController {
    static let nodeSize = CGSize(width: 16, height: 34)

    var insertionCollectionView: CollectionView! = nil
    var dataSource: CollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>! = nil
    var isSorting = false
    // HAND EDIT: the sample chains `DispatchQueue.main.asyncAfter`; a RunLoopTimer is the same
    // schedule on the application loop's clock, which a test can move.
    private var sortTimer: RunLoopTimer?
    private var generator: SeededGenerator

    init(seed: UInt64 = 7) {
        generator = SeededGenerator(seed: seed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Insertion Sort Visualizer"
        configureHierarchy()
        configureDataSource()
        // HAND EDIT: no `target:action:` selectors on Linux: the item runs an Action, and a
        // terminal needs a key for it.
        let sortButton = BarButtonItem(title: isSorting ? "Stop" : "Sort", primaryAction: Action { [weak self] _ in
            self?.toggleSort()
        })
        sortButton.keyEquivalent = .character("s")
        navigationItem.rightBarButtonItem = sortButton
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isSorting { toggleSort() }
    }

    func toggleSort() {
        isSorting.toggle()
        sortTimer?.invalidate()
        sortTimer = nil
        if isSorting {
            sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { [weak self] timer in
                guard let self else { return timer.invalidate() }
                self.performSortStep()
            }
        }
        navigationItem.rightBarButtonItem?.title = isSorting ? "Stop" : "Sort"
    }

    func performSortStep() {
        guard isSorting else { return }
        var sectionCountNeedingSort = 0
        // The snapshot the screen shows now; each unsorted row takes one step.
        var updatedSnapshot = dataSource.snapshot()
        for section in updatedSnapshot.sectionIdentifiers where !section.isSorted {
            section.sortNext()
            let items = section.values
            updatedSnapshot.deleteItems(items)
            updatedSnapshot.appendItems(items, toSection: section)
            sectionCountNeedingSort += 1
        }
        if sectionCountNeedingSort > 0 {
            dataSource.apply(updatedSnapshot)
        } else {
            // Every row is sorted: show it for a second, then start again on new rows.
            sortTimer?.invalidate()
            let bounds = insertionCollectionView.bounds
            sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { [weak self] _ in
                guard let self, self.isSorting else { return }
                self.dataSource.apply(self.randomizedSnapshot(for: bounds), animatingDifferences: false)
                self.sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { [weak self] timer in
                    guard let self else { return timer.invalidate() }
                    self.performSortStep()
                }
            }
        }
    }

    func layout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = Int(contentSize.width / InsertionSortViewController.nodeSize.width)
            let rowHeight = InsertionSortViewController.nodeSize.height
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight))
            let item = CollectionLayoutItem(layoutSize: size)
            let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            return section
        }
        return layout
    }

    func configureHierarchy() {
        insertionCollectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout())
        insertionCollectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertionCollectionView.backgroundColor = .black
        view.addSubview(insertionCollectionView)
    }

    func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewCell, InsertionSortArray.SortNode> { cell, indexPath, sortNode in
            cell.backgroundColor = sortNode.color
        }
        dataSource = CollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>(collectionView: insertionCollectionView) {
            (collectionView: CollectionView, indexPath: IndexPath, node: InsertionSortArray.SortNode) -> CollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: node)
        }
        let bounds = insertionCollectionView.bounds
        let snapshot = randomizedSnapshot(for: bounds)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// As many rows and columns of nodes as fit in `bounds`.
    func randomizedSnapshot(for bounds: CGRect) -> DiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode> {
        var snapshot = DiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
        let (rowCount, columnCount) = gridSize(for: bounds)
        for _ in 0..<rowCount {
            let section = InsertionSortArray(count: columnCount, using: &generator)
            snapshot.appendSections([section])
            snapshot.appendItems(section.values)
        }
        return snapshot
    }
}

extension InsertionSortViewController {
    /// How many rows and columns of nodes fit in `bounds`.
    func gridSize(for bounds: CGRect) -> (rows: Int, columns: Int) {
        return (Int(bounds.height / InsertionSortViewController.nodeSize.height), Int(bounds.width / InsertionSortViewController.nodeSize.width))
    }
}
