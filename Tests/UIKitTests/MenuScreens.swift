import UIKit

// Menus as apps write them: a bar button item with a menu, a button whose menu is its primary
// action, and context menus on a list's rows, on a custom root view.

/// An inbox: a "more" menu and a compose item with a menu in the bar, a sort button, and a
/// context menu on each message (iOS 16's delegate method).
final class InboxViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable, Sendable { case main }

    var messages = ["Lunch on Friday", "Invoice 42", "Holiday plans"]
    var events: [String] = []
    var sortOrder = "Date"
    var showsPreview = true
    let sortButton = UIButton(type: .system)
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: makeMoreMenu())
        let compose = UIAction(title: "Compose") { [weak self] _ in self?.events.append("compose") }
        let folder = UIAction(title: "New Folder", image: UIImage(systemName: "folder")) { [weak self] _ in
            self?.events.append("new folder")
        }
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Compose", image: nil, primaryAction: compose, menu: UIMenu(children: [folder]))

        sortButton.setTitle("Sort", for: .normal)
        sortButton.menu = makeSortMenu()
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sortButton)

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            sortButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            sortButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.topAnchor.constraint(equalTo: sortButton.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, message in
            var content = cell.defaultContentConfiguration()
            content.text = message
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func makeMoreMenu() -> UIMenu {
        let select = UIAction(title: "Select Messages", image: UIImage(systemName: "envelope")) { [weak self] _ in
            self?.events.append("select")
        }
        let preview = UIAction(title: "Show Preview", state: showsPreview ? .on : .off) { [weak self] action in
            guard let self else { return }
            showsPreview.toggle()
            events.append("preview \(showsPreview)")
            navigationItem.rightBarButtonItem?.menu = makeMoreMenu()
        }
        let archive = UIAction(title: "Archive All", attributes: .disabled) { [weak self] _ in self?.events.append("archive") }
        let flags = UIMenu(title: "Flag", image: UIImage(systemName: "flag"), children: [
            UIAction(title: "Red") { [weak self] _ in self?.events.append("flag red") },
            UIAction(title: "Blue") { [weak self] _ in self?.events.append("flag blue") },
        ])
        let danger = UIMenu(title: "", options: .displayInline, children: [
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.events.append("delete all")
            },
            UIAction(title: "Secret", attributes: .hidden) { _ in },
        ])
        return UIMenu(title: "", children: [select, preview, archive, flags, danger])
    }

    func makeSortMenu() -> UIMenu {
        let orders = ["Date", "Sender", "Subject"].map { order in
            UIAction(title: order, state: order == sortOrder ? .on : .off) { [weak self] action in
                self?.sortOrder = action.title
                self?.events.append("sort \(action.title)")
            }
        }
        return UIMenu(title: "Sort By", options: .singleSelection, children: orders)
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first, let message = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: message as NSString, previewProvider: nil) { [weak self] _ in
            let reply = UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) { _ in
                self?.events.append("reply \(message)")
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.messages.removeAll { $0 == message }
                self?.events.append("delete \(message)")
                self?.applySnapshot()
            }
            return UIMenu(title: message, children: [reply, delete])
        }
    }
}

/// A list written against the delegate method before iOS 16: one index path.
final class LegacyListViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable, Sendable { case main }

    var chosen: [String] = []
    var points: [CGPoint] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1...5))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        points.append(point)
        guard indexPath.item != 4 else { return nil }  // the last row has no menu
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] suggested in
            UIMenu(children: suggested + [UIAction(title: "Open Row \(indexPath.item + 1)") { _ in
                self?.chosen.append("open \(indexPath.item + 1)")
            }])
        }
    }
}

/// A button whose tap sends its action and whose menu opens like a long press.
final class ShareButtonViewController: UIViewController {
    var events: [String] = []
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Share", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.events.append("share") }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [
            UIAction(title: "Copy Link") { [weak self] action in
                self?.events.append("copy from \(action.sender is UIButton ? "button" : "?")")
            },
            UIAction(title: "Mail") { [weak self] _ in self?.events.append("mail") },
        ])
        button.frame = CGRect(x: 30, y: 10, width: 9, height: 1)
        view.addSubview(button)
    }
}

/// A table view controller with a context menu on each row, as iOS 13's delegate method gives it.
final class ContactsViewController: UITableViewController {
    var contacts = ["Ada", "Grace", "Linus"]
    var called: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = contacts[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let name = contacts[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: name, children: [
                UIAction(title: "Call", image: UIImage(systemName: "phone")) { _ in self?.called.append(name) },
            ])
        }
    }
}
