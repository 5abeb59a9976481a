import CollectionCore

extension ProductsScreen {
    /// A product shown in a section. The same product may appear in several sections, so its
    /// identity is the pair (section, product id); its value is the product, so a changed
    /// product (a new reading of the catalogue) is a reconfigure of the same item.
    ///
    /// An item is 16 bytes: its section and the product's position in the store of the
    /// catalogue it was made from, not a copy of the product (a snapshot of a large catalogue
    /// holds a hundred thousand items or more).
    public struct Item: Hashable, Sendable, Identifiable {
        public struct ID: Hashable, Sendable {
            public var section: Section
            public var productID: Int

            /// One word hashed (a snapshot hashes every item's identity as it is built).
            public func hash(into hasher: inout Hasher) {
                hasher.combine(productID &* 4 &+ section.rawValue)
            }
        }

        public var section: Section
        /// The product's position in `store`.
        let position: Int32
        let store: ProductStore

        /// The item of the product at `position` of `store`, in `section`.
        init(section: Section, position: Int32, in store: ProductStore) {
            self.section = section
            self.position = position
            self.store = store
        }

        /// The item of `product` in `section`, for looking an item up by identity (and in tests).
        public init(section: Section, product: Product) {
            self.init(section: section, position: 0, in: ProductStore([product]))
        }

        /// The product, as its store holds it now (with its latest favourite flag).
        public var product: Product { store.products[Int(position)] }

        /// Read from the store in place (not through a copy of the product: a snapshot asks
        /// every item's identity).
        public var id: ID { ID(section: section, productID: store.products[Int(position)].id) }

        /// The same section and an equal product: items of one store at one position are equal
        /// without comparing the products.
        public static func == (lhs: Item, rhs: Item) -> Bool {
            guard lhs.section == rhs.section else { return false }
            if lhs.store === rhs.store, lhs.position == rhs.position { return true }
            return lhs.product == rhs.product
        }

        /// The identity's hash (equal items have equal identities).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }
}

/// The products of one reading of the catalogue, which the Products screen's items point into.
///
/// Only the screen that owns it writes to it (a favourite's flag, in place), on the main actor;
/// items read it there too when cells are configured, so it is `@unchecked Sendable`. A new
/// reading of the catalogue gets a new store: the items shown before keep the products they
/// were made from, so that the difference sees which products changed.
final class ProductStore: @unchecked Sendable {
    /// Read for every item a snapshot hashes; never accessed overlapping (one writer, on the
    /// main actor), so without the run-time exclusivity check.
    @exclusivity(unchecked) var products: [Product]

    init(_ products: [Product]) {
        self.products = products
    }
}
