import CollectionCore
import CollectionExamples
import Foundation

/// The declarative screen: mixed item types (numbers, strings and products in one list) and an
/// outline built with `appendChildItems(_:to:recursivePath:)`, all registered with the
/// declarative API of ``ConfigurableCollectionView`` (see ``DeclarativeExample``).
public final class DeclarativeScreen: View, DemoScreen {
    /// The declarative collection view that fills the screen.
    public let content = DeclarativeExample.makeView(frame: CollectionScreen.initialFrame)

    public init() {
        super.init(frame: .zero)
        backgroundStyle = .background
        addSubview(content)
    }

    /// Archived views are not supported: always `nil`, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func layoutSubviews() {
        content.frame = CGRect(origin: .zero, size: bounds.size)
    }

    public override func handle(_ event: KeyEvent) -> Bool {
        content.handle(event)
    }

    public var navigationTitle: String { "Mixed Types" }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "Move"), KeyHint("Enter", "Tap")] + focusedTopicHints
    }

    /// → on a collapsed topic with subtopics, ← on an expanded one or on a subtopic (to its
    /// parent): the keys that work on the focused row.
    private var focusedTopicHints: [KeyHint] {
        guard let path = content.collectionView.focusedIndexPath,
              let topic = content.dataManager.itemIdentifier(for: path) as? DeclarativeExample.Topic else { return [] }
        if !topic.children.isEmpty {
            return content.dataManager.isExpanded(topic) ? [KeyHint("←", "Collapse")] : [KeyHint("→", "Expand")]
        }
        return content.dataManager.parent(of: topic) == nil ? [] : [KeyHint("←", "Parent")]
    }
}
