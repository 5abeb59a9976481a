import CollectionTesting
import Testing
import UIKit

/// A cell an app designed in Interface Builder: it sets itself up in `awakeFromNib()`.
final class NibEmojiCell: UICollectionViewCell {
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A screen written for nibs, as apps of the storyboard era are: cells and headers registered
/// from nibs and dequeued by identifier.
final class NibGridViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(UINib(nibName: "NibEmojiCell", bundle: nil), forCellWithReuseIdentifier: "emoji")
        collectionView.register(
            UINib(nibName: "SectionHeader", bundle: .main), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, emoji in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = emoji
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Grinning", "Dog", "Apple", "Train"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct UIKitNibTests {
    @Test func cellsRegisteredFromANibArePlainCellsWithOneDiagnosticPerNib() throws {
        let (lines, diagnostics) = Diagnostics.collect {
            let screen = HeadlessScreen(rootViewController: NibGridViewController(), width: 30, height: 8)
            screen.render()
            let pilot = Pilot(root: screen.root, width: 30, height: 8)
            pilot.press(.down, .down)
            return pilot.lines
        }
        #expect(lines.joined().contains("Grinning") && lines.joined().contains("Train"))
        let nibReports = diagnostics.filter { $0.domain == "nib" }
        #expect(nibReports.count == 1)
        #expect(nibReports.first?.kind == "unavailable")
        #expect(nibReports.first?.message.contains("\"NibEmojiCell\"") == true)
        #expect(nibReports.first?.message.contains("plain cells") == true)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description))")
    }

    @Test func instantiatingANibAnswersNothingAndReportsOnce() {
        let nib = UINib(nibName: "SettingsHeader", bundle: nil)
        let (objects, diagnostics) = Diagnostics.collect {
            nib.instantiate(withOwner: nil, options: nil) + nib.instantiate(withOwner: self, options: [.externalObjects: 1])
        }
        #expect(objects.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("UINib(nibName: \"SettingsHeader\")") == true)
        let (loaded, reports) = Diagnostics.collect { Bundle.main.loadNibNamed("Toolbar", owner: nil, options: nil) }
        #expect(loaded == nil && reports.count == 1 && reports.first?.message.contains("\"Toolbar\"") == true)
        // A view built in code is never woken from a nib.
        #expect(!NibEmojiCell(frame: .zero).awoke)
    }

    @Test func tableViewsRegisterNibsForCellsAndHeaders() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), style: .plain)
        let (results, diagnostics) = Diagnostics.collect {
            table.register(UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price")
            table.register(UINib(nibName: "PriceHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
            let first = table.dequeueReusableCell(withIdentifier: "price")
            let second = table.dequeueReusableCell(withIdentifier: "price", for: IndexPath(row: 0, section: 0))
            let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
            return (first, second, header)
        }
        #expect(results.0 != nil && results.2 != nil)
        #expect(type(of: results.1) == UITableViewCell.self)
        #expect(diagnostics.map(\.domain) == ["nib", "nib"])
        #expect(diagnostics.first?.message.contains("\"PriceCell\"") == true)
        #expect(diagnostics.last?.message.contains("\"PriceHeader\"") == true)
        // A nil nib removes the registration: nothing is made for the identifier any more.
        table.register(nil as UINib?, forCellReuseIdentifier: "price")
        #expect(table.dequeueReusableCell(withIdentifier: "price") == nil)
    }

    @Test func storyboardsAnswerAPlainControllerOrNilWithOneDiagnostic() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let (controllers, diagnostics) = Diagnostics.collect {
            (storyboard.instantiateInitialViewController(), storyboard.instantiateViewController(withIdentifier: "Detail"))
        }
        #expect(controllers.0 == nil)
        #expect(type(of: controllers.1) == UIViewController.self)
        #expect(diagnostics.count == 1 && diagnostics.first?.domain == "storyboard")
        #expect(diagnostics.first?.message.contains("\"Main\"") == true)
    }
}
