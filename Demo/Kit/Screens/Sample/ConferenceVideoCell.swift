import CollectionCore
import Foundation

/// A video card, built as a UIKit cell is: a thumbnail image view above a title label and a
/// category label, pinned to the content view with anchors. The thumbnail stretches; the labels
/// keep their height (the title takes up to two rows).
final class ConferenceVideoCell: CollectionViewCell {
    static let reuseIdentifier = "video-cell-reuse-identifier"

    let imageView = ImageView()
    let titleLabel = Label()
    let categoryLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        for subview in [imageView, titleLabel, categoryLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2
        titleLabel.lineBreakMode = .byWordWrapping
        categoryLabel.font = .preferredFont(forTextStyle: .caption1)
        categoryLabel.adjustsFontForContentSizeCategory = true
        categoryLabel.textColor = .placeholderText
        imageView.backgroundColor = .systemIndigo
        imageView.tintColor = .white
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        categoryLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor),

            categoryLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            categoryLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            categoryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            categoryLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
