import CollectionCore
import Foundation
import Testing

/// Rows of one cell each in a list of `count` items, and a log of what was prefetched.
@MainActor
private final class PrefetchingList: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var count: Int
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    let collectionView: CollectionView

    /// `horizontal`: one column per item, scrolling sideways.
    init(count: Int, horizontal: Bool = false) {
        self.count = count
        let layout = CollectionViewCompositionalLayout { _, _ in
            let size = horizontal
                ? CollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .fractionalHeight(1))
                : CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
            let group = horizontal
                ? CollectionLayoutGroup.vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
                : CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
            return CollectionLayoutSection(group: group)
        }
        if horizontal {
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            layout.configuration = configuration
        }
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        #expect(indexPaths.allSatisfy { $0.section == 0 })
        prefetched.append(indexPaths.map(\.item))
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }

    /// Scrolls to `offset` rows (or columns) and lets the view update what it shows.
    func scroll(to offset: Int, horizontal: Bool = false) {
        let point = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        collectionView.setContentOffset(point, animated: false)
        _ = collectionView.visibleCells
    }

    /// What was asked since the last call, and forgets it.
    func take() -> (prefetched: [[Int]], cancelled: [[Int]]) {
        defer { (prefetched, cancelled) = ([], []) }
        return (prefetched, cancelled)
    }
}

@MainActor
@Suite struct PrefetchingTests {
    @Test func theNextScreenIsAskedForOnceAndItemsComingIntoViewAreNotCancelled() {
        let list = PrefetchingList(count: 100)
        _ = list.collectionView.visibleCells
        #expect(list.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<10))
        #expect(list.take() == ([Array(10..<20)], []))
        // Five rows down: rows 10-14 came into view, 20-24 are new ahead.
        list.scroll(to: 5)
        #expect(list.take() == ([Array(20..<25)], []))
        // The same place again asks nothing.
        list.scroll(to: 5)
        #expect(list.take() == ([], []))
    }

    @Test func turningBackCancelsWhatWasAheadAndAsksForTheScreenAbove() {
        let list = PrefetchingList(count: 100)
        list.scroll(to: 40)
        _ = list.take()
        list.scroll(to: 35)
        // Moving up: the ten rows above (25-34) are ahead now, 50-59 are not.
        #expect(list.take() == ([Array(25..<35)], [Array(50..<60)]))
        // Back at the top: nothing is above; what was above 35 is visible or behind.
        list.scroll(to: 0)
        let back = list.take()
        #expect(back.prefetched.isEmpty)
        #expect(back.cancelled == [Array(25..<35).filter { $0 >= 10 }])
    }

    @Test func anUpdateMovesTheRememberedItemsWithTheirIndexPaths() {
        let list = PrefetchingList(count: 100)
        list.scroll(to: 50)
        #expect(list.take().prefetched.last == Array(60..<70))
        // Deleting item 0 moves every later item up by one: 60-69 are now 59-68.
        list.collectionView.performBatchUpdates {
            list.count -= 1
            list.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        // The view keeps item 50 (now 49) at the top: the offset moves up by one without being
        // a scroll up, and what is ahead (59-68) was asked for already.
        _ = list.collectionView.visibleCells
        #expect(list.collectionView.indexPathsForVisibleItems.first?.item == 49)
        #expect(list.take() == ([], []))
        list.scroll(to: 51)
        // Ahead of rows 51-60 are 61-70: only 69 and 70 were not asked for (as 60-69 before).
        #expect(list.take() == ([[69, 70]], []))
    }

    @Test func reloadDataForgetsWhatWasAskedFor() {
        let list = PrefetchingList(count: 100)
        list.scroll(to: 50)
        _ = list.take()
        list.collectionView.reloadData()
        _ = list.collectionView.visibleCells
        #expect(list.take() == ([Array(60..<70)], []))
    }

    @Test func nothingIsAskedWhilePrefetchingIsOff() {
        let list = PrefetchingList(count: 100)
        list.collectionView.isPrefetchingEnabled = false
        list.scroll(to: 20)
        list.scroll(to: 30)
        #expect(list.take() == ([], []))
        list.collectionView.isPrefetchingEnabled = true
        list.scroll(to: 31)
        #expect(list.take() == ([Array(41..<51)], []))
    }

    @Test func theEndOfTheContentHasNothingAhead() {
        let list = PrefetchingList(count: 15)
        _ = list.collectionView.visibleCells
        #expect(list.take() == ([Array(10..<15)], []))
        list.scroll(to: 5)
        #expect(list.take() == ([], []))
    }

    @Test func sidewaysContentIsPrefetchedToTheRight() {
        let list = PrefetchingList(count: 100, horizontal: true)
        _ = list.collectionView.visibleCells
        let visible = list.collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(visible == Array(0..<20))
        #expect(list.take() == ([Array(20..<40)], []))
        list.scroll(to: 10, horizontal: true)
        #expect(list.take() == ([Array(40..<50)], []))
    }

    @Test func aTableViewAsksItsPrefetchingDataSourceForRows() {
        final class Rows: TableViewDataSource, TableViewDataSourcePrefetching {
            var asked: [[IndexPath]] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths) }
        }
        let rows = Rows()
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = rows
        tableView.prefetchDataSource = rows
        _ = tableView.visibleCells
        #expect(rows.asked.count == 1)
        let visible = Set(tableView.indexPathsForVisibleRows ?? [])
        #expect(!visible.isEmpty)
        #expect(rows.asked.first?.allSatisfy { !visible.contains($0) && $0.row > visible.map(\.row).max()! } == true)
        tableView.prefetchDataSource = nil
        tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        _ = tableView.visibleCells
        #expect(rows.asked.count == 1)
    }
}
