import CollectionCore
import Foundation

/// The home screen: a sidebar-style outline of the demo's screens in groups, after the sidebar
/// of Apple's "Implementing Modern Collection Views". Enter (or a click) opens a screen.
public final class HomeScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
    public enum Item: Hashable, Sendable {
        case group(DemoScreenKind.Group)
        case screen(DemoScreenKind)
    }

    public let dataSource: CollectionViewDiffableDataSource<Int, Item>
    /// Called with the screen to open.
    public var onOpen: ((DemoScreenKind) -> Void)?
    private let productCount: Int

    public init(productCount: Int) {
        self.productCount = productCount
        let configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let groupRegistration = CollectionView.CellRegistration<CollectionViewListCell, DemoScreenKind.Group> { cell, _, group in
            var content = ListContentConfiguration.sidebarHeader()
            content.image = cell.traitCollection.glyphSet.decoration(group.symbol).map { Image($0) }
            content.text = group.rawValue
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let screenRegistration = CollectionView.CellRegistration<CollectionViewListCell, DemoScreenKind> { cell, _, kind in
            var content = ListContentConfiguration.valueCell()
            let glyphs = cell.traitCollection.glyphSet
            content.image = glyphs.decoration(kind.symbol).map { Image($0) }
            content.text = kind.title
            content.secondaryText = glyphs.symbols(kind.summary)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case let .group(group):
                collectionView.dequeueConfiguredReusableCell(using: groupRegistration, for: indexPath, item: group)
            case let .screen(kind):
                collectionView.dequeueConfiguredReusableCell(using: screenRegistration, for: indexPath, item: kind)
            }
        }
        super.init(collectionView: collectionView)
        headerHeight = 1
        collectionView.delegate = self
        var outline = DiffableDataSourceSectionSnapshot<Item>()
        for group in DemoScreenKind.Group.allCases {
            outline.append([.group(group)])
            outline.append(group.screens.map(Item.screen), to: .group(group))
        }
        outline.expand(DemoScreenKind.Group.allCases.map(Item.group))
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        // Start on the first screen, as a sidebar selection would.
        if let first = dataSource.indexPath(for: .screen(DemoScreenKind.allCases[0])) {
            collectionView.focusItem(at: first)
        }
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        switch dataSource.itemIdentifier(for: indexPath) {
        case let .screen(kind):
            onOpen?(kind)
        case let .group(group):
            var outline = dataSource.snapshot(for: 0)
            if outline.isExpanded(.group(group)) { outline.collapse([.group(group)]) } else { outline.expand([.group(group)]) }
            dataSource.apply(outline, to: 0, animatingDifferences: true)
            collectionView.focusItem(at: indexPath)
        case nil:
            break
        }
    }

    /// Whether the detail panel stands beside the list, full height (100 columns and wider),
    /// rather than under it.
    var detailBeside: Bool { bounds.width >= 100 && bounds.height >= 12 }

    /// The rows of the detail panel at the bottom (none on short screens or beside the list).
    var detailHeight: CGFloat { !detailBeside && bounds.height >= 18 ? 5 : 0 }

    /// The columns of the detail panel beside the list (none when it is under it).
    var detailWidth: CGFloat { detailBeside ? min(52, (bounds.width * 0.4).rounded(.down)) : 0 }

    /// The screen whose row has the focus.
    public var focusedKind: DemoScreenKind? {
        guard let focus = collectionView.focusedIndexPath, case let .screen(kind) = dataSource.itemIdentifier(for: focus) else { return nil }
        return kind
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        var frame = collectionView.frame
        frame.size.height = max(0, frame.height - detailHeight)
        frame.size.width = max(0, frame.width - detailWidth - (detailWidth > 0 ? 1 : 0))
        collectionView.frame = frame
    }

    /// The detail panel beside the list: the screen's name, group and summary, what it shows,
    /// and how to open it directly.
    private func drawDetailBeside(_ kind: DemoScreenKind, in rect: CGRect, canvas: inout Canvas) {
        let panel = CGRect(x: rect.maxX - detailWidth, y: rect.minY + headerHeight, width: detailWidth, height: rect.height - headerHeight)
        guard panel.width > 8, panel.height > 4 else { return }
        canvas.drawBox(panel, style: .separator)
        canvas.draw(" " + kind.title + " ", x: Int(panel.minX) + 2, y: Int(panel.minY), style: Style(foreground: .tint, attributes: .bold))
        let inner = panel.insetBy(dx: 2, dy: 1)
        var y = inner.minY
        func put(_ text: String, _ style: Style, lines: Int = 0) {
            guard y < inner.maxY else { return }
            let drawn = canvas.draw(text, in: CGRect(x: inner.minX, y: y, width: inner.width, height: inner.maxY - y), style: style,
                                    lineBreakMode: .byWordWrapping, numberOfLines: lines)
            y += CGFloat(drawn)
        }
        let glyphs = traitCollection.glyphSet
        put((glyphs.decoration(kind.symbol).map { $0 + " " } ?? "") + kind.title, Style(foreground: .label, attributes: .bold), lines: 1)
        put(glyphs.symbols(kind.group.rawValue + " · " + kind.summary), .secondaryLabel)
        y += 1
        put(kind.details, .label)
        y += 1
        put("Open it directly:", .secondaryLabel, lines: 1)
        put("demo --screen " + kind.rawValue, Style(foreground: .tint), lines: 1)
        // The keys that work everywhere, at the bottom of the panel.
        let everywhere = [(":", "jump to any screen or action"), ("?", "the keys of a screen"), ("Esc", "back"), ("q", "quit")]
        y = max(y + 1, inner.maxY - CGFloat(everywhere.count) - 1)
        put("Everywhere", Style(foreground: .label, attributes: .bold), lines: 1)
        for (key, text) in everywhere where y < inner.maxY {
            canvas.draw(key, x: Int(inner.minX), y: Int(y), style: Style(foreground: .tint, attributes: .bold))
            canvas.draw(text, in: CGRect(x: inner.minX + 4, y: y, width: max(0, inner.width - 4), height: 1), style: .secondaryLabel)
            y += 1
        }
    }

    public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        if detailBeside, let kind = focusedKind {
            drawDetailBeside(kind, in: rect, canvas: &canvas)
            return
        }
        guard detailHeight > 0, let kind = focusedKind, rect.width > 8 else { return }
        let panel = CGRect(x: rect.minX + 1, y: rect.maxY - detailHeight, width: rect.width - 2, height: detailHeight)
        canvas.drawBox(panel, style: .separator)
        let title = " " + kind.title + " "
        canvas.draw(title, x: Int(panel.minX) + 2, y: Int(panel.minY), style: Style(foreground: .tint, attributes: .bold))
        canvas.draw(kind.details, in: panel.insetBy(dx: 2, dy: 1), style: .secondaryLabel, lineBreakMode: .byWordWrapping,
                    numberOfLines: Int(detailHeight) - 2)
    }

    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        setNeedsDisplay()
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        canvas.draw(traitCollection.glyphSet.symbols(" Modern collection views, drawn in character cells · " + NumberFormat.count(productCount, "product")),
                    in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), style: .secondaryLabel)
    }

    public var navigationTitle: String { "TerminalCollectionView Demo" }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("Enter", "Open")] }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move"), KeyHint("Enter", "Open the screen (or fold a group)"), KeyHint("← →", "Fold or unfold a group")]
    }
}
