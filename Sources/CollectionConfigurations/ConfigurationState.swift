import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews

/// A key for custom state in a ``ConfigurationState``, as `UIConfigurationStateCustomKey`.
///
/// Declare keys as static constants, store values in a cell's state by overriding
/// ``CollectionViewCell/configurationState`` and read them when the configurations are
/// resolved:
///
/// ```swift
/// extension ConfigurationStateCustomKey {
///     static let isFavourite = ConfigurationStateCustomKey("com.example.isFavourite")
/// }
/// ```
public struct ConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The key's name; two keys with the same name are the same key.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue` (UIKit's unlabelled initialiser).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key's name.
    public var description: String { rawValue }
}

/// The state a configuration is resolved for, as `UIConfigurationState`: what
/// ``ContentConfiguration/updated(for:)`` and `BackgroundConfiguration.updated(for:)` take.
/// ``CellConfigurationState`` is the one cells pass; cast to it to read the cell's flags.
///
/// ```swift
/// func updated(for state: any ConfigurationState) -> Self {
///     guard let state = state as? CellConfigurationState else { return self }
///     var copy = self
///     copy.isHighlighted = state.isSelected || state[.isFavourite] as? Bool == true
///     return copy
/// }
/// ```
public protocol ConfigurationState {
    /// The custom state value for `key`, or `nil` when none is set. Values should be
    /// `Sendable` (booleans, numbers, strings): the state is passed between cells and
    /// configurations as a value.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}
