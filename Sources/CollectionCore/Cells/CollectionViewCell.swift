import Foundation

/// A cell, as `UICollectionViewCell`: a reusable view with a ``contentView``, a
/// ``configurationState`` that the collection view keeps current (selection, focus, editing,
/// expansion), and content and background configurations.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content (fills the cell).
    public let contentView = View()

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    open override func layoutSubviews() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    /// Whether the cell is selected; the collection view sets it.
    public var isSelected: Bool {
        get { state.isSelected }
        set { update { $0.isSelected = newValue } }
    }

    /// Whether the cell is highlighted; the collection view sets it.
    public var isHighlighted: Bool {
        get { state.isHighlighted }
        set { update { $0.isHighlighted = newValue } }
    }

    /// The state that configurations are resolved against. The collection view sets its
    /// flags; ``updateConfiguration(using:)`` runs when it changes.
    open var configurationState: CellConfigurationState {
        get { state }
        set { update { $0 = newValue } }
    }

    private var state = CellConfigurationState()

    private func update(_ change: (inout CellConfigurationState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        setNeedsUpdateConfiguration()
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: state)
        setNeedsDisplay()
    }

    /// Updates the cell for `state`. The base calls ``configurationUpdateHandler``.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Called with the cell and its state whenever the state changes.
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)?

    open override func prepareForReuse() {
        super.prepareForReuse()
        state = CellConfigurationState()
    }
}
