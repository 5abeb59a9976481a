import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// In the Orthogonal Sections layout, the next group's corner overwrote the
/// focused card's corner. Groups of fractional width (0.85 of the container) put card edges at
/// fractions of a column; scrolled sideways by a fractional offset, an edge meant to meet its
/// neighbour's came out a hair past a whole column (120.0000000001 against 119.9999999999),
/// so the next card, drawn after the focused one, took the focused card's last column.
///
/// Each card here fills its cells with its own lower-case letter and puts the upper-case
/// letter in its four corners, so the screen itself says which card owns which cell: the
/// focused card must show its four corners, around a full rectangle of its letter, after
/// every move through the carousel and at every width. The test uses only long-standing
/// public API, so that it can be run on older code too.
@Suite @MainActor struct CarouselCardCornerTests {
    /// A card that draws nothing but its letter, corners upper case.
    final class LetterCell: CollectionViewCell {
        var letter: Character = "?"

        override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            let lower = Character(String(letter).lowercased())
            let upper = Character(String(letter).uppercased())
            canvas.fill(rect, with: lower, style: Style())
            for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX - 1, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY - 1), CGPoint(x: rect.maxX - 1, y: rect.maxY - 1)] {
                canvas.fill(CGRect(origin: corner, size: CGSize(width: 1, height: 1)), with: upper, style: Style())
            }
        }
    }

    static let letters = Array("abcdefghijklmnopqrstuvwx")

    /// The gallery's Orthogonal Sections layout (Apple's sample in cells): a group of 0.85 of the
    /// width, a leading item of 0.7 of it beside two stacked items, scrolling continuously.
    private static func layout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, _ in
            let leading = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            let trailingItem = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let trailing = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailingItem, count: 2)
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(8)), subitems: [leading, trailing])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
            return section
        }
    }

    /// What is wrong with the card of `letter` on `lines`, or `nil` when it shows whole: its
    /// four corners, and its letter on every cell between them.
    static func damage(of letter: Character, in lines: [String]) -> String? {
        let upper = Character(String(letter).uppercased())
        let rows = lines.map(Array.init)
        var corners: [(x: Int, y: Int)] = []
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() where character == upper { corners.append((x, y)) }
        }
        guard corners.count == 4 else { return "\(corners.count) corners of \(upper) on screen" }
        let xs = Set(corners.map(\.x)).sorted()
        let ys = Set(corners.map(\.y)).sorted()
        guard xs.count == 2, ys.count == 2 else { return "the corners of \(upper) are not a rectangle: \(corners)" }
        for y in ys[0]...ys[1] {
            for x in xs[0]...xs[1] where rows[y][x] != letter && rows[y][x] != upper {
                return "\(upper)'s cell (\(x), \(y)) shows \"\(rows[y][x])\""
            }
        }
        return nil
    }

    /// Renders the carousel at `width` and moves the focus right through the whole first
    /// section, then back left; after each move the focused card must be whole.
    private func walk(width: Int) -> [String] {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 30), collectionViewLayout: Self.layout())
        let registration = CollectionView.CellRegistration<LetterCell, Int> { cell, _, item in
            cell.letter = CarouselCardCornerTests.letters[item]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<12), toSection: 0)
        snapshot.appendItems(Array(12..<24), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = HeadlessScreen(root: collectionView, width: width, height: 30)
        screen.render()
        _ = collectionView.focusItem(at: IndexPath(item: 0, section: 0))
        var failures: [String] = []
        let keys = Array(repeating: KeyEvent.right, count: 11) + Array(repeating: KeyEvent.left, count: 11)
        for (step, key) in ([nil] + keys).enumerated() {
            if let key { _ = collectionView.handle(key) }
            let lines = screen.render().lines
            guard let focused = collectionView.focusedIndexPath else {
                failures.append("\(width) columns, step \(step): nothing focused")
                continue
            }
            let letter = Self.letters[focused.item + (focused.section == 0 ? 0 : 12)]
            if let damage = Self.damage(of: letter, in: lines) {
                failures.append("\(width) columns, step \(step) (\(key.map { "\($0)" } ?? "start")), focus on \(letter): \(damage)\n"
                    + lines.prefix(9).joined(separator: "\n"))
            }
        }
        return failures
    }

    @Test("the focused card keeps its corners through every move of the Orthogonal Sections carousel",
          arguments: [60, 80, 97, 100, 118, 120, 133, 150, 160, 200])
    func focusedCardKeepsItsCorners(width: Int) {
        let failures = walk(width: width)
        #expect(failures.isEmpty, "\(failures.first ?? "")\n(\(failures.count) failing steps)")
    }

    @Test("the oracle sees a card whose last column another card took")
    func oracleSeesAnOverwrittenCorner() {
        let whole = ["AaaA ", "aaaa ", "AaaA "]
        #expect(Self.damage(of: "a", in: whole) == nil)
        let overwritten = ["AaaB", "aaab", "AaaB"]
        #expect(Self.damage(of: "a", in: overwritten) != nil)
        let cut = ["Aaa", "aaa", "Aaa"]
        #expect(Self.damage(of: "a", in: cut) != nil)
    }
}
