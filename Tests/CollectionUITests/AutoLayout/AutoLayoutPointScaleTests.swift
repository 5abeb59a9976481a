import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport
import ViewTestSupport

/// Constraint constants, sizes, margins and spacings written in points under a ``PointScale``
/// (8 points a column, 17 a row at `.standard`), and what a change of scale re-lays out.
@Suite @MainActor struct AutoLayoutPointScaleTests {
    /// A child pinned with constants written for UIKit: 16 points from the leading edge, 17 from
    /// the top, 40 by 34 points.
    private func pinnedChild() -> (root: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 17),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 34),
        ])
        return (root, child)
    }

    @Test func constantsAndConstantSizesArePointsUnderAScaleAndCellsWithout() {
        let scaled = pinnedChild()
        PointScale.withCurrent(.standard) { scaled.root.layoutIfNeeded() }
        // 16 / 8 = 2 columns, 17 / 17 = 1 row, 40 / 8 = 5 columns, 34 / 17 = 2 rows.
        #expect(scaled.child.cellFrame == CGRect(x: 2, y: 1, width: 5, height: 2))
        let plain = pinnedChild()
        PointScale.withCurrent(nil) { plain.root.layoutIfNeeded() }
        #expect(plain.child.cellFrame == CGRect(x: 16, y: 17, width: 40, height: 34))
        let identity = pinnedChild()
        PointScale.withCurrent(.cells) { identity.root.layoutIfNeeded() }
        #expect(identity.child.cellFrame == CGRect(x: 16, y: 17, width: 40, height: 34))
    }

    @Test func aScaleOfOtherProportionsConvertsEachAxisByItsOwnFactor() {
        let pair = pinnedChild()
        PointScale.withCurrent(PointScale(pointsPerColumn: 4, pointsPerRow: 8.5)) { pair.root.layoutIfNeeded() }
        #expect(pair.child.cellFrame == CGRect(x: 4, y: 2, width: 10, height: 4))
    }

    @Test func layoutMarginsArePointsAndTheDefaultIsOneColumn() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        PointScale.withCurrent(.standard) {
            // UIKit's default reads 8 points across (one column) and none down.
            #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            root.layoutIfNeeded()
            #expect(child.cellFrame == CGRect(x: 1, y: 0, width: 38, height: 10))
            // 20 points across is 2.5 columns, 17 down one row: edges round to whole cells.
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 17, leading: 20, bottom: 34, trailing: 24)
            root.layoutIfNeeded()
            #expect(child.cellFrame == CGRect(x: 3, y: 1, width: 34, height: 7))
            #expect(root.layoutMarginsGuide.layoutFrame == child.frame)
            #expect(root.layoutMargins == EdgeInsets(top: 17, left: 20, bottom: 34, right: 24))
        }
        PointScale.withCurrent(nil) {
            #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 17, leading: 20, bottom: 34, trailing: 24))
            let fresh = View()
            #expect(fresh.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        }
    }

    @Test func stackSpacingIsPointsAlongTheStacksAxis() {
        func stack(_ axis: LayoutConstraintAxis) -> (View, [SizedBox]) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
            let boxes = (0..<3).map { _ in SizedBox(3, 1) }
            let stack = StackView(arrangedSubviews: boxes)
            stack.axis = axis
            stack.alignment = .leading
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            return (root, boxes)
        }
        PointScale.withCurrent(.standard) {
            let (across, wide) = stack(.horizontal)
            across.layoutIfNeeded()
            // 16 points across are 2 columns.
            #expect(wide.map(\.cellFrame.minX) == [0, 5, 10])
            let (down, tall) = stack(.vertical)
            down.layoutIfNeeded()
            // 16 points down are 0.94 rows: one row between boxes, edges rounded so they tile.
            #expect(tall.map(\.cellFrame.minY) == [0, 2, 4])
        }
    }

    @Test func aMultiplierBetweenWidthAndHeightKeepsItsAspectInPoints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        let square = View()
        square.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(square)
        NSLayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            square.topAnchor.constraint(equalTo: root.topAnchor),
            square.heightAnchor.constraint(equalToConstant: 68),
            square.widthAnchor.constraint(equalTo: square.heightAnchor),
        ])
        PointScale.withCurrent(.standard) { root.layoutIfNeeded() }
        // 68 points are 4 rows down and 8.5 columns across: a square on screen.
        #expect(square.cellFrame.height == 4)
        #expect(square.cellFrame.width == 9 || square.cellFrame.width == 8)
        let wide = View(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        let half = View()
        half.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(half)
        NSLayoutConstraint.activate([
            half.leadingAnchor.constraint(equalTo: wide.leadingAnchor),
            half.topAnchor.constraint(equalTo: wide.topAnchor),
            half.heightAnchor.constraint(equalToConstant: 2),
            // Same axis: the multiplier is unitless either way.
            half.widthAnchor.constraint(equalTo: wide.widthAnchor, multiplier: 0.5),
        ])
        PointScale.withCurrent(.standard) { wide.layoutIfNeeded() }
        #expect(half.cellFrame.width == 40)
    }

    @Test func fractionalPointEdgesRoundSoThatNeighboursTile() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 80, height: 4))
        let views = (0..<5).map { _ in View() }
        var constraints: [LayoutConstraint] = []
        var previous: LayoutXAxisAnchor = root.leadingAnchor
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            // 20 points: 2.5 columns each, 10-point gaps: 1.25 columns.
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 17),
            ]
            previous = view.trailingAnchor
        }
        NSLayoutConstraint.activate(constraints)
        PointScale.withCurrent(.standard) { root.layoutIfNeeded() }
        // Exact edges in columns: 1.25, 3.75, 5, 7.5, 8.75, 11.25, ...; each rounded.
        func rounded(_ x: Double) -> CGFloat { CGFloat(x.rounded(.toNearestOrAwayFromZero)) }
        for (index, view) in views.enumerated() {
            let start = 1.25 + Double(index) * 3.75
            #expect(view.cellFrame.minX == rounded(start))
            #expect(view.cellFrame.maxX == rounded(start + 2.5))
        }
    }

    /// A label between 10-point margins (0.59 rows each) in points.
    private func insetLabel(height: CGFloat) -> (root: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: height))
        let label = Label()
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        return (root, label)
    }

    @Test func fittingSizesRoundUpSoThatTheContentGetsItsRows() {
        let (root, _) = insetLabel(height: 0)
        // One row and 20 points (1.18 rows) of margins: 2.18 rows, rounded up to 3.
        // 160 points are the 20 columns of the root; the answer is in points too: 3 rows.
        let size = PointScale.withCurrent(.standard) {
            root.systemLayoutSizeFitting(
                CGSize(width: 160, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 160, height: 51))
        root.cellFrame.size.height = 3
        PointScale.withCurrent(.standard) { root.layoutIfNeeded() }
        #expect(root.subviews.first?.cellFrame == CGRect(x: 1, y: 1, width: 18, height: 1))
    }

    @Test func aViewSqueezedBelowACellKeepsTheCellItsCentreIsIn() {
        // Two rows leave 0.82 rows between the margins: both edges round to row 1, and the
        // label keeps one row (the upper one, its centre being on the line between them).
        let (root, label) = insetLabel(height: 2)
        PointScale.withCurrent(.standard) { root.layoutIfNeeded() }
        #expect(label.cellFrame == CGRect(x: 1, y: 0, width: 18, height: 1))
        // Less than half a cell still rounds away.
        let tiny = View(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let sliver = View()
        sliver.translatesAutoresizingMaskIntoConstraints = false
        tiny.addSubview(sliver)
        NSLayoutConstraint.activate([
            sliver.leadingAnchor.constraint(equalTo: tiny.leadingAnchor),
            sliver.widthAnchor.constraint(equalToConstant: 8),
            sliver.topAnchor.constraint(equalTo: tiny.topAnchor, constant: 17),
            sliver.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        PointScale.withCurrent(.standard) { tiny.layoutIfNeeded() }
        #expect(sliver.cellFrame.height == 0)
    }

    // MARK: Changes of scale

    @Test func aChangeOfScaleReSolvesAtTheNextPassWithoutBeingAsked() {
        let (root, child) = pinnedChild()
        PointScale.withCurrent(nil) { root.layoutIfNeeded() }
        #expect(child.cellFrame.minX == 16)
        #expect(!root.needsLayout)
        PointScale.withCurrent(.standard) { root.layoutIfNeeded() }
        #expect(child.cellFrame == CGRect(x: 2, y: 1, width: 5, height: 2))
        PointScale.withCurrent(nil) { root.layoutIfNeeded() }
        #expect(child.cellFrame.minX == 16)
    }

    @Test func aChangeOfScaleLaysVisibleCollectionViewsOutAgain() {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(34))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        let dataSource = numberedListDataSource(Array(0..<8), in: view) { "Row \($0)" }
        defer { withExtendedLifetime(dataSource) {} }
        let screen = HeadlessScreen(root: view, width: 20, height: 10)
        PointScale.withCurrent(nil) { _ = screen.render() }
        #expect(view.visibleCells.count == 1)
        PointScale.withCurrent(.standard) {
            _ = screen.render()
            // 34 points are 2 rows: five rows of cells now.
            #expect(view.indexPathsForVisibleItems.count == 5)
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.cellFrame.minY == 2)
            #expect(screen.lines.joined().contains("Row 4"))
        }
    }

    @Test func constraintsInsideCellsFollowTheirCollectionViewsScale() {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 12), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<PaddedLabelCell, Int> { cell, _, item in
            cell.label.text = "Item \(item)"
        }
        let dataSource = numberedListDataSource(Array(0..<4), in: view, using: registration)
        defer { withExtendedLifetime(dataSource) {} }
        let screen = HeadlessScreen(root: view, width: 30, height: 12)
        PointScale.withCurrent(nil) {
            view.pointScale = .standard
            _ = screen.render()
        }
        // 17 points above and below the one-row label: three rows; 16 points in: 2 columns.
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.cellFrame.height == 3)
        #expect(first.map { ($0 as? PaddedLabelCell)?.label.cellFrame } == CGRect(x: 2, y: 1, width: 26, height: 1))
        view.pointScale = nil
        PointScale.withCurrent(nil) { _ = screen.render() }
        // In cells the same constants are 17 rows of padding.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.cellFrame.height == 35)
    }

    // MARK: Self-sizing supplementary views

    @Test func aHeaderWhoseLabelWrapsGrowsARowPerLineInACompositionalLayout() {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
            elementKind: "header", alignment: .top)
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [header]
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 20, height: 10),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let screen = wrappingHeaderScreen(view, kind: "header")
        #expect(view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.cellFrame.height == 3)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.cellFrame.minY == 3)
        #expect(screen.lines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
            == ["A header whose title", "wraps onto three", "rows", "Item 0"])
    }

    @Test func aHeaderWhoseLabelWrapsGrowsARowPerLineInAList() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 20, height: 10),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let kind = CollectionLayoutListConfiguration.elementKindSectionHeader
        let screen = wrappingHeaderScreen(view, kind: kind)
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.cellFrame.height == 3)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.cellFrame.minY == 3)
        #expect(screen.lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
            == ["A header whose title", "wraps onto three", "rows"])
    }

    private func wrappingHeaderScreen(_ view: CollectionView, kind: String) -> HeadlessScreen {
        let cells = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
        }
        let headers = CollectionView.SupplementaryRegistration<WrappingHeaderView>(elementKind: kind) { header, _, _ in
            header.label.text = "A header whose title wraps onto three rows"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<3))
        let screen = HeadlessScreen(root: view, width: 20, height: 10)
        let reports = Diagnostics.collect {
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = screen.render()
        }.diagnostics
        #expect(reports.isEmpty, "\(reports)")
        return screen
    }
}

/// A label pinned 16 points in from the sides and 17 from the top and bottom.
final class PaddedLabelCell: CollectionViewCell {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 17),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -17),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header whose label wraps, pinned to the edges, as the sample's title view.
final class WrappingHeaderView: CollectionReusableView {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The global setting counts its changes, for the application loop to draw after one.
@Suite @MainActor struct PointScaleGenerationTests {
    @Test func aChangeOfTheGlobalScaleIsCountedAndTheSameValueIsNot() {
        // Synchronous on the main actor: no other test runs until the value is restored.
        let saved = PointScale.current
        let before = PointScale.generation
        PointScale.current = saved
        #expect(PointScale.generation == before)
        PointScale.current = saved == .standard ? nil : .standard
        #expect(PointScale.generation == before &+ 1)
        PointScale.current = saved
        #expect(PointScale.generation == before &+ 2)
    }
}
