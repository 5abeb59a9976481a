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
            // Frames read in points under a scale: a column is 8 of them and a row 17.
            let column: CGFloat = scale == nil ? 1 : 8, row: CGFloat = scale == nil ? 1 : 17
            #expect(controller.nameLabel.frame.minX == 2 * column)
            #expect(controller.emailLabel.frame.minY == controller.nameLabel.frame.maxY + row)
            #expect(controller.emailLabel.frame.minX >= 3 * column)
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

/// A detail page whose text follows the readable content guide, as UIKit code writes it.
@MainActor
final class DetailViewController: UIViewController {
    let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = "Body"
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bodyLabel)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            bodyLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: guide.topAnchor),
        ])
    }
}

@MainActor
@Suite struct UIKitReadableContentGuideTests {
    @Test func onAWideScreenTheTextIsEightyColumnsWideAndCentred() {
        let controller = DetailViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 200, height: 10)
        screen.render()
        let frame = controller.bodyLabel.frame
        #expect(frame.width == LayoutGuide.readableWidth)
        #expect(frame.minX == 60)
        #expect(controller.view.readableContentGuide.layoutFrame.width == 80)
    }

    @Test func onANarrowScreenItKeepsToTheMargins() {
        let controller = DetailViewController()
        let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 10)
        screen.render()
        let margins = controller.view.directionalLayoutMargins
        let frame = controller.bodyLabel.frame
        #expect(frame.minX == margins.leading)
        #expect(frame.maxX == 40 - margins.trailing)
        #expect(controller.view.readableContentGuide.description.hasSuffix(".readableContentGuide"))
    }
}
