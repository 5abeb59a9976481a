import CollectionCore
import Foundation

/// Screen 7, after Apple's "Insertion Sort Visualization": rows of coloured cells, each row a
/// section, sorted by hue one insertion-sort step per timer tick; every step is a snapshot
/// apply (a move of one item, animated: the cell slides to its place). Space pauses and
/// resumes, `s` shuffles.
public final class InsertionSortScreen: CollectionScreen, DemoScreen, TickingScreen {
    /// A coloured cell: its identity is `id`, its place in the sort is `value`.
    public struct Node: Hashable, Sendable, Identifiable {
        public var id: Int
        public var value: Int
    }

    /// One row being sorted: the values and how far the sort has got.
    public struct Row: Sendable {
        public var nodes: [Node]
        /// Items before this index are sorted.
        public var sortedCount = 1
        /// Where the item being inserted currently is (during a pass).
        public var cursor: Int?
        public var isSorted: Bool { sortedCount >= nodes.count && cursor == nil }
    }

    /// The number of colours per row.
    public static let columns = 24
    public private(set) var rows: [Row] = []
    public let dataSource: CollectionViewDiffableDataSource<Int, Node>
    /// Whether ticks advance the sort. The status line and the Space hint show it, so a change
    /// asks for a redraw (the tick that finds the sort done stops it with no apply).
    public var isRunning = true {
        didSet { if isRunning != oldValue { setNeedsDisplay() } }
    }
    private var generator: SeededGenerator

    public init(rows rowCount: Int = 8, seed: UInt64 = 42) {
        generator = SeededGenerator(seed: seed)
        let layout = CollectionViewCompositionalLayout { _, environment in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(InsertionSortScreen.columns)), heightDimension: .fractionalHeight(1)))
            // On a tall terminal the rows grow into bar charts (up to 4 rows each) instead of
            // leaving most of the screen empty; one row each when there is no room.
            let height = environment.container.contentSize.height
            let rowHeight = max(1, min(4, (height / CGFloat(max(1, rowCount))).rounded(.down) - 1))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                subitem: item, count: InsertionSortScreen.columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
            _ = environment
            return section
        }
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<ColorCell, Node> { cell, _, node in
            cell.colorIndex = InsertionSortScreen.color(for: node.value)
            cell.bar = InsertionSortScreen.bar(for: node.value)
            cell.level = Double(node.value + 1) / Double(InsertionSortScreen.columns)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
        }
        super.init(collectionView: collectionView)
        // Each tick's move animates within the tick (a new apply would cut a longer one short).
        collectionView.animationSettings.duration = .milliseconds(50)
        collectionView.allowsSelection = false
        headerHeight = 2
        shuffle(rows: rowCount)
    }

    /// New random rows (deterministic for a seed).
    public func shuffle(rows rowCount: Int? = nil) {
        let count = rowCount ?? rows.count
        var nextID = 0
        rows = (0..<count).map { _ in
            var values = Array(0..<Self.columns)
            values.shuffle(using: &generator)
            defer { nextID += Self.columns }
            return Row(nodes: values.enumerated().map { Node(id: nextID + $0.offset, value: $0.element) })
        }
        applyRows(animating: false)
    }

    /// One step of insertion sort in every row: the item being inserted moves one place left,
    /// or the next pass starts. Returns whether anything changed.
    @discardableResult
    public func step() -> Bool {
        var changed = false
        for index in rows.indices where !rows[index].isSorted {
            var row = rows[index]
            let position = row.cursor ?? row.sortedCount
            if position > 0, row.nodes[position - 1].value > row.nodes[position].value {
                row.nodes.swapAt(position - 1, position)
                row.cursor = position - 1
            } else {
                row.cursor = nil
                row.sortedCount += 1
                if row.sortedCount < row.nodes.count { row.cursor = row.sortedCount }
            }
            rows[index] = row
            changed = true
        }
        if changed { applyRows(animating: true) }
        return changed
    }

    /// Whether every row is sorted.
    public var isSorted: Bool { rows.allSatisfy(\.isSorted) }

    private func applyRows(animating: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, Node>()
        snapshot.appendSections(Array(rows.indices))
        for (index, row) in rows.enumerated() { snapshot.appendItems(row.nodes, toSection: index) }
        dataSource.apply(snapshot, animatingDifferences: animating)
        setNeedsDisplay()
    }

    /// A hue ramp around the colour wheel in the xterm 6×6×6 cube: red, yellow, green, cyan,
    /// blue, magenta (4 steps each).
    static func color(for value: Int) -> UInt8 {
        let step = value * 24 / columns
        let segment = step / 4, t = (step % 4) * 5 / 4 + (step % 4 == 0 ? 0 : 1)
        let (r, g, b): (Int, Int, Int)
        switch segment {
        case 0: (r, g, b) = (5, t, 0)
        case 1: (r, g, b) = (5 - t, 5, 0)
        case 2: (r, g, b) = (0, 5, t)
        case 3: (r, g, b) = (0, 5 - t, 5)
        case 4: (r, g, b) = (t, 0, 5)
        default: (r, g, b) = (5, 0, 5 - t)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    /// A block from ▁ to █ that grows with the value (`.` to `@` in ASCII).
    static func bar(for value: Int) -> Character {
        let blocks = GlyphSet.current.bars
        return blocks[min(blocks.count - 1, max(0, value * blocks.count / columns))]
    }

    public var tickInterval: Duration { .milliseconds(60) }

    public func tick() {
        guard isRunning else { return }
        if !step() {
            isRunning = false
        }
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        let done = rows.filter(\.isSorted).count
        let status = isSorted ? "Sorted." : isRunning ? "Sorting: one insertion-sort step per tick, one apply per step." : "Paused."
        canvas.draw(" \(status)  \(done)/\(rows.count) rows done", in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                    style: Style(foreground: isSorted ? .tint : .secondaryLabel, attributes: isSorted ? .bold : []))
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        switch event {
        case .space:
            if isSorted { shuffle() }
            isRunning.toggle()
        case .character("s"):
            shuffle()
            isRunning = true
        case .enter:
            step()
        default:
            return super.handle(event)
        }
        setNeedsDisplay()
        return true
    }

    /// Centres the content on a terminal taller than it (120 x 40 left most rows empty).
    public override func layoutSubviews() {
        super.layoutSubviews()
        centreContentVertically()
    }

    public var navigationTitle: String { "Insertion Sort" }

    public var keyHints: [KeyHint] { [KeyHint("Space", isRunning ? "Pause" : "Run"), KeyHint("s", "Shuffle"), KeyHint("Enter", "Step")] }

    public var helpHints: [KeyHint] {
        [KeyHint("Space", "Pause or resume the sort"), KeyHint("Enter", "One step by hand"), KeyHint("s", "Shuffle every row and start again")]
    }
}

/// A cell filled with one colour of the 256-colour palette.
final class ColorCell: CollectionViewCell {
    var colorIndex: UInt8 = 0 { didSet { setNeedsDisplay() } }
    /// A block whose height also shows the value (for monochrome terminals).
    var bar: Character = "█" { didSet { setNeedsDisplay() } }
    /// The value as a share of the largest (0 to 1): how high the bar of a taller cell reaches.
    var level = 1.0 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let style = Style(foreground: .indexed(colorIndex), background: .background)
        guard rect.height > 1 else {
            canvas.fill(rect, with: bar, style: style)
            return
        }
        // A bar chart column: whole blocks from the bottom, the top one partly filled.
        let blocks = GlyphSet.current.bars
        let rows = Int(rect.height)
        var eighths = max(1, Int((level * Double(rows * blocks.count)).rounded(.up)))
        for row in (0..<rows).reversed() {
            let y = rect.minY + CGFloat(row)
            let line = CGRect(x: rect.minX, y: y, width: rect.width, height: 1)
            if eighths <= 0 {
                canvas.fill(line, style: Style(background: .background))
            } else {
                canvas.fill(line, with: blocks[min(blocks.count, eighths) - 1], style: style)
            }
            eighths -= blocks.count
        }
    }
}

/// A small deterministic random number generator (SplitMix64), so that shuffles repeat.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
