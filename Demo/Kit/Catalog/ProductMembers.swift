/// The members of a product's object that the catalogue reads, by name: taken from a parsed
/// object, or handed over by the parser without making the object (see
/// `JSONParser.parse(_:streamingObjectsOf:selecting:_:)`).
struct ProductMembers {
    /// A member the catalogue reads.
    enum Member: Int, CaseIterable {
        case id, name, category, price, salePrice, rating, summary, emoji, featured, stock, image

        /// Its name in the file (`description` for ``summary``).
        var name: String { ProductMembers.names[rawValue] }
    }

    /// The names, in the order of ``Member``.
    static let names = ["id", "name", "category", "price", "salePrice", "rating", "description", "emoji", "featured", "stock", "image"]

    private let values: [JSONValue?]

    /// The values in the order of ``names`` (`nil`: absent).
    init(values: [JSONValue?]) {
        precondition(values.count == Self.names.count, "one value a member")
        self.values = values
    }

    /// The members of `object` (the last one when a name is repeated).
    init(object: JSONValue) {
        values = Self.names.map { object[$0] }
    }

    /// The member's value, or `nil` when absent.
    subscript(member: Member) -> JSONValue? { values[member.rawValue] }
}
