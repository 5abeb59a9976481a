import Foundation

/// Supplies a collection view's counts (and, later, its cells), as
/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; defaults to 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// A scrolling view of items laid out by a ``CollectionViewLayout``, as `UICollectionView`.
open class CollectionView: ScrollView {
    /// The layout that places the items. Setting it installs the layout and invalidates it.
    public var collectionViewLayout: CollectionViewLayout {
        willSet { collectionViewLayout.collectionView = nil }
        didSet { install(collectionViewLayout) }
    }

    /// The object that supplies counts and cells.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    private var sectionCounts: [Int]?

    /// Horizontal offsets of orthogonally scrolling sections, by section index.
    public private(set) var orthogonalContentOffsets: [Int: CGPoint] = [:]

    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        install(layout)
    }

    private func install(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Forgets cached counts and invalidates the layout.
    open func reloadData() {
        sectionCounts = nil
        orthogonalContentOffsets = [:]
        collectionViewLayout.invalidateLayout()
    }

    private var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        var result: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            result.reserveCapacity(sections)
            for section in 0..<sections {
                result.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        sectionCounts = result
        return result
    }

    /// The number of sections the data source reports.
    public var numberOfSections: Int { counts.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The horizontal offset of the orthogonally scrolling section `section`.
    public func orthogonalContentOffset(forSection section: Int) -> CGPoint {
        orthogonalContentOffsets[section] ?? .zero
    }

    /// Sets the offset of the orthogonally scrolling section `section`.
    public func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int) {
        orthogonalContentOffsets[section] = offset
    }
}
