import CollectionCanvas
import CollectionModel
import CollectionUI

/// The pending batch of changes of a ``DataManager``, returned by each of its mutations, as
/// ConfigableCollectionView's `ReloadHandler`.
///
/// ```swift
/// collectionView.dataManager.appendItems(newItems)
///     .on(animatingDifferences: false) { print("applied") }
/// collectionView.dataManager.deleteItems([old]).reloadImmediately()
/// ```
///
/// All mutations made before the batch is applied return the same handler, so completions
/// chained on any of them run after the one apply.
@MainActor
public final class ReloadHandler {
    private let flush: () -> Void
    /// Whether the batch animates its changes (the last `on(animatingDifferences:)` wins).
    public private(set) var animatingDifferences = true
    /// Whether the batch has been applied to the data source.
    public private(set) var isApplied = false
    private var completions: [() -> Void] = []

    init(flush: @escaping () -> Void) {
        self.flush = flush
    }

    /// Sets whether the batch animates and adds a completion that runs once it is applied (at
    /// once when it already was).
    @discardableResult
    public func on(animatingDifferences: Bool = true, completion: (() -> Void)? = nil) -> ReloadHandler {
        self.animatingDifferences = animatingDifferences
        if let completion {
            if isApplied { completion() } else { completions.append(completion) }
        }
        return self
    }

    /// Applies the pending batch now instead of when the scheduler says.
    public func reloadImmediately() {
        guard !isApplied else { return }
        flush()
    }

    /// Marks the batch applied and runs its completions.
    func didApply() {
        isApplied = true
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
