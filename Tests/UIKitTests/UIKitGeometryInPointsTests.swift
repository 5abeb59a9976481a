import CollectionTesting
import Testing
import UIKit

// Code laid out by hand in points, as UIKit apps write it: a custom root view whose
// `layoutSubviews` places its subviews from its bounds, and a custom view that reports its
// intrinsic size in points.

/// A mail badge and its caption, placed by hand: 16 points in and 34 down, the caption 8
/// points after the badge and as wide as what is left but 24 points.
final class BadgeBoardView: UIView {
    let badge = UIView()
    let caption = UILabel()
    private(set) var boundsSeenInLayout: [CGRect] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.backgroundColor = .systemRed
        caption.text = "Inbox"
        addSubview(badge)
        addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        boundsSeenInLayout.append(bounds)
        badge.frame = CGRect(x: 16, y: 34, width: 40, height: 17)
        caption.frame = CGRect(
            x: badge.frame.maxX + 8, y: badge.frame.minY, width: bounds.width - badge.frame.maxX - 24, height: 17)
    }
}

final class BadgeBoardViewController: UIViewController {
    var board: BadgeBoardView { view as! BadgeBoardView }

    override func loadView() {
        view = BadgeBoardView()
    }
}

/// A swatch that wants 80 × 34 points, pinned to its superview's top-left corner.
final class SwatchView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 34) }
}

final class SwatchViewController: UIViewController {
    let swatch = SwatchView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.backgroundColor = .systemBlue
        titleLabel.text = "Blue"
        for subview in [swatch, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            swatch.topAnchor.constraint(equalTo: view.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: swatch.centerYAnchor),
        ])
    }
}

/// A list of numbered rows, scrolled by offsets in points.
final class NumberedListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(17)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(17)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Under a point scale, as every app started by `UIApplication.main` runs, a view's geometry reads
/// and is written in points: a column is 8 of them and a row 17.
@MainActor
@Suite struct UIKitGeometryInPointsTests {
    @Test func aRootViewLaysOutInPointsFromItsBounds() throws {
        try PointScale.withCurrent(.standard) {
            let controller = BadgeBoardViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
            let canvas = screen.render()
            let lines = canvas.lines
            // 80 × 24 cells are 640 × 408 points, and layoutSubviews saw them.
            #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 640, height: 408))
            #expect(controller.board.boundsSeenInLayout.last == CGRect(x: 0, y: 0, width: 640, height: 408))
            // Frames read back as written.
            #expect(controller.board.badge.frame == CGRect(x: 16, y: 34, width: 40, height: 17))
            #expect(controller.board.caption.frame == CGRect(x: 64, y: 34, width: 560, height: 17))
            #expect(controller.board.caption.center == CGPoint(x: 344, y: 42.5))
            // Drawn on whole cells: the badge on columns 2-6 of row 2, the caption from column 8.
            let row = try #require(lines.dropFirst(2).first)
            #expect(row.hasPrefix("        Inbox"))
            #expect(canvas[x: 2, y: 2].style.background == .systemRed)
            #expect(canvas[x: 6, y: 2].style.background == .systemRed)
            #expect(canvas[x: 7, y: 2].style.background != .systemRed)
            #expect(canvas[x: 2, y: 1].style.background != .systemRed)
        }
    }

    @Test func framesSetInPointsReadBackAsWritten() {
        PointScale.withCurrent(.standard) {
            let view = UIView()
            // Every whole and half point up to 1,000 on each side, as written.
            for tenth in stride(from: 0, through: 10_000, by: 5) {
                let value = CGFloat(tenth) / 10
                let frame = CGRect(x: value, y: value, width: value, height: value)
                view.frame = frame
                guard view.frame == frame else {
                    Issue.record("\(frame) read back as \(view.frame)")
                    return
                }
            }
            view.center = CGPoint(x: 100, y: 44)
            #expect(view.center == CGPoint(x: 100, y: 44))
        }
    }

    @Test func intrinsicSizesAreReportedAndReadInPoints() {
        PointScale.withCurrent(.standard) {
            let label = UILabel()
            label.text = "Hello world"
            label.numberOfLines = 0
            // Eleven columns by one row, or two rows of five within six columns (48 points).
            #expect(label.intrinsicContentSize == CGSize(width: 88, height: 17))
            #expect(label.sizeThatFits(CGSize(width: 48, height: 100)) == CGSize(width: 40, height: 34))
            let controller = SwatchViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 6)
            let canvas = screen.render()
            let lines = canvas.lines
            // 80 × 34 points are 10 columns by 2 rows, one column in; the title 2 columns after.
            #expect(controller.swatch.frame == CGRect(x: 8, y: 0, width: 80, height: 34))
            #expect(canvas[x: 1, y: 1].style.background == .systemBlue)
            #expect(canvas[x: 10, y: 1].style.background == .systemBlue)
            #expect(canvas[x: 11, y: 0].style.background != .systemBlue)
            #expect(lines[0].dropFirst(13).hasPrefix("Blue") || lines[1].dropFirst(13).hasPrefix("Blue"))
            // A container pinned around a swatch fits it, in points.
            let container = UIView()
            let inner = SwatchView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                inner.topAnchor.constraint(equalTo: container.topAnchor),
                inner.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
            #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 34))
            // With the width held, as a table measures a header.
            let held = container.systemLayoutSizeFitting(
                CGSize(width: 160, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(held == CGSize(width: 160, height: 34))
        }
    }

    @Test func scrollingReadsAndWritesOffsetsInPoints() throws {
        try PointScale.withCurrent(.standard) {
            let controller = NumberedListViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 40, height: 10)
            screen.render()
            let collectionView = try #require(controller.collectionView)
            // Sixty rows of 17 points.
            #expect(collectionView.contentSize.height == 1020)
            #expect(collectionView.bounds.size == CGSize(width: 320, height: 170))
            collectionView.setContentOffset(CGPoint(x: 0, y: 170), animated: false)
            let lines = screen.render().lines
            #expect(collectionView.contentOffset == CGPoint(x: 0, y: 170))
            #expect(lines[0].contains("Row 10"))
            // A point in content coordinates, in points: the row drawn at the top.
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 8, y: 178)) == IndexPath(item: 10, section: 0))
            // The offset can be set past the end; setContentOffset keeps it in range.
            collectionView.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
            #expect(collectionView.contentOffset.y == 850)
        }
    }

    @Test func theScreenIsMeasuredInPoints() {
        PointScale.withCurrent(.standard) {
            // Not a terminal here: the screen is 80 × 24 cells.
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 640, height: 408))
            let window = UIWindow(frame: UIScreen.main.bounds)
            #expect(window.bounds.size == CGSize(width: 640, height: 408))
        }
        PointScale.withCurrent(nil) {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 80, height: 24))
        }
    }

    @Test func layoutGuidesReadInPoints() {
        PointScale.withCurrent(.standard) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 170))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                child.topAnchor.constraint(equalTo: view.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 34),
            ])
            view.layoutIfNeeded()
            // UIKit's default margins are 8 points across: one column each side.
            #expect(view.layoutMarginsGuide.layoutFrame.minX == 8)
            #expect(view.layoutMarginsGuide.layoutFrame.width == 304)
            #expect(child.frame == CGRect(x: 8, y: 0, width: 304, height: 34))
        }
    }

    @Test func pointsConvertBetweenViewsInPoints() throws {
        try PointScale.withCurrent(.standard) {
            let controller = BadgeBoardViewController()
            let screen = HeadlessScreen(rootViewController: controller, width: 80, height: 24)
            screen.render()
            let board = controller.board
            // The caption's origin is (64, 34) in the board.
            #expect(board.caption.convert(CGPoint.zero, to: board) == CGPoint(x: 64, y: 34))
            #expect(board.convert(CGPoint(x: 72, y: 51), to: board.caption) == CGPoint(x: 8, y: 17))
            #expect(board.caption.convert(CGPoint(x: 72, y: 51), from: board) == CGPoint(x: 8, y: 17))
            #expect(board.badge.convert(board.badge.bounds, to: board.caption) == CGRect(x: -48, y: 0, width: 40, height: 17))
            // `nil` is the root of the tree (a window's place).
            let root = try #require(screen.root as UIView?)
            #expect(board.badge.convert(CGPoint.zero, to: nil) == board.badge.convert(CGPoint.zero, to: root))
        }
    }

    @Test func sizeToFitSizesALabelToItsTextInPoints() {
        PointScale.withCurrent(.standard) {
            let label = UILabel(frame: CGRect(x: 16, y: 17, width: 0, height: 0))
            label.text = "Sixteen chars..."
            label.sizeToFit()
            #expect(label.frame == CGRect(x: 16, y: 17, width: 128, height: 17))
        }
    }
}
