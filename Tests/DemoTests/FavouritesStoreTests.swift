import CollectionCore
import CollectionTesting
import DemoKit
import Foundation
import Testing

/// A fresh folder under the temporary directory for one test.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Favourites kept across runs")
@MainActor
struct FavouritesStoreTests {
    @Test("the file lives under XDG_DATA_HOME, else ~/.local/share; a relative XDG_DATA_HOME is ignored")
    func location() throws {
        let embedded = try #require(FavouritesStore(catalogPath: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]))
        #expect(embedded.fileURL.path == "/data/terminal-collection-view/favourites/embedded.json")
        let home = try #require(FavouritesStore(catalogPath: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]))
        #expect(home.fileURL.path == "/home/u/.local/share/terminal-collection-view/favourites/embedded.json")
        #expect(FavouritesStore(catalogPath: nil, environment: [:]) == nil)
        // Two catalogues with one name in different folders keep separate files; one path, one file.
        let environment = ["HOME": "/home/u"]
        let first = try #require(FavouritesStore(catalogPath: "/a/shop.json", environment: environment))
        let second = try #require(FavouritesStore(catalogPath: "/b/shop.json", environment: environment))
        let again = try #require(FavouritesStore(catalogPath: "/a/./shop.json", environment: environment))
        #expect(first.fileURL != second.fileURL)
        #expect(first.fileURL == again.fileURL)
        #expect(first.fileURL.lastPathComponent.hasPrefix("shop-"))
    }

    @Test("saved favourites are read back by a new store, as after a restart")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("deep/er/favourites.json")
        #expect(FavouritesStore(fileURL: file).load() == .init(favourites: [], problem: nil))
        #expect(FavouritesStore(fileURL: file).save([3, 1, 2]) == nil)
        #expect(FavouritesStore(fileURL: file).load() == .init(favourites: [1, 2, 3], problem: nil))
        #expect(FavouritesStore(fileURL: file).save([]) == nil)
        #expect(FavouritesStore(fileURL: file).load().favourites.isEmpty)
        // Nothing but the file is left behind (the temporary file was renamed over it).
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["favourites.json"])
    }

    @Test("a damaged file is reported and kept aside, and favourites start empty")
    func damagedFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("favourites.json")
        for damaged in ["{\"version\": 1, \"favourites\": [1, \"x\"]}", "not json", "{\"version\": 2, \"favourites\": []}"] {
            try Data(damaged.utf8).write(to: file)
            let loaded = FavouritesStore(fileURL: file).load()
            #expect(loaded.favourites.isEmpty)
            #expect(loaded.problem?.contains("damaged") == true)
            #expect(try String(contentsOf: URL(fileURLWithPath: file.path + ".corrupt"), encoding: .utf8) == damaged)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("a folder that cannot be made is reported, and the favourites in memory are kept")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A plain file where the data folder should be: no one (not even root) can make it.
        let blocker = folder.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocker)
        let favourites = Favourites(store: FavouritesStore(fileURL: blocker.appendingPathComponent("favourites.json")))
        #expect(favourites.problem == nil)
        #expect(favourites.toggle(7))
        #expect(favourites.contains(7))
        let problem = try #require(favourites.problem)
        #expect(problem.contains("could not be saved"))
        // The next change still works in memory, and the problem stays until a save succeeds.
        #expect(favourites.toggle(8))
        #expect(favourites.ids == [7, 8])
        #expect(favourites.problem != nil)
    }

    @Test("a star chosen in the demo is back in the next run, and a failed save shows on the screen")
    func demoKeepsStars() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FavouritesStore(fileURL: folder.appendingPathComponent("embedded.json"))
        let first = DemoApp(catalog: .embedded, screen: .products, favourites: Favourites(store: store))
        let pilot = Pilot(root: first, width: 80, height: 24)
        pilot.press(.down)
        let screen = try #require(first.topScreen as? ProductsScreen)
        let focus = try #require(screen.collectionView.focusedIndexPath)
        let product = try #require(screen.dataSource.itemIdentifier(for: focus)).product
        pilot.press(.enter)
        #expect(pilot.lines.contains { $0.contains(product.name) && $0.contains("★ │") })

        // The next run: the same product is starred before any key.
        let second = DemoApp(catalog: .embedded, screen: .products, favourites: Favourites(store: store))
        let again = Pilot(root: second, width: 80, height: 24)
        #expect(again.lines.contains { $0.contains(product.name) && $0.contains("★ │") })
        #expect(!again.lines.joined().contains("!"))

        // Leaving and reopening the screen within a run keeps the star too.
        again.press(.escape)
        second.open(.products)
        again.resize(width: 80, height: 24)  // draws the screen just opened
        #expect(second.topScreen is ProductsScreen)
        #expect(again.lines.contains { $0.contains(product.name) && $0.contains("★ │") })

        // A store that cannot save: the star still shows, and the row under the tabs and filters says why.
        let blocker = folder.appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocker)
        let third = DemoApp(
            catalog: .embedded, screen: .products,
            favourites: Favourites(store: FavouritesStore(fileURL: blocker.appendingPathComponent("f.json"))))
        let failing = Pilot(root: third, width: 80, height: 24)
        failing.press(.down)
        failing.press(.enter)
        #expect(failing.lines[3].contains("! Favourites could not be saved"))
        #expect(failing.lines.contains { $0.contains("★ │") })
    }
}
