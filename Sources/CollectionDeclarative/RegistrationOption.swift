import CollectionCanvas
import CollectionModel
import CollectionUI
import Foundation

/// One clause of a declarative registration
/// (``ConfigurableCollectionView/register(view:_:)``): how to configure the view, when the
/// registration applies, what a tap does, the size in a flow layout, display callbacks.
///
/// ```swift
/// collectionView.register(
///     view: { CollectionViewListCell() },
///     .config { context in
///         var content = context.view.defaultContentConfiguration()
///         content.text = context.data.title
///         context.view.contentConfiguration = content
///     },
///     .when { !$0.data.children.isEmpty },
///     .tap { context in open(context.data) }
/// )
/// ```
///
/// A later clause of the same kind replaces an earlier one.
public struct RegistrationOption<Content, Data> {
    var config: ((CellContext<Content, Data>) -> Void)?
    var when: ((ItemContext<Data>) -> Bool)?
    var tap: ((CellContext<Content, Data>) -> Void)?
    var flowLayoutSize: ((ItemContext<Data>) -> CGSize)?
    var willDisplay: ((CellContext<Content, Data>) -> Void)?
    var didEndDisplay: ((CellContext<Content, Data>) -> Void)?
    var shouldHighlight: ((ItemContext<Data>) -> Bool)?

    /// Configures the view for the item. Runs each time a cell is handed out for an item and
    /// again whenever the cell's ``CellContext/configurationState`` changes.
    public static func config(_ body: @escaping (CellContext<Content, Data>) -> Void) -> Self {
        Self(config: body)
    }

    /// Configures the view from a projection of the item, for example a key path:
    /// `.config(map: \.title) { $0.view.text = $0.data }`.
    public static func config<Mapped>(
        map transform: @escaping (Data) -> Mapped, _ body: @escaping (CellContext<Content, Mapped>) -> Void
    ) -> Self {
        Self(config: { context in body(context.mapping(transform(context.data))) })
    }

    /// Configures the view from a projection of the item that may be `nil`; a `nil`
    /// projection leaves the view as it is.
    public static func config<Mapped>(
        compactMap transform: @escaping (Data) -> Mapped?, _ body: @escaping (CellContext<Content, Mapped>) -> Void
    ) -> Self {
        Self(config: { context in
            guard let mapped = transform(context.data) else { return }
            body(context.mapping(mapped))
        })
    }

    /// Restricts the registration to the items for which `predicate` holds. Among the
    /// registrations for an item's type, the first whose `.when` holds is used, else the
    /// first without `.when`.
    public static func when(_ predicate: @escaping (ItemContext<Data>) -> Bool) -> Self {
        Self(when: predicate)
    }

    /// Called when the item is selected (Enter, Space or a click).
    public static func tap(_ body: @escaping (CellContext<Content, Data>) -> Void) -> Self {
        Self(tap: body)
    }

    /// The item's size in a ``CollectionViewFlowLayout`` (unless the layout has its own
    /// `sizeForItemAt` closure or delegate).
    public static func flowLayoutSize(_ size: @escaping (ItemContext<Data>) -> CGSize) -> Self {
        Self(flowLayoutSize: size)
    }

    /// Called when the item's cell is about to be shown.
    public static func willDisplay(_ body: @escaping (CellContext<Content, Data>) -> Void) -> Self {
        Self(willDisplay: body)
    }

    /// Called when the item's cell left the screen (it goes back to its reuse pool).
    public static func didEndDisplay(_ body: @escaping (CellContext<Content, Data>) -> Void) -> Self {
        Self(didEndDisplay: body)
    }

    /// Whether the item may take focus (the delegate's `shouldHighlightItemAt`): arrow keys skip
    /// items for which it answers `false`, such as headings drawn as rows.
    public static func shouldHighlight(_ predicate: @escaping (ItemContext<Data>) -> Bool) -> Self {
        Self(shouldHighlight: predicate)
    }

    /// The clauses combined, later ones replacing earlier ones of the same kind.
    static func merged(_ options: [Self]) -> Self {
        var result = Self()
        for option in options {
            result.config = option.config ?? result.config
            result.when = option.when ?? result.when
            result.tap = option.tap ?? result.tap
            result.flowLayoutSize = option.flowLayoutSize ?? result.flowLayoutSize
            result.willDisplay = option.willDisplay ?? result.willDisplay
            result.didEndDisplay = option.didEndDisplay ?? result.didEndDisplay
            result.shouldHighlight = option.shouldHighlight ?? result.shouldHighlight
        }
        return result
    }
}
