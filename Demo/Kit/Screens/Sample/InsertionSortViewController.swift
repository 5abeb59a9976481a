import CollectionCore
import CollectionExamples
import Foundation

/// "Insertion Sort", written as a UIKit view controller (after Apple's "Insertion Sort
/// Visualizer"): as many rows of 16 × 34-point coloured nodes as fit (two columns by two rows
/// each), every row sorted one insertion per step; each step is one animated snapshot apply.
/// The navigation bar's Sort button (`s`, or Space) starts a ``RunLoopTimer`` of 125 ms and Stop
/// ends it; once every row is sorted the screen waits a second and starts again on new rows.
/// Enter takes one step (stopping the sort first), `r` shuffles new rows.
final class InsertionSortViewController: ViewController {
    static let nodeSize = CGSize(width: 16, height: 34)

    private(set) var insertionCollectionView: CollectionView! = nil
    private(set) var dataSource: CollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>! = nil
    private(set) var isSorting = false
    private var sortTimer: RunLoopTimer?
    private var generator: SeededGenerator

    /// A screen whose rows are shuffled from `seed` (the same rows every run).
    init(seed: UInt64 = 42) {
        generator = SeededGenerator(seed: seed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Insertion Sort"
        configureHierarchy()
        configureDataSource()
        let sortButton = BarButtonItem(title: isSorting ? "Stop" : "Sort", primaryAction: Action { [weak self] _ in
            self?.toggleSort()
        })
        sortButton.keyEquivalent = .character("s")
        navigationItem.rightBarButtonItem = sortButton
    }

    /// Makes the rows again when the view holds another number of them: after a resize, and
    /// when the screen was made before the stack had a size (`demo --screen`), so that the
    /// view began 80 × 24.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = insertionCollectionView.bounds
        let snapshot = dataSource.snapshot()
        let (rowCount, columnCount) = gridSize(for: bounds)
        if snapshot.numberOfSections != rowCount || (rowCount > 0 && snapshot.sectionIdentifiers.first?.values.count != columnCount) {
            dataSource.apply(randomizedSnapshot(for: bounds), animatingDifferences: false)
        }
    }

    /// Starts or stops the sort, and names the other in the bar button.
    func toggleSort() {
        isSorting.toggle()
        sortTimer?.invalidate()
        sortTimer = nil
        if isSorting { startTimer() }
        navigationItem.rightBarButtonItem?.title = isSorting ? "Stop" : "Sort"
    }

    private func startTimer() {
        sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { [weak self] timer in
            // A screen that went away stops its timer (the loop then sleeps again).
            guard let self else { return timer.invalidate() }
            self.performSortStep()
        }
    }

    /// One step by hand (Enter): the sort stops if it runs, then one insertion in every unsorted
    /// row; when every row is sorted, new rows instead.
    func stepOnce() {
        if isSorting { toggleSort() }
        if !applySortStep() { shuffle() }
    }

    /// New rows at once (`r`); a running sort goes on with them.
    func shuffle() {
        dataSource.apply(randomizedSnapshot(for: insertionCollectionView.bounds), animatingDifferences: false)
        if isSorting {
            // The wait before new rows may be under way: the sort starts again on these.
            sortTimer?.invalidate()
            startTimer()
        }
    }

    /// One insertion in every unsorted row, applied as one snapshot; when none is left, new rows
    /// a second later.
    func performSortStep() {
        guard isSorting else { return }
        if !applySortStep() {
            sortTimer?.invalidate()
            sortTimer = RunLoopTimer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { [weak self] _ in
                guard let self, self.isSorting else { return }
                self.dataSource.apply(self.randomizedSnapshot(for: self.insertionCollectionView.bounds), animatingDifferences: false)
                self.startTimer()
            }
        }
    }

    /// One insertion in every unsorted row, applied as one snapshot; `false` when every row
    /// was sorted already.
    private func applySortStep() -> Bool {
        var sectionCountNeedingSort = 0
        var updatedSnapshot = dataSource.snapshot()
        for section in updatedSnapshot.sectionIdentifiers where !section.isSorted {
            section.sortNext()
            let items = section.values
            updatedSnapshot.deleteItems(items)
            updatedSnapshot.appendItems(items, toSection: section)
            sectionCountNeedingSort += 1
        }
        guard sectionCountNeedingSort > 0 else { return false }
        dataSource.apply(updatedSnapshot)
        return true
    }

    private func layout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = Int(contentSize.width / InsertionSortViewController.nodeSize.width)
            let rowHeight = InsertionSortViewController.nodeSize.height
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight))
            let item = CollectionLayoutItem(layoutSize: size)
            let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: max(1, columns))
            return CollectionLayoutSection(group: group)
        }
    }

    private func configureHierarchy() {
        insertionCollectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout())
        insertionCollectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertionCollectionView.backgroundColor = .black
        insertionCollectionView.pointScale = .standard
        // Each step's move is over before the next tick (a new apply would cut it short).
        insertionCollectionView.animationSettings.duration = .milliseconds(100)
        view.addSubview(insertionCollectionView)
    }

    private func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<SortNodeCell, InsertionSortArray.SortNode> { cell, _, sortNode in
            cell.backgroundColor = sortNode.color
            cell.node = sortNode
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: insertionCollectionView) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: node)
        }
        dataSource.apply(randomizedSnapshot(for: insertionCollectionView.bounds), animatingDifferences: false)
    }

    /// How many rows and columns of nodes fit in `bounds` (in points, as the node size is: the
    /// collection view's layout reads points).
    private func gridSize(for bounds: CGRect) -> (rows: Int, columns: Int) {
        (Int(bounds.height / Self.nodeSize.height), Int(bounds.width / Self.nodeSize.width))
    }

    private func randomizedSnapshot(for bounds: CGRect) -> DiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode> {
        var snapshot = DiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
        let (rowCount, columnCount) = gridSize(for: bounds)
        for _ in 0..<rowCount {
            let section = InsertionSortArray(count: columnCount, using: &generator)
            snapshot.appendSections([section])
            snapshot.appendItems(section.values)
        }
        return snapshot
    }

    /// Space starts and stops as the Sort button does, Enter steps, `r` shuffles: before the
    /// grid's own use of Space and Enter, and listed by the help only.
    override var keyCommands: [KeyCommand]? {
        [KeyCommand(.space, title: "Sort or pause", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in self?.toggleSort() },
         KeyCommand(.enter, title: "Step", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in self?.stepOnce() },
         KeyCommand(.character("r"), title: "Shuffle", discoverabilityTitle: nil, attributes: .hidden) { [weak self] in self?.shuffle() }]
            .compactMap { $0 }
    }
}

extension InsertionSortViewController: SampleScreenKeys {
    /// None of its own: the navigation bar's Sort button lists `s` itself.
    var keyHints: [KeyHint] { [] }

    var helpHints: [KeyHint] {
        [KeyHint("s", isSorting ? "Stop the sort" : "Sort: one insertion in every row each 125 ms, one apply per step"),
         KeyHint("Space", isSorting ? "Pause (as s)" : "Sort or go on (as s)"),
         KeyHint("Enter", "Step: one insertion in every row (pauses the sort)"),
         KeyHint("r", "Shuffle: new rows")]
    }

}

/// A node of the sort: its colour, as the sample draws it, and (the demo's addition, not the
/// sample's) a glyph for its value drawn in that same colour, so that it is invisible wherever
/// the colour shows and the order still reads under NO_COLOR and on monochrome terminals.
final class SortNodeCell: CollectionViewCell {
    /// The node shown.
    var node: InsertionSortArray.SortNode? { didSet { setNeedsDisplay() } }

    /// Eight shapes from light to dense, one per eighth of the values (ASCII, so they draw the
    /// same under the ASCII glyph set).
    private static let ramp: [Character] = ["_", ".", "-", "=", "+", "*", "#", "@"]

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let node else { return }
        let bucket = min(Self.ramp.count - 1, max(0, node.value * Self.ramp.count / max(1, node.maxValue + 1)))
        canvas.fill(rect, with: Self.ramp[bucket], style: Style(foreground: node.color, background: node.color))
    }
}
