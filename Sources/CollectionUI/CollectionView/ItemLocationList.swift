import CollectionControls
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation

/// A list of item index paths to look a few visible cells up in: sorted integer locations and a
/// binary search, so that an update touching many items costs one pass over its lists rather
/// than a set of all of them (the diff hands them over sorted; a list built by hand is sorted
/// here).
struct ItemLocationList {
    private var locations: [ItemLocation]

    /// The locations of `indexPaths` (index paths that are not an item's are left out).
    init(_ indexPaths: [IndexPath]) {
        var locations: [ItemLocation] = []
        locations.reserveCapacity(indexPaths.count)
        var sorted = true
        for path in indexPaths {
            guard let location = ItemLocation(path) else { continue }
            if let last = locations.last, !(last < location) { sorted = false }
            locations.append(location)
        }
        if !sorted { locations.sort() }
        self.locations = locations
    }

    /// Whether the list holds `location`.
    func contains(_ location: ItemLocation) -> Bool {
        var low = 0
        var high = locations.count
        while low < high {
            let middle = (low + high) / 2
            if locations[middle] < location { low = middle + 1 } else { high = middle }
        }
        return low < locations.count && locations[low] == location
    }
}
