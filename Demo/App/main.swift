import ArgumentParser
import CollectionCore
import CollectionCurses
import DemoKit
import Foundation

/// `demo`: the TerminalCollectionView demo, a product-catalogue browser with the classic
/// collection-view screens.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "A terminal product-catalogue browser with the classic collection-view screens.",
        discussion: CommandLineHelp.discussion(),
        version: "0.1.0")

    @Option(name: .long, help: ArgumentHelp("Open this screen directly (see --list-screens).", valueName: "name"))
    var screen: String?

    @Flag(name: .long, help: "List the screens and exit.")
    var listScreens = false

    @Option(name: .long, help: ArgumentHelp(
        "Browse this product catalogue (JSON, or CSV when the name ends in .csv) instead of the embedded one; "
            + "it is read again when it changes.",
        valueName: "file"))
    var catalog: String?

    @Option(name: .long, help: ArgumentHelp(
        "Colours for this run: auto (follows COLORFGBG, else dark), dark, light or high-contrast; "
            + "without it, the theme last chosen in the command palette.",
        valueName: "theme"))
    var theme: String?

    func validate() throws {
        if let screen, DemoScreenKind(rawValue: screen) == nil {
            throw ValidationError("unknown screen '\(screen)'; one of: "
                + DemoScreenKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let theme, ThemeChoice(rawValue: theme) == nil {
            throw ValidationError("unknown theme '\(theme)'; one of: " + ThemeChoice.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    func run() throws {
        if listScreens {
            // The names' column is as wide as the longest name, plus a space.
            let width = DemoScreenKind.allCases.map(\.rawValue.count).max().map { $0 + 1 } ?? 18
            for group in DemoScreenKind.Group.allCases {
                print(group.rawValue)
                for kind in group.screens {
                    print("  " + kind.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + kind.title + ": " + kind.summary)
                }
            }
            return
        }
        // The catalogue is read and checked before the terminal is touched.
        // Optional so that it can be handed over, not kept here: a reloaded catalogue replaces the
        // first one, which would otherwise stay in memory as long as the application runs.
        var products: Catalog?
        // Taken before reading, so that a change made while the file is read is seen.
        let signature = catalog.flatMap(CatalogWatcher.Signature.init(path:))
        if let catalog {
            do {
                products = try CatalogLoader.load(path: catalog)
            } catch {
                // The loader's messages are already safe to print.
                FileHandle.standardError.write(Data("demo: \(error.description)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            products = .embedded
        }
        // The product pictures are decoded in the background while the terminal starts.
        Image.preload(contentsOfFiles: products?.products.compactMap(\.image) ?? [])
        // Without colours (NO_COLOR) product pictures are framed placeholders with their names.
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { PictureMode.current = .placeholder }
        let screenKind = screen.flatMap(DemoScreenKind.init(rawValue:))
        // The command runs on the main thread, where the views and the loop live.
        MainActor.assumeIsolated {
            // Favourites are kept per catalogue in the user's data directory (XDG rules).
            let favourites = Favourites(store: FavouritesStore(catalogPath: catalog))
            // The theme: --theme, else the one saved beside the favourites, else COLORFGBG.
            let root = DemoApp(
                catalog: products.take() ?? .embedded, screen: screenKind, favourites: favourites, settings: SettingsStore(),
                theme: theme.flatMap(ThemeChoice.init(rawValue:)), environment: ProcessInfo.processInfo.environment)
            let app = TerminalApplication(root: root, minimumSize: DemoApp.minimumSize)
            app.quitKeys = DemoApp.quitKeys
            app.colorTheme = root.colorTheme
            root.onColorThemeChange = { [unowned app] theme in app.colorTheme = theme }
            root.onQuit = { [unowned app] in app.quit() }
            // A catalogue file is watched: a good edit is applied as a difference, a bad one
            // reported on the last row (one stat of the file per poll; no frame unless it changed).
            if let catalog {
                let watcher = CatalogWatcher(path: catalog, signature: signature)
                watcher.onReload = { [weak root] result in
                    if case .success(let catalog) = result { Image.preload(contentsOfFiles: catalog.products.compactMap(\.image)) }
                    root?.catalogDidReload(result)
                    // The old catalogue and the reading's scratch memory are free now: give them back
                    // once the new one is drawn, not up to a second later.
                    app.releaseFreedMemorySoon()
                }
                // A save shows at once where the system tells of it (inotify), else at the next poll.
                watcher.listenForChanges()
                _ = app.scheduleTimer(every: CatalogWatcher.pollInterval) { _ in watcher.poll() }
            }
            // Product pictures edited on disk show again (one stat per picture read, per poll).
            _ = app.scheduleTimer(every: DemoApp.picturePollInterval) { _ in _ = root.pollPictures() }
            // As `runAndExit()`, with the shown screen told that it goes away before the exit.
            let status: Int32
            do {
                status = try app.run()
            } catch {
                root.willQuit()
                let message = (error as? TerminalError)?.description ?? "\(error)"
                FileHandle.standardError.write(Data("demo: \(message)\n".utf8))
                Foundation.exit((error as? TerminalError)?.exitStatus ?? 1)
            }
            root.willQuit()
            Foundation.exit(status)
        }
    }
}

/// Parses the command line and runs, as `DemoCommand.main()` does, except that every refusal of
/// the command line (an unknown screen or option, a missing value) exits with status 2 like the
/// other refusals, and its message is printed with control characters made visible: a value
/// typed on the command line cannot reach the terminal as an escape sequence.
func runDemoCommand() -> Never {
    let command: DemoCommand
    do {
        var parsed = try DemoCommand.parseAsRoot()
        guard let demo = parsed as? DemoCommand else {
            try parsed.run()
            exit(0)
        }
        command = demo
    } catch {
        let status = DemoCommand.exitCode(for: error)
        let message = DemoCommand.fullMessage(for: error)
        if status == .success {
            // --help, --version.
            print(message)
            exit(0)
        }
        let safe = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }
        FileHandle.standardError.write(Data((safe.joined(separator: "\n") + "\n").utf8))
        exit(status == .validationFailure ? 2 : status.rawValue)
    }
    do {
        try command.run()
        exit(0)
    } catch {
        exit(DemoCommand.exitCode(for: error).rawValue)
    }
}

runDemoCommand()
