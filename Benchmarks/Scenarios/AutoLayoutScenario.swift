import CollectionCore
import Foundation

/// A self-sizing cell of the kind the Auto Layout benchmark lays out: a title and a
/// wrapping detail label pinned with six constraints to the content view's margins.
public final class BenchAutoLayoutCell: CollectionViewCell {
    public let title = Label()
    public let detail = Label()
    /// The leading constraint, whose constant the re-solve benchmark changes.
    public private(set) var leading: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        detail.numberOfLines = 0
        contentView.addSubview(title)
        contentView.addSubview(detail)
        let margins = contentView.layoutMarginsGuide
        leading = title.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        NSLayoutConstraint.activate([
            leading,
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// There are no archives here.
    public required init?(coder: NSCoder) { nil }
}

/// A screen of 40 self-sizing cells of 6 constraints each, 80 columns wide.
@MainActor
public enum AutoLayoutScenario {
    public static let cellCount = 40
    public static let width: CGFloat = 80

    /// 40 cells with their text set.
    public static func cells() -> [BenchAutoLayoutCell] {
        (0..<cellCount).map { index in
            let cell = BenchAutoLayoutCell(frame: CGRect(x: 0, y: 0, width: width, height: 1))
            cell.title.text = "Item \(index)"
            cell.detail.text = String(repeating: "word ", count: 5 + (index * 7) % 30)
            return cell
        }
    }

    /// One layout pass over the screen: each cell is measured (`systemLayoutSizeFitting`),
    /// given its height and laid out. Answers the total height, so the work is not dropped.
    @discardableResult
    public static func layoutPass(_ cells: [BenchAutoLayoutCell]) -> CGFloat {
        var total: CGFloat = 0
        for cell in cells {
            let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0))
            cell.frame = CGRect(x: 0, y: total, width: width, height: size.height)
            cell.layoutIfNeeded()
            total += size.height
        }
        return total
    }

    /// Changes every cell's leading constant (1 and 0 in turn), so that the next pass
    /// re-solves incrementally.
    public static func changeConstants(_ cells: [BenchAutoLayoutCell], pass: Int) {
        for cell in cells { cell.leading.constant = CGFloat(pass % 2) }
    }
}
