import CollectionCore
import Foundation

/// Draws a ``TileContentConfiguration``: an image view above a label, centred with anchors.
final class TileContentView: View, ContentView {
    private let imageView = ImageView()
    private let titleLabel = Label()
    private var appliedConfiguration: TileContentConfiguration

    init(configuration: TileContentConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        setupInternalViews()
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var configuration: ContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? TileContentConfiguration else { return }
            apply(newConfiguration)
        }
    }

    private func setupInternalViews() {
        imageView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.bottomAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func apply(_ configuration: TileContentConfiguration) {
        appliedConfiguration = configuration
        imageView.image = configuration.image
        imageView.tintColor = configuration.tintColor
        titleLabel.text = configuration.isChecked ? traitCollection.glyphSet.checkmark + " " + (configuration.title ?? "") : configuration.title
        titleLabel.font = configuration.isEmphasized ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body)
        setNeedsLayout()
        setNeedsDisplay()
    }
}
