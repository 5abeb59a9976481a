import Foundation

/// The discussion of `demo --help`: what a new user needs besides the options, in lines of at
/// most 80 columns (swift-argument-parser wraps longer ones at the terminal's width).
public enum CommandLineHelp {
    /// The text, with the favourites folder and the settings file this `environment` gives (as
    /// ``FavouritesStore`` and ``SettingsStore`` find them; the rule itself when the
    /// environment names no data directory).
    public static func discussion(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let favourites = FavouritesStore.dataDirectory(environment: environment)
            .map { $0.appendingPathComponent("terminal-collection-view/favourites/").path + "/" }
            ?? "$XDG_DATA_HOME/terminal-collection-view/favourites/"
        let settings = SettingsStore(environment: environment)?.fileURL.path
            ?? "$XDG_DATA_HOME/terminal-collection-view/settings.json"
        return """
            Keys: arrows move, Enter opens or selects, Esc or Backspace goes back,
            ? shows the keys of the current screen, : or Ctrl-P opens the command
            palette (a few letters of any screen or of an action of this one; Enter
            runs it), q quits.

            Environment:
              NO_COLOR=1                        no colours (any value but an empty one;
                                                wins over every theme)
              TERMINAL_COLLECTION_VIEW_ASCII=1  ASCII frames, rules, stars and arrows
                                                (also when the locale's character set
                                                is not UTF-8)
              TERMINAL_COLLECTION_VIEW_PICTURES=kitty|sixel|iterm2|blocks|placeholder
                                                how pictures are drawn (else the
                                                terminal is asked at start)
              COLORFGBG                         the automatic theme follows it: a light
                                                background (7 or 9-15, as in "0;15")
                                                gives the light theme, else dark
              XDG_DATA_HOME                     where favourites and settings are kept
                                                (~/.local/share when unset)

            Themes: dark, light, high-contrast, or auto (COLORFGBG). Choose one in the
            command palette (type "theme") or with --theme; the palette's choice is
            saved in
              \(settings)

            Favourites (the stars of the Products screen) are kept per catalogue in
              \(favourites)
            (embedded.json for the embedded catalogue, <name>-<hash>.json for a file).

            Catalogues (--catalog FILE), read again whenever the file is saved:
              JSON  {"products": [{"name": "Earl Grey", "category": "Tea", "price": 4.5}]}
              CSV   a name ending in .csv; a header row names the fields (any order,
                    any case), then one row per product; an empty cell is no value
            Fields: name, category, price (number >= 0) are required; id (whole
            number, unique; default: the position), salePrice (on sale when below
            the price), rating (0 to 5), description, emoji, featured (true or
            false), stock (whole number >= 0), image (a PNG or JPEG file, relative
            to the catalogue's folder; read again when it changes). Demo/README.md
            has the details.
            A large catalogue:
              python3 Scripts/generate-demo-catalog.py --count 100000 --output big.csv
            """
    }
}
