/// The favourite products of the catalogue being browsed, shared by every screen of one run:
/// the set in memory is the truth, and each change is saved through the optional
/// ``FavouritesStore``. A failed save is kept in ``problem`` for the screen to show; the set is
/// never changed by a failure.
@MainActor
public final class Favourites {
    /// The ids of the favourite products.
    public private(set) var ids: Set<Int>
    /// What went wrong with the file the last time it was read or written, or `nil`.
    public private(set) var problem: String?
    /// Where the favourites are kept across runs; `nil` keeps them for this run only.
    public let store: FavouritesStore?

    /// Favourites read from `store` (none without a store).
    public init(store: FavouritesStore?) {
        self.store = store
        if let loaded = store?.load() {
            ids = loaded.favourites
            problem = loaded.problem
        } else {
            ids = []
        }
    }

    /// Favourites of this run only, starting with `ids`.
    public init(ids: Set<Int> = []) {
        self.ids = ids
        store = nil
    }

    /// Whether the product with `id` is a favourite.
    public func contains(_ id: Int) -> Bool { ids.contains(id) }

    /// Adds or removes a favourite and saves; returns whether it is now a favourite.
    @discardableResult
    public func toggle(_ id: Int) -> Bool {
        let isFavourite = ids.insert(id).inserted
        if !isFavourite { ids.remove(id) }
        if let store { problem = store.save(ids) }
        return isFavourite
    }
}
