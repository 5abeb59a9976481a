import CollectionCore
import CollectionExamples
import Foundation

/// A custom layout: `TableLayout` and `TableLayoutCache` (CollectionExamples) lay out one row
/// per product, and a live status line shows the collection view's `frame`, `bounds` and
/// `contentOffset` as you scroll: scrolling moves the bounds' origin over content that stays
/// put.
public final class CustomLayoutScreen: CollectionScreen, DemoScreen, CollectionViewDelegate {
    public let dataSource: CollectionViewDiffableDataSource<Int, Product>
    public let tableLayout: TableLayout

    public init(catalog: Catalog) {
        let layout = TableLayout()
        layout.itemSize = CGSize(width: 0, height: 1)
        tableLayout = layout
        let collectionView = CollectionView(frame: CollectionScreen.initialFrame, collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Product> { cell, indexPath, product in
            var content = ListContentConfiguration.valueCell()
            content.text = String(format: "%4d  ", indexPath.item) + TerminalText.sanitized(product.emoji) + " " + product.displayName
            content.secondaryText = "y = \(indexPath.item)"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, product in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
        }
        super.init(collectionView: collectionView)
        headerHeight = 2
        collectionView.delegate = self
        var snapshot = DiffableDataSourceSnapshot<Int, Product>()
        snapshot.appendSections([0])
        snapshot.appendItems(catalog.products, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// "frame (0,2,80,20)  bounds (0,31,80,20)  contentOffset (0,31)  contentSize 80×324".
    public var geometryLine: String {
        func number(_ value: CGFloat) -> String { String(Int(value.rounded())) }
        let frame = collectionView.frame, bounds = collectionView.bounds
        let size = collectionView.contentSize
        return "frame (\(number(frame.minX)),\(number(frame.minY)),\(number(frame.width)),\(number(frame.height)))  "
            + "bounds (\(number(bounds.minX)),\(number(bounds.minY)),\(number(bounds.width)),\(number(bounds.height)))  "
            + "contentOffset (\(number(collectionView.contentOffset.x)),\(number(collectionView.contentOffset.y)))  "
            + "contentSize \(number(size.width))" + traitCollection.glyphSet.symbols("×") + "\(number(size.height))"
    }

    public override func drawHeader(in rect: CGRect, canvas: inout Canvas) {
        collectionView.layoutIfNeeded()
        canvas.draw(geometryLine, in: CGRect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1),
                    style: Style(foreground: .tint, attributes: .bold))
        canvas.draw("The article's TableLayout: frames cached in prepare(), rows found by overlap with bounds",
                    in: CGRect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: 1), style: .secondaryLabel)
    }

    public func scrollViewDidScroll(_ collectionView: CollectionView) {
        setNeedsDisplay()
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        let handled = super.handle(event)
        setNeedsDisplay()
        return handled
    }

    public override func handle(_ event: MouseEvent) -> Bool {
        let handled = super.handle(event)
        setNeedsDisplay()
        return handled
    }

    public var navigationTitle: String { "Custom Layout" }

    public var keyHints: [KeyHint] { [KeyHint("↑↓", "Move"), KeyHint("PgUp PgDn", "Scroll")] }

    public var helpHints: [KeyHint] {
        [KeyHint("↑ ↓", "Move a row (the bounds follow the focus)"), KeyHint("PgUp PgDn", "Scroll a screen"),
         KeyHint("Home End", "First / last row"), KeyHint("Wheel", "Scroll three rows")]
    }
}
