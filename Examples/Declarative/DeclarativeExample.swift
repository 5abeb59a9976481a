import CollectionCore
import Foundation

/// A ready-made screen that shows the declarative API: numbers, strings and products in one
/// list, each type with its own registration, and an outline built with
/// ``DataManager/appendChildItems(_:to:recursivePath:)``.
///
/// ```swift
/// let screen = DeclarativeExample.makeView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
/// root.addSubview(screen)          // keys and clicks go to its collection view
/// ```
///
/// - A ``Heading`` opens each section (a header row of the list).
/// - `Int`: a plain ``View`` (``NumberView``), hosted in a cell; Enter or a click counts it up.
/// - `String`: a list cell with the text in quotes.
/// - ``Product``: a value cell with the price; Enter or a click stars it (an `Identifiable`
///   product is reconfigured with its new value).
/// - ``Topic``: parents (chosen with `.when`) show a disclosure triangle and expand or collapse
///   on Enter, a click or Right/Left; leaves are plain rows. "Fruits" starts expanded.
public enum DeclarativeExample {
    /// The sections of the example.
    public enum Section: Hashable, Sendable {
        /// Numbers, strings and products.
        case mixed
        /// The topics.
        case outline
    }

    /// A header row.
    public struct Heading: Hashable, Sendable {
        /// The text of the header.
        public var title: String
    }

    /// A product with a price, starred by a tap.
    public struct Product: Hashable, Sendable, Identifiable {
        /// The identity: a starred product is the same item with new content.
        public var id: Int
        /// The name shown.
        public var name: String
        /// The price shown at the trailing edge.
        public var price: String
        /// Whether a tap starred it.
        public var isStarred = false
    }

    /// An outline item with its children.
    public struct Topic: Hashable, Sendable {
        /// The text shown.
        public var title: String
        /// The children, shown when the topic is expanded.
        public var children: [Topic] = []

        /// A topic with its children.
        public init(_ title: String, _ children: [Topic] = []) {
            self.title = title
            self.children = children
        }
    }

    /// The topics of the outline.
    public static let topics = [
        Topic("Fruits", [Topic("Apple"), Topic("Citrus", [Topic("Lime"), Topic("Orange")]), Topic("Pear")]),
        Topic("Vegetables", [Topic("Leek"), Topic("Carrot")]),
        Topic("Bread"),
    ]

    /// The example screen, filling `frame`.
    @MainActor public static func makeView(frame: CGRect = .zero) -> ConfigurableCollectionView<Section, Any> {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let view = ConfigurableCollectionView<Section, Any>(
            frame: frame, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        register(in: view)
        let manager = view.dataManager
        manager.appendSections([.mixed])
        manager.appendItems([
            Heading(title: "Numbers, strings and products"),
            42, "Plain strings", Product(id: 1, name: "Green tea", price: "$3.50"), 7,
            "Equal values of other types", "42", Product(id: 2, name: "Lemon cake", price: "$4.00"),
        ])
        manager.appendSections([.outline])
        manager.appendItems([Heading(title: "Outline")])
        manager.appendChildItems(topics, to: nil, recursivePath: \.children)
        manager.expand(parents: [topics[0]])
        return view
    }

    @MainActor private static func register(in view: ConfigurableCollectionView<Section, Any>) {
        view.register(
            dataType: Heading.self, view: { CollectionViewListCell() },
            .config { context in
                var content = ListContentConfiguration.plainHeader()
                content.text = context.data.title
                context.view.contentConfiguration = content
                context.view.backgroundConfiguration = .clear()
            },
            // Headings are not items to act on: arrow keys pass over them.
            .shouldHighlight { _ in false })
        view.register(
            dataType: Int.self, view: { NumberView() },
            .config { context in
                context.view.value = context.data
                context.cell.backgroundConfiguration = .listPlainCell()
            },
            .tap { [weak view] context in
                // Counting up to a number already shown would move that item here (a snapshot
                // holds each value once): stop below it instead of losing a row.
                guard let manager = view?.dataManager else { return }
                let next = context.data + 1
                guard manager.indexPath(for: next) == nil else { return }
                manager.insertItems([next], afterItem: context.data)
                manager.deleteItems([context.data])
            })
        view.register(dataType: String.self, view: { CollectionViewListCell() }, .config { context in
            var content = context.view.defaultContentConfiguration()
            content.text = GlyphSet.current.symbols("“") + context.data + GlyphSet.current.symbols("”")
            context.view.contentConfiguration = content
        })
        view.register(
            dataType: Product.self, view: { CollectionViewListCell() },
            .config { context in
                var content = ListContentConfiguration.valueCell()
                content.image = Image(GlyphSet.current.symbols(context.data.isStarred ? "★" : "☆"))
                content.text = context.data.name
                content.secondaryText = context.data.price
                context.view.contentConfiguration = content
            },
            .tap { [weak view] context in
                var product = context.data
                product.isStarred.toggle()
                view?.dataManager.reconfigureItems([product])
            })
        view.register(
            dataType: Topic.self, view: { CollectionViewListCell() },
            .config(map: \.title) { context in
                var content = context.view.defaultContentConfiguration()
                content.text = context.data
                content.textProperties.attributes = .bold
                context.view.contentConfiguration = content
                context.view.accessories = [.outlineDisclosure()]
            },
            .when { !$0.data.children.isEmpty },
            .tap { [weak view] context in
                guard let manager = view?.dataManager else { return }
                if manager.isExpanded(context.data) {
                    manager.collapse(parents: [context.data])
                } else {
                    manager.expand(parents: [context.data])
                }
            })
        view.register(dataType: Topic.self, view: { CollectionViewListCell() }, .config(map: \.title) { context in
            var content = context.view.defaultContentConfiguration()
            content.text = context.data
            context.view.contentConfiguration = content
            // A hidden triangle keeps leaves in line with their parents' text (the outline
            // level indents both: list cells get it before `.config` runs).
            context.view.accessories = [.outlineDisclosure(options: .init(isHidden: true))]
        })
    }

    /// A plain view (not a cell) that shows an `Int`: a label and the number in the tint colour.
    public final class NumberView: View {
        /// The number shown.
        public var value = 0 { didSet { setNeedsDisplay() } }

        /// A number view filling `frame`.
        public override init(frame: CGRect = .zero) {
            super.init(frame: frame)
        }

        /// Archived views are not supported: always `nil`, as for every view.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Draws "Int" in the secondary colour and the number at the trailing edge.
        public override func draw(_ rect: CGRect, in canvas: inout Canvas) {
            let row = CGRect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.width - 2), height: min(1, rect.height))
            canvas.draw("Int", in: row, style: canvas.style(.secondaryLabel, onBackgroundAt: row.origin))
            canvas.draw("\(value)", in: row, style: canvas.style(.tint, onBackgroundAt: row.origin), alignment: .trailing)
        }
    }
}
