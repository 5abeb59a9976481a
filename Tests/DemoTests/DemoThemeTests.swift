import CollectionCore
import CollectionTesting
@testable import DemoKit
import Foundation
import Testing

/// The theme setting: automatic from COLORFGBG, chosen in the command palette, saved beside the
/// favourites, documented in --help.
@MainActor
@Suite struct DemoThemeTests {
    private func temporaryStore() -> SettingsStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        return SettingsStore(fileURL: folder.appendingPathComponent("terminal-collection-view/settings.json"))
    }

    @Test func automaticFollowsCOLORFGBG() {
        #expect(DemoApp(catalog: .embedded).colorTheme == .dark)
        #expect(DemoApp(catalog: .embedded, environment: ["COLORFGBG": "0;15"]).colorTheme == .light)
        #expect(DemoApp(catalog: .embedded, environment: ["COLORFGBG": "15;0"]).colorTheme == .dark)
        #expect(DemoApp(catalog: .embedded, theme: .highContrast, environment: ["COLORFGBG": "0;15"]).colorTheme == .highContrast)
    }

    @Test func thePaletteListsTheThemesAndChoosingOneSavesIt() throws {
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent().deletingLastPathComponent()) }
        let app = DemoApp(catalog: .embedded, screen: .products, settings: store, environment: ["COLORFGBG": "0;15"])
        let pilot = Pilot(root: app, width: 80, height: 24)
        var told: [ColorTheme] = []
        app.onColorThemeChange = { told.append($0) }
        pilot.type(":")
        pilot.type("theme")
        let text = pilot.lines.joined(separator: "\n")
        for title in ["Theme: Automatic (COLORFGBG), now light", "Theme: Dark", "Theme: Light", "Theme: High contrast"] {
            #expect(text.contains(title), "\(title)")
        }
        let current = try #require(pilot.lines.first { $0.contains("Theme: Automatic") })
        #expect(current.contains("current"))
        pilot.type(" high")
        pilot.press(.enter)
        #expect(app.themeChoice == .highContrast)
        #expect(told == [.highContrast])
        #expect(store.load() == SettingsStore.Loaded(theme: .highContrast, problem: nil))
        // The next run starts with it.
        let next = DemoApp(catalog: .embedded, settings: store, environment: ["COLORFGBG": "0;15"])
        #expect(next.colorTheme == .highContrast)
        // Automatic again: COLORFGBG decides.
        pilot.type(":")
        pilot.type("automatic")
        pilot.press(.enter)
        #expect(told == [.highContrast, .light])
        #expect(store.load().theme == .automatic)
    }

    @Test func theSettingsFileIsReplacedWholeAndADamagedOneIsReported() throws {
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent().deletingLastPathComponent()) }
        #expect(store.load() == SettingsStore.Loaded(theme: nil, problem: nil))
        #expect(store.save(theme: .light) == nil)
        let saved = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(saved == #"{"theme":"light","version":1}"#)
        let folder = store.fileURL.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"], "no temporary file left")
        try Data("{not json".utf8).write(to: store.fileURL)
        let damaged = store.load()
        #expect(damaged.theme == nil)
        #expect(damaged.problem?.contains("damaged") == true)
        let app = DemoApp(catalog: .embedded, settings: store)
        #expect(app.colorTheme == .dark)
        #expect(app.settingsProblem != nil)
        let pilot = Pilot(root: app, width: 80, height: 24)
        #expect(pilot.lines[23].contains("Settings file"))
        #expect(store.save(theme: .dark) == nil)
        #expect(store.load().theme == .dark)
    }

    @Test func theHelpNamesTheThemes() {
        let help = CommandLineHelp.discussion(environment: ["HOME": "/home/ada"])
        #expect(help.contains("Themes: dark, light, high-contrast, or auto (COLORFGBG)"))
        #expect(help.contains("/home/ada/.local/share/terminal-collection-view/settings.json"))
        #expect(help.contains("COLORFGBG"))
        for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }
}
