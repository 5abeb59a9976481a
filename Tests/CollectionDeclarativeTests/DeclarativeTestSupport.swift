import CollectionCore
import Foundation

/// The expected content of a data manager, changed by hand next to every mutation: sections in
/// order, each with its root items (flat sections).
struct ExpectedSections: Equatable {
    var sections: [(section: Int, items: [String])] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections.map(\.section) == rhs.sections.map(\.section) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
    }

    subscript(section: Int) -> [String] {
        get { sections.first { $0.section == section }?.items ?? [] }
        set {
            guard let index = sections.firstIndex(where: { $0.section == section }) else { return }
            sections[index].items = newValue
        }
    }

    mutating func remove(_ item: String) {
        for index in sections.indices { sections[index].items.removeAll { $0 == item } }
    }

    /// The index path of `item` in the flat model.
    func indexPath(of item: String) -> IndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(of: item) { return IndexPath(item: itemIndex, section: sectionIndex) }
        }
        return nil
    }
}

/// Reads a manager whose sections are `Int`s and items `String`s (in any flavour) back as the
/// expected model's shape.
@MainActor func sections<S, I>(of manager: DataManager<S, I>) -> ExpectedSections {
    ExpectedSections(sections: manager.sectionIdentifiers.map { section in
        (section as! Int, manager.itemIdentifiers(inSection: section).map { $0 as! String })
    })
}

/// What the data source (and so the collection view) shows, read back the same way.
@MainActor func shown(_ dataSource: CollectionViewDiffableDataSource<AnyIdentifier, AnyIdentifier>) -> ExpectedSections {
    let snapshot = dataSource.snapshot()
    return ExpectedSections(sections: snapshot.sectionIdentifiers.map { section in
        (section.base as! Int, snapshot.itemIdentifiers(inSection: section).map { $0.base as! String })
    })
}

/// A plain list layout: one row per item, full width.
@MainActor func declarativeListLayout() -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
    let group = CollectionLayoutGroup.vertical(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

/// A view (not a cell) that draws `text` on its first row.
@MainActor
final class LineView: View {
    var text = ""
    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        canvas.draw(text, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

/// A cell that draws `text`, prefixed with `>` when focused.
@MainActor
final class LineCell: CollectionViewCell {
    var text = ""

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.draw((configurationState.isFocused ? ">" : " ") + text, x: Int(rect.minX), y: Int(rect.minY), style: .label)
    }
}

struct Grocery: Hashable, Sendable, Identifiable {
    var id: Int
    var name: String
    var price: Int
}

struct MenuItem: Hashable, Sendable {
    var title: String
    var subitems: [MenuItem] = []
}

extension Array where Element == String {
    /// The rows with trailing spaces removed.
    var trimmed: [String] { map { String($0.reversed().drop { $0 == " " }.reversed()) } }
}
