import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// A watched catalogue file: a good edit is applied to the Products screen as one animated
/// difference that keeps the focus and the favourites; a bad edit keeps the data and shows the
/// loader's message (file, line, column) on the last row until the file is fixed.
@MainActor
@Suite struct CatalogWatcherTests {
    /// A folder of its own with `shop.json`, removed at the end.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-watch-\(UUID())")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        /// Writes `text` as an editor that saves atomically does: a temporary file renamed over
        /// the old one (a new inode).
        func save(_ text: String, to name: String) throws {
            let temporary = url.appendingPathComponent(".\(name).swp")
            try Data(text.utf8).write(to: temporary)
            _ = rename(temporary.path, path(name))
        }

        /// Writes `text` into the file itself (same inode), as `echo > file` does.
        func overwrite(_ text: String, in name: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: path(name)))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
    }

    static func json(_ products: [(id: Int, name: String, price: Double)]) -> String {
        "{\"products\": [\n" + products.map {
            "  {\"id\": \($0.id), \"name\": \"\($0.name)\", \"category\": \"Tea\", \"price\": \($0.price)}"
        }.joined(separator: ",\n") + "\n]}\n"
    }

    /// The names of the All Products section, in order.
    func allNames(_ screen: ProductsScreen) -> [String] {
        let snapshot = screen.dataSource.snapshot()
        guard snapshot.sectionIdentifiers.contains(.all) else { return [] }
        return snapshot.itemIdentifiers(inSection: .all).map(\.product.name)
    }

    func focusedName(_ screen: ProductsScreen) -> String? {
        screen.collectionView.focusedIndexPath.flatMap(screen.dataSource.itemIdentifier(for:))?.product.name
    }

    @Test func goodEditIsOneAnimatedDifferenceKeepingFocusAndFavourites() throws {
        let folder = try Folder()
        let path = folder.path("shop.json")
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5), (3, "Chai", 6)]), to: "shop.json")
        let signature = CatalogWatcher.Signature(path: path)
        let app = DemoApp(catalog: try CatalogLoader.load(path: path), screen: .products, favourites: Favourites(ids: [2]))
        let pilot = Pilot(root: app, width: 80, height: 24)
        let watcher = CatalogWatcher(path: path, signature: signature)
        watcher.onReload = { [weak app] in app?.catalogDidReload($0) }
        let screen = try #require(app.topScreen as? ProductsScreen)
        #expect(!watcher.poll(), "nothing changed yet")
        pilot.press(.down)
        #expect(focusedName(screen) == "Bancha")
        #expect(pilot.lines.contains { $0.contains("Bancha") && $0.contains("★") })

        // Chai moves to the top, Assam goes, Dong is new, Bancha is renamed and repriced.
        try folder.save(Self.json([(3, "Chai", 6), (2, "Bancha Gold", 7.5), (4, "Dong Ding", 8)]), to: "shop.json")
        pilot.finishesAnimations = false
        #expect(watcher.poll())
        #expect(screen.collectionView.isAnimating, "the difference animates")
        pilot.finishesAnimations = true
        pilot.screen.render()
        #expect(allNames(screen) == ["Chai", "Bancha Gold", "Dong Ding"])
        #expect(focusedName(screen) == "Bancha Gold", "the focus stays on the same product")
        #expect(pilot.lines.contains { $0.contains("Bancha Gold") && $0.contains("★") && $0.contains("$7.50") })
        #expect(!pilot.lines.contains { $0.contains("Assam") })
        #expect(app.catalogProblem == nil && app.catalog.products.count == 3)
        #expect(!watcher.poll(), "the new file was read once")

        // An edit in place (same inode) is seen too.
        try folder.overwrite(Self.json([(3, "Chai", 6), (2, "Bancha Gold", 7.5)]), in: "shop.json")
        #expect(watcher.poll())
        #expect(allNames(screen) == ["Chai", "Bancha Gold"])
    }

    /// "12 of 324": both numbers follow the catalogue when the file changes, filtered or not.
    @Test func theCountFollowsTheCatalogue() throws {
        let folder = try Folder()
        let path = folder.path("shop.csv")
        try folder.save("id,name,category,price\n1,Assam,Tea,4\n2,Bancha,Tea,5\n3,Chai,Tea,6\n4,Dong Ding,Tea,7\n", to: "shop.csv")
        let app = DemoApp(catalog: try CatalogLoader.load(path: path), screen: .products)
        let pilot = Pilot(root: app, width: 80, height: 24)
        let watcher = CatalogWatcher(path: path, signature: CatalogWatcher.Signature(path: path))
        watcher.onReload = { [weak app] in app?.catalogDidReload($0) }
        #expect(pilot.lines[2].hasSuffix(" 4 of 4 "))

        // A product appended.
        try folder.save("id,name,category,price\n1,Assam,Tea,4\n2,Bancha,Tea,5\n3,Chai,Tea,6\n4,Dong Ding,Tea,7\n5,Earl Grey,Tea,3\n",
                        to: "shop.csv")
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(pilot.lines[2].hasSuffix(" 5 of 5 "), "\(pilot.lines[2])")

        // Two removed, while a filter narrows them (only the ones in stock: none).
        pilot.press(.character("k"))
        #expect(pilot.lines[2].hasSuffix(" 0 of 5 "), "\(pilot.lines[2])")
        try folder.save("id,name,category,price,stock\n1,Assam,Tea,4,3\n2,Bancha,Tea,5,0\n5,Earl Grey,Tea,3,0\n", to: "shop.csv")
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(pilot.lines[2].hasSuffix(" 1 of 3 "), "\(pilot.lines[2])")
    }

    @Test func badEditKeepsTheDataAndSaysWhereUntilFixed() throws {
        let folder = try Folder()
        let path = folder.path("shop.json")
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5)]), to: "shop.json")
        let app = DemoApp(catalog: try CatalogLoader.load(path: path), screen: .products)
        let pilot = Pilot(root: app, width: 80, height: 24)
        let watcher = CatalogWatcher(path: path, signature: CatalogWatcher.Signature(path: path))
        watcher.onReload = { [weak app] in app?.catalogDidReload($0) }
        let screen = try #require(app.topScreen as? ProductsScreen)
        pilot.press(.down)

        // Line 3: Bancha's price is text.
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5)]).replacingOccurrences(of: "5.0", with: "\"5\""), to: "shop.json")
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(allNames(screen) == ["Assam", "Bancha"], "the last good data stays")
        #expect(focusedName(screen) == "Bancha")
        #expect(pilot.lines[23] == " ! shop.json:3:59: products[1].price: expected a number, found a string".padding(toLength: 80, withPad: " ", startingAt: 0))
        #expect(pilot.lines[22].contains("Move"), "the key hints are just above it")

        // Still bad in another way: the message follows.
        try folder.save("{\"products\": [\n  {\"name\": \"Assam\",}\n]}", to: "shop.json")
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(pilot.lines[23].hasPrefix(" ! shop.json:2:20: not valid JSON: unexpected character '}'"))

        // A missing file (moved aside by an editor) is said too, and the data stays.
        try FileManager.default.removeItem(atPath: path)
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(pilot.lines[23].hasPrefix(" ! shop.json: no such file"))
        #expect(allNames(screen) == ["Assam", "Bancha"])

        // Fixed: the message goes and the new data shows.
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5), (5, "Earl Grey", 3)]), to: "shop.json")
        #expect(watcher.poll())
        pilot.screen.render()
        #expect(app.catalogProblem == nil)
        #expect(!pilot.lines.contains { $0.contains("!") })
        #expect(allNames(screen) == ["Assam", "Bancha", "Earl Grey"])
        #expect(focusedName(screen) == "Bancha")
        #expect(pilot.lines[23].contains("Move"), "the status bar is back on the last row")
    }

    /// A catalogue named through a symbolic link: the file it names is watched, so saving
    /// that file (a rename over it, a new inode the link still names) is seen.
    @Test func aSymbolicLinkIsFollowed() throws {
        let folder = try Folder()
        try folder.save(Self.json([(1, "Assam", 4)]), to: "shop.json")
        let link = folder.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path("shop.json"))
        let app = DemoApp(catalog: try CatalogLoader.load(path: link), screen: .products)
        let watcher = CatalogWatcher(path: link, signature: CatalogWatcher.Signature(path: link))
        watcher.onReload = { [weak app] in app?.catalogDidReload($0) }
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5)]), to: "shop.json")
        #expect(watcher.poll())
        #expect(app.catalog.products.map(\.name) == ["Assam", "Bancha"])
    }

    @Test func aLargeFileIsReadOffTheMainThread() async throws {
        let folder = try Folder()
        let path = folder.path("shop.csv")
        try folder.save("id,name,category,price\n1,Assam,Tea,4\n", to: "shop.csv")
        let app = DemoApp(catalog: try CatalogLoader.load(path: path), screen: .products)
        let watcher = CatalogWatcher(path: path, signature: CatalogWatcher.Signature(path: path))
        watcher.backgroundThreshold = 0
        var readings = 0
        watcher.onReload = { [weak app] result in
            readings += 1
            app?.catalogDidReload(result)
        }
        try folder.save("id,name,category,price\n1,Assam,Tea,4\n2,\"Bancha, green\",Tea,5\n", to: "shop.csv")
        #expect(watcher.poll())
        #expect(readings == 0, "still being read")
        #expect(!watcher.poll(), "one reading at a time")
        await watcher.pendingReload?.value
        #expect(readings == 1)
        #expect(app.catalog.products.map(\.name) == ["Assam", "Bancha, green"])
        let screen = try #require(app.topScreen as? ProductsScreen)
        #expect(allNames(screen) == ["Assam", "Bancha, green"])
    }

    /// Once listening, a save is read as soon as the system tells of it, without a poll, and
    /// so is the file moved away and back; after `stopListening()` only polls read it.
    @Test func aSaveIsReadWithoutWaitingForAPoll() async throws {
        let folder = try Folder()
        let path = folder.path("shop.json")
        try folder.save(Self.json([(1, "Assam", 4)]), to: "shop.json")
        let watcher = CatalogWatcher(path: path, signature: CatalogWatcher.Signature(path: path))
        var names: [[String]] = []
        watcher.onReload = { result in names.append((try? result.get().products.map(\.name)) ?? ["refused"]) }
        #if os(Linux)
        #expect(watcher.listenForChanges())
        func waitForReading(_ count: Int) async throws {
            let deadline = ContinuousClock.now + .seconds(10)
            while names.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        }
        try folder.save(Self.json([(1, "Assam", 4), (2, "Bancha", 5)]), to: "shop.json")
        try await waitForReading(1)
        #expect(names == [["Assam", "Bancha"]])
        try folder.overwrite(Self.json([(3, "Chai", 6)]), in: "shop.json")
        try await waitForReading(2)
        #expect(names.last == ["Chai"])
        // Another file in the folder reads nothing.
        try folder.save("{}", to: "other.json")
        try await Task.sleep(for: .milliseconds(200))
        #expect(names.count == 2)
        watcher.stopListening()
        try folder.save(Self.json([(4, "Dong Ding", 7)]), to: "shop.json")
        try await Task.sleep(for: .milliseconds(200))
        #expect(names.count == 2, "no longer told")
        #expect(watcher.poll())
        #expect(names.last == ["Dong Ding"])
        #endif
    }
}
