import CollectionCore
import Foundation

/// A mountain in the Mountains Search grid, built as a UIKit cell is: a name label and a height
/// label in the content view, pinned to its layout margins with anchors.
final class MountainCell: CollectionViewCell {
    static let reuseIdentifier = "mountain-cell-reuse-identifier"

    let nameLabel = Label()
    let heightLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        heightLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        heightLabel.font = .preferredFont(forTextStyle: .subheadline)
        heightLabel.textColor = .secondaryLabel
        contentView.addSubview(nameLabel)
        contentView.addSubview(heightLabel)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            heightLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            heightLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            heightLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
        ])
    }
}
