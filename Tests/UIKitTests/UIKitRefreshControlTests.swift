import CollectionTesting
import Testing
import UIKit

/// A weather list that refreshes, written as an app writes it: a custom root view, a list
/// collection view pinned by Auto Layout, and a refresh control whose action reloads.
final class ForecastViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var refreshes = 0
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    let refreshControl = UIRefreshControl()

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Forecast"
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, day in
            var content = cell.defaultContentConfiguration()
            content.text = day
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, day in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: day)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Monday 18°", "Tuesday 21°", "Wednesday 17°"])
        dataSource.apply(snapshot, animatingDifferences: false)

        refreshControl.attributedTitle = NSAttributedString(string: "Fetching the forecast")
        refreshControl.tintColor = .systemBlue
        refreshControl.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
    }
}

@MainActor
@Suite struct UIKitRefreshControlTests {
    private func pilot(_ controller: UIViewController, width: Int = 40, height: Int = 8) throws -> Pilot {
        let screen = HeadlessScreen(rootViewController: controller, width: width, height: height)
        return Pilot(root: try #require(screen.root as UIView?), width: width, height: height)
    }

    @Test func ctrlRRefreshesOnceShowsTheSpinnerRowAndEndRefreshingHidesIt() throws {
        let controller = ForecastViewController()
        let pilot = try pilot(controller)
        #expect(pilot.lines[0].contains("Monday"))
        #expect(!controller.refreshControl.isRefreshing)
        pilot.press(KeyEvent(.character("r"), modifiers: .control))
        #expect(controller.refreshes == 1)
        #expect(controller.refreshControl.isRefreshing)
        // The spinner row above the rows, the rows one row down.
        #expect(pilot.lines[0].contains("⠋ Fetching the forecast"))
        #expect(pilot.lines[1].contains("Monday"))
        // While it refreshes the key does nothing more.
        pilot.press(KeyEvent(.character("r"), modifiers: .control))
        #expect(controller.refreshes == 1)
        controller.refreshControl.endRefreshing()
        pilot.press(.character("x"))
        #expect(!controller.refreshControl.isRefreshing)
        #expect(pilot.lines[0].contains("Monday"))
        #expect(!pilot.lines.joined().contains("Fetching"))
    }

    @Test func beginRefreshingInCodeSendsNoAction() throws {
        let controller = ForecastViewController()
        let pilot = try pilot(controller)
        controller.refreshControl.beginRefreshing()
        pilot.press(.character("x"))
        #expect(controller.refreshControl.isRefreshing)
        #expect(controller.refreshes == 0)
        #expect(pilot.lines[0].contains("Fetching the forecast"))
        controller.refreshControl.endRefreshing()
        #expect(controller.refreshes == 0)
    }

    @Test func theKeyIsListedAsACommandOnlyWhileItCanFire() throws {
        let controller = ForecastViewController()
        let pilot = try pilot(controller)
        let root = try #require(pilot.screen.root as UIView?)
        #expect(root.keyCommandHints.contains(KeyHint("Ctrl-r", "Refresh")))
        controller.refreshControl.beginRefreshing()
        #expect(!root.keyCommandHints.contains { $0.title == "Refresh" })
        controller.refreshControl.endRefreshing()
        controller.refreshControl.isEnabled = false
        #expect(!root.keyCommandHints.contains { $0.title == "Refresh" })
        pilot.press(KeyEvent(.character("r"), modifiers: .control))
        #expect(controller.refreshes == 0)
    }

    @Test func twoWheelTurnsUpPastTheTopRefresh() throws {
        let controller = ForecastViewController()
        let pilot = try pilot(controller)
        pilot.wheel(.up, x: 5, y: 1)
        #expect(controller.refreshes == 0)
        pilot.wheel(.down, x: 5, y: 1)  // content that fits does not scroll: still at the top
        pilot.wheel(.up, x: 5, y: 1)
        #expect(controller.refreshes == 1)
        #expect(pilot.lines[0].contains("Fetching"))
    }

    @Test func aTableViewControllersRefreshControlIsItsTableViews() throws {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl(frame: .zero, primaryAction: UIAction { _ in })
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        let pilot = try pilot(controller)
        pilot.press(KeyEvent(.character("r"), modifiers: .control))
        #expect(refresh.isRefreshing)
        controller.tableView.refreshControl = nil
        #expect(refresh.superview == nil)
    }

    /// The spinner row at 80 x 24 under a navigation bar, with the rows below it and the key in
    /// the status bar, in colour and ASCII (the style map names the colours), and without colour
    /// (each cell's attributes as a NO_COLOR terminal shows them).
    @Test(arguments: [GlyphSet.unicode, .ascii])
    func theSpinnerRowAt80x24MatchesItsFixture(_ glyphs: GlyphSet) throws {
        try GlyphSet.withGlyphSet(glyphs) {
            let controller = ForecastViewController()
            let navigation = UINavigationController(rootViewController: controller)
            let screen = HeadlessScreen(rootViewController: navigation, width: 80, height: 24)
            let pilot = Pilot(root: try #require(screen.root as UIView?), width: 80, height: 24)
            // The status bar lists the key until the refresh begins.
            #expect(pilot.lines[23].contains("Ctrl-r Refresh"))
            controller.refreshControl.beginRefreshing()
            pilot.press(.character("x"))
            #expect(!pilot.lines[23].contains("Refresh"))
            let name = "refresh-control-80x24" + (glyphs == .ascii ? "-ascii" : "")
            let mismatch = ScreenFixture.mismatch(
                pilot.screen.fixtureText, fixtureAt: ScreenFixture.path(name, folder: "UIKit", testFile: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
            guard glyphs == .unicode else { return }
            let monochrome = Self.monochromeFixtureText(pilot.screen.canvas)
            let noColor = ScreenFixture.mismatch(
                monochrome, fixtureAt: ScreenFixture.path("refresh-control-80x24-no-color", folder: "UIKit", testFile: #filePath))
            #expect(noColor == nil, "\(noColor ?? "")")
        }
    }

    /// The canvas as a NO_COLOR terminal shows it: the rows, then each cell's attributes after
    /// the monochrome palette resolved its style (`.` none, `b` bold, `d` dim, `u` underline,
    /// `r` reverse; several: the first).
    static func monochromeFixtureText(_ canvas: Canvas) -> String {
        let palette = Palette.standard(for: .monochrome)
        let size = canvas.size
        var rows: [String] = []
        for y in 0..<Int(size.height) {
            var row = ""
            for x in 0..<Int(size.width) {
                let attributes = palette.resolve(canvas[x: x, y: y].style).attributes
                row.append(
                    attributes.contains(.reverse) ? "r" : attributes.contains(.bold) ? "b"
                        : attributes.contains(.underline) ? "u" : attributes.contains(.dim) ? "d" : ".")
            }
            rows.append("|\(row)|")
        }
        return (canvas.lines.map { "|\($0)|" } + ["~~~"] + rows).joined(separator: "\n") + "\n"
    }
}
