import CollectionCore
import Foundation

/// The custom cell of the List with Custom Cells screen: a list content view (the title and
/// note) beside an image view and a label for the category, pinned with anchors, all updated
/// for the state in `updateConfiguration(using:)`.
final class TripStopCell: TripStopListCell {
    private let listContentView = ListContentView(configuration: .subtitleCell())
    private let categoryIconView = ImageView()
    private let categoryLabel = Label()
    private var customViewConstraints: [NSLayoutConstraint] = []

    private func setupViewsIfNeeded() {
        guard customViewConstraints.isEmpty else { return }
        for subview in [listContentView, categoryIconView, categoryLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        categoryLabel.font = .preferredFont(forTextStyle: .caption1)
        customViewConstraints = [
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            categoryIconView.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
            categoryIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            categoryLabel.leadingAnchor.constraint(equalTo: categoryIconView.trailingAnchor, constant: 1),
            categoryLabel.widthAnchor.constraint(equalToConstant: 6),
            categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            categoryLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(customViewConstraints)
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        setupViewsIfNeeded()
        var content = ListContentConfiguration.subtitleCell().updated(for: state)
        content.text = state.tripStop?.title
        content.secondaryText = state.tripStop?.note
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        listContentView.configuration = content

        let category = state.tripStop?.category
        categoryIconView.image = category.flatMap { Image(systemName: $0.symbolName) }
        categoryIconView.tintColor = state.isFocused || state.isSelected ? nil : .systemBlue
        categoryLabel.text = category?.rawValue
        categoryLabel.textColor = state.isFocused || state.isSelected ? nil : .secondaryLabel
    }
}
