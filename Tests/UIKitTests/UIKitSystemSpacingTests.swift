import CollectionTesting
import Testing
import UIKit

/// A form laid out with system spacing, as UIKit code writes it.
@MainActor
final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let emailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Name"
        emailLabel.text = "Email"
        for label in [nameLabel, emailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: view.topAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            emailLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.bottomAnchor, multiplier: 1),
            emailLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: nameLabel.leadingAnchor, multiplier: 1),
            emailLabel.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: view.trailingAnchor, multiplier: 0),
        ])
    }
}

@MainActor
@Suite struct UIKitSystemSpacingTests {
    @Test(arguments: [PointScale?.none, .standard])
    func systemSpacingIsOneCellAlongItsAxisAtAnyScale(_ scale: PointScale?) {
        PointScale.withCurrent(scale) {
            let controller = ProfileViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 30, height: 6)
            screen.render()
            #expect(controller.nameLabel.frame.minX == 2)
            #expect(controller.emailLabel.frame.minY == controller.nameLabel.frame.maxY + 1)
            #expect(controller.emailLabel.frame.minX >= 3)
            #expect(screen.lines[0].hasPrefix("  Name"))
            #expect(screen.lines[2].contains("Email"))
        }
    }

    @Test func theConstraintSaysSystemSpacingInLogs() {
        let view = UIView()
        let label = UILabel()
        let constraint = label.topAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 2)
        #expect(constraint.description.hasSuffix("+ 2×system spacing"))
        let (_, diagnostics) = Diagnostics.collect {
            _ = label.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: .nan)
        }
        #expect(diagnostics.map(\.kind) == ["nonFiniteValue"])
    }
}
