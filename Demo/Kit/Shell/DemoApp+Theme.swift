import CollectionCore

extension DemoApp {
    /// The theme colours are drawn in now: ``themeChoice`` in this environment.
    public var colorTheme: ColorTheme { themeChoice.theme(environment: environment) }

    /// Chooses a theme: keeps it (saved in the settings file, when there is one), and tells
    /// ``onColorThemeChange``, which gives it to the terminal's palette.
    public func chooseTheme(_ choice: ThemeChoice) {
        themeChoice = choice
        if let settings { settingsProblem = settings.save(theme: choice) }
        onColorThemeChange?(colorTheme)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The palette's theme entries, one per choice, the current one marked: "Theme: Light".
    func themeEntries() -> [CommandPalette.Entry] {
        ThemeChoice.allCases.map { choice in
            var title = "Theme: " + choice.title
            if choice == .automatic { title += ", now " + choice.theme(environment: environment).description }
            return .init(title: title, key: choice == themeChoice ? "current" : "") { [weak self] in self?.chooseTheme(choice) }
        }
    }
}
