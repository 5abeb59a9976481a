import CollectionCanvas
import CollectionControls
import CollectionModel
import CollectionViews

/// The content of a cell as a value, as `UIContentConfiguration`: it makes the view that shows
/// it, and says how it looks in a given state.
///
/// Set one on a cell's ``CollectionViewCell/contentConfiguration``; the cell installs the view
/// that ``makeContentView()`` makes inside its ``CollectionViewCell/contentView`` (filling it),
/// and hands later configurations of the same type to that view instead of making a new one.
/// Whenever the cell's ``CellConfigurationState`` changes, the cell resolves the configuration
/// again with ``updated(for:)`` (while ``CollectionViewCell/automaticallyUpdatesContentConfiguration``
/// is `true`), always starting from the configuration that was set, so a state can be left
/// again.
///
/// ```swift
/// struct BadgeConfiguration: ContentConfiguration {
///     var count = 0
///     var isHighlighted = false
///     func makeContentView() -> View & ContentView { BadgeView(configuration: self) }
///     func updated(for state: any ConfigurationState) -> BadgeConfiguration {
///         guard let state = state as? CellConfigurationState else { return self }
///         var copy = self
///         copy.isHighlighted = state.isSelected || state.isFocused
///         return copy
///     }
/// }
/// ```
public protocol ContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> View & ContentView
    /// This configuration as it looks in `state`, as UIKit's `updated(for:)`: cells pass a
    /// ``CellConfigurationState`` (cast to it to read the flags and custom states).
    func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration``, as `UIContentView`.
///
/// Setting ``configuration`` updates the view (and should call
/// ``View/setNeedsDisplay()``). A content view draws in ``View/draw(_:in:)`` like any view,
/// and answers ``View/sizeThatFits(_:)`` so that cells can size themselves for estimated
/// layouts.
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown.
    var configuration: ContentConfiguration { get set }
    /// Whether this view can show `configuration` (otherwise the cell makes a new view). By
    /// default: when it is of the same type as the current ``configuration``.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    /// Whether `configuration` has the type of the current ``configuration``.
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
