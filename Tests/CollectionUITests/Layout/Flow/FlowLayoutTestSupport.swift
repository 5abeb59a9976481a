import CollectionCore
import Foundation
import TestSupport
import UITestSupport

/// A flow layout installed in a collection view of `size` over `counts`, prepared.
@MainActor
struct FlowFixture {
    let layout: CollectionViewFlowLayout
    let dataSource: CountsDataSource
    let collectionView: CollectionView

    init(size: CGSize, counts: [Int], configure: (CollectionViewFlowLayout) -> Void) {
        layout = CollectionViewFlowLayout()
        configure(layout)
        dataSource = CountsDataSource(counts)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        // Layout math on the whole width: the scroll indicator's own column is tested on its own.
        collectionView.showsVerticalScrollIndicator = false
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    func item(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func header(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Every element's attributes, asked one by one (the brute-force reference).
    func allAttributes() -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        for (section, count) in dataSource.counts.enumerated() {
            let path = IndexPath(item: 0, section: section)
            if let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: path) {
                result.append(header)
            }
            for item in 0..<count {
                if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    result.append(attributes)
                }
            }
            if let footer = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: path) {
                result.append(footer)
            }
        }
        return result
    }
}

/// A comparable description of one element: kind, index path and frame.
struct ElementKey: Hashable, CustomStringConvertible {
    let kind: String
    let indexPath: IndexPath
    let frame: CGRect

    init(_ attributes: CollectionViewLayoutAttributes) {
        kind = attributes.representedElementKind ?? "cell"
        indexPath = attributes.indexPath
        frame = attributes.frame
    }

    var description: String { "\(kind) \(indexPath) \(frame)" }
}

/// Per-item and per-section answers for the delegate tests.
@MainActor
final class SizesDelegate: CollectionViewDelegateFlowLayout {
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: EdgeInsets] = [:]

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? CGSize(width: 1, height: 1)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insets[section] ?? .zero
    }
}
