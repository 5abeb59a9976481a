import CollectionCore
import Foundation
import Testing
import ViewTestSupport

/// A cell sized by the Auto Layout constraints inside its content view.
@Suite @MainActor struct CellAutoLayoutSizingTests {
    @Test func aCellTakesItsHeightFromItsConstraints() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        let title = SizedBox(10, 1), body = SizedBox(20, 3)
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(body)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 30, height: 0))
        #expect(size == CGSize(width: 30, height: 5))
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.height == 5)
        cell.frame.size.height = 5
        cell.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 1, y: 2, width: 20, height: 3))
    }
}
