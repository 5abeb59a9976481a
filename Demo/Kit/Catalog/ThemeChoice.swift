import CollectionCore

/// The theme setting of the demo: a ``ColorTheme`` chosen by name, or automatic, which follows
/// the terminal's `COLORFGBG` (dark when it is unset or says nothing readable).
public enum ThemeChoice: String, Hashable, Sendable, CaseIterable {
    /// Follows `COLORFGBG`; dark without it.
    case automatic = "auto"
    /// ``ColorTheme/dark``.
    case dark
    /// ``ColorTheme/light``.
    case light
    /// ``ColorTheme/highContrast``.
    case highContrast = "high-contrast"

    /// The theme this choice gives in `environment`.
    public func theme(environment: [String: String]) -> ColorTheme {
        switch self {
        case .automatic: ColorTheme(environment: environment) ?? .dark
        case .dark: .dark
        case .light: .light
        case .highContrast: .highContrast
        }
    }

    /// The name shown in the command palette: "Automatic", "Dark", "Light", "High contrast".
    public var title: String {
        switch self {
        case .automatic: "Automatic (COLORFGBG)"
        case .dark: "Dark"
        case .light: "Light"
        case .highContrast: "High contrast"
        }
    }
}
