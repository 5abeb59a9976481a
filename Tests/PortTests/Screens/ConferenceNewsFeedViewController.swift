import CollectionCore
import Foundation

// The sample's "Conference App Examples > Conference News Feed", written as UIKit code is
// written, with the UI/NS prefixes dropped. Hand edits beyond the prefixes are marked HAND EDIT.

/// The news items the feed shows (our own text, the shape of the sample's controller).
final class ConferenceNewsController {
    struct NewsFeedItem: Hashable {
        let title: String
        let date: Date
        let body: String
        let identifier = UUID()

        static func == (lhs: NewsFeedItem, rhs: NewsFeedItem) -> Bool { lhs.identifier == rhs.identifier }
        func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    var items: [NewsFeedItem] { _items }

    private let _items: [NewsFeedItem] = {
        // Noon UTC on consecutive days of a conference week.
        func day(_ offset: Int) -> Date { Date(timeIntervalSince1970: 1_780_833_600 + Double(offset) * 86_400) }
        return [
            NewsFeedItem(title: "Registration opens", date: day(0),
                         body: "Badges can be picked up in the main hall from eight in the morning. Bring the confirmation code from your ticket."),
            NewsFeedItem(title: "Keynote seating", date: day(1),
                         body: "Doors open an hour before the keynote. Overflow rooms on the second floor show the stream."),
            NewsFeedItem(title: "Labs schedule posted", date: day(1),
                         body: "Book a slot with an engineer for layout, data sources or accessibility questions."),
            NewsFeedItem(title: "Lunch moves outside", date: day(2),
                         body: "With the weather holding, lunch is served in the courtyard today."),
            NewsFeedItem(title: "Session videos", date: day(3),
                         body: "Recordings of every session appear in the app within a day, with transcripts."),
            NewsFeedItem(title: "Thank you", date: day(4),
                         body: "That is a wrap for this year. Safe travels home, and see you next time."),
        ]
    }()
}

/// The sample's news cell: a title, a date and a body stacked with the visual format language,
/// over a separator.
final class ConferenceNewsFeedCell: CollectionViewCell {
    static let reuseIdentifier = "conference-news-feed-cell-reuseidentifier"

    let titleLabel = Label()
    let dateLabel = Label()
    let bodyLabel = Label()
    let separatorView = View()
    var showsSeparator = true {
        didSet {
            updateSeparator()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension ConferenceNewsFeedCell {
    func configure() {
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        dateLabel.translatesAutoresizingMaskIntoConstraints = false
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        separatorView.translatesAutoresizingMaskIntoConstraints = false

        titleLabel.adjustsFontForContentSizeCategory = true
        dateLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.adjustsFontForContentSizeCategory = true

        titleLabel.numberOfLines = 0
        bodyLabel.numberOfLines = 0

        titleLabel.font = Font.preferredFont(forTextStyle: .title2)
        dateLabel.font = Font.preferredFont(forTextStyle: .caption2)
        bodyLabel.font = Font.preferredFont(forTextStyle: .body)

        separatorView.backgroundColor = .placeholderText

        contentView.addSubview(titleLabel)
        contentView.addSubview(dateLabel)
        contentView.addSubview(bodyLabel)
        contentView.addSubview(separatorView)

        let views = ["title": titleLabel, "date": dateLabel, "body": bodyLabel, "separator": separatorView]
        var constraints = [NSLayoutConstraint]()
        constraints.append(contentsOf: NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views))
        constraints.append(contentsOf: NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[date]", options: [], metrics: nil, views: views))
        constraints.append(contentsOf: NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[body]-|", options: [], metrics: nil, views: views))
        constraints.append(contentsOf: NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[separator]-|", options: [], metrics: nil, views: views))
        constraints.append(contentsOf: NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[title]-[date]-[body]-20-[separator(==1)]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(constraints)
    }

    func updateSeparator() {
        separatorView.isHidden = !showsSeparator
    }
}

/// "Conference News Feed": self-sizing news cells (estimated heights) in one column.
final class ConferenceNewsFeedViewController: ViewController {
    enum Section {
        case main
    }

    let newsController = ConferenceNewsController()
    var collectionView: CollectionView! = nil
    var dataSource: CollectionViewDiffableDataSource<Section, ConferenceNewsController.NewsFeedItem>! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Conference News Feed"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> CollectionViewLayout {
        let layout = CollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection? in
            let estimatedHeight = CGFloat(100)
            let layoutSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(estimatedHeight))
            let item = CollectionLayoutItem(layoutSize: layoutSize)
            let group = CollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: item, count: 1)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 10
            return section
        }
        return layout
    }

    func configureHierarchy() {
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.register(ConferenceNewsFeedCell.self, forCellWithReuseIdentifier: ConferenceNewsFeedCell.reuseIdentifier)
    }

    func configureDataSource() {
        // HAND EDIT: a fixed locale and time zone, so that the fixtures read the same everywhere.
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .long
        dateFormatter.timeStyle = .none
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")

        dataSource = CollectionViewDiffableDataSource<Section, ConferenceNewsController.NewsFeedItem>(collectionView: collectionView) {
            [weak self] (collectionView: CollectionView, indexPath: IndexPath, newsItem: ConferenceNewsController.NewsFeedItem) -> CollectionViewCell? in
            guard let self = self, let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: ConferenceNewsFeedCell.reuseIdentifier,
                for: indexPath) as? ConferenceNewsFeedCell else { fatalError("Could not create new cell") }
            cell.titleLabel.text = newsItem.title
            cell.bodyLabel.text = newsItem.body
            cell.dateLabel.text = dateFormatter.string(from: newsItem.date)
            cell.showsSeparator = indexPath.item != self.newsController.items.count - 1
            return cell
        }

        // load our data
        var snapshot = DiffableDataSourceSnapshot<Section, ConferenceNewsController.NewsFeedItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(newsController.items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
