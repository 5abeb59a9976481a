import CollectionUI

/// A data source for tests: one section per element of `counts`, with that many items.
@MainActor
package final class CountsDataSource: CollectionViewDataSource {
    package var counts: [Int]

    package init(_ counts: [Int]) {
        self.counts = counts
    }

    package func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    package func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
