import CollectionCore
import Foundation

/// The feature carousel's card: a badge, the app's name and its tagline in a rounded box.
final class FeatureAppCell: CardCell {
    var app: AppStoreSamples.FeatureApp? { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let app, rect.width >= 6, rect.height >= 3 else { return }
        let background: Color = configurationState.isFocused ? .focus : .background
        let inner = rect.insetBy(dx: 2, dy: 1)
        let rows: [(String, Style)] = [
            (app.badge, Style(foreground: .tint, background: background, attributes: .bold)),
            (TerminalText.sanitized(app.emoji) + " " + app.name, Style(foreground: .label, background: background, attributes: .bold)),
            (app.tagline, Style(foreground: .secondaryLabel, background: background)),
        ]
        for (row, (text, style)) in rows.enumerated() where CGFloat(row) < inner.height {
            canvas.draw(text, in: CGRect(x: inner.minX, y: inner.minY + CGFloat(row), width: inner.width, height: 1), style: style)
        }
    }
}

/// A row of the ranking carousel: rank, icon, name and category, and a "받기" (Get) button.
final class RankedAppCell: CollectionViewCell {
    var app: AppStoreSamples.RankedApp? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // The cell draws its own focus (a tinted frame on the focus colour): no reverse video.
        backgroundConfiguration = .clear()
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let app, rect.width >= 10 else { return }
        let focused = configurationState.isFocused
        let background: Color = focused ? .focus : .background
        canvas.fill(rect, style: Style(background: background))
        let x = Int(rect.minX), y = Int(rect.minY)
        let button = " 받기 "
        let buttonWidth = TerminalText.width(of: button)
        var column = x + canvas.draw(String(format: "%2d ", app.rank), x: x, y: y,
                                     style: Style(foreground: .label, background: background, attributes: .bold))
        column += canvas.draw(TerminalText.sanitized(app.emoji) + " ", x: column, y: y, style: Style(background: background))
        let textWidth = CGFloat(max(0, Int(rect.maxX) - buttonWidth - 1 - column))
        canvas.draw(app.name, in: CGRect(x: CGFloat(column), y: rect.minY, width: textWidth, height: 1),
                    style: Style(foreground: .label, background: background))
        if rect.height >= 2 {
            let detail = app.category + (app.hasInAppPurchases ? traitCollection.glyphSet.symbols(" · ") + "앱 내 구입" : "")
            canvas.draw(detail, in: CGRect(x: CGFloat(column), y: rect.minY + 1, width: textWidth, height: 1),
                        style: Style(foreground: .secondaryLabel, background: background))
        }
        canvas.draw(button, x: Int(rect.maxX) - buttonWidth, y: y,
                    style: Style(foreground: .tint, background: focused ? .tint : .groupedBackground, attributes: focused ? [.bold, .reverse] : .bold))
    }
}

/// A theme card of the third carousel: an emoji and a title in a box, with the number of apps.
final class ThemeCell: CardCell {
    override var cardColor: Color { .groupedBackground }
    var theme: AppStoreSamples.Theme? { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let theme, rect.width >= 6, rect.height >= 3 else { return }
        let background: Color = configurationState.isFocused ? .focus : .groupedBackground
        let inner = rect.insetBy(dx: 2, dy: 1)
        canvas.draw(TerminalText.sanitized(theme.emoji) + " " + theme.title, in: CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: 1),
                    style: Style(foreground: .label, background: background, attributes: .bold))
        if inner.height >= 2 {
            canvas.draw("앱 \(theme.count)개", in: CGRect(x: inner.minX, y: inner.minY + 1, width: inner.width, height: 1),
                        style: Style(foreground: .secondaryLabel, background: background))
        }
    }
}

/// A section header of the App Store screen: a bold title with "모두 보기" (See All) at the
/// trailing edge, and an optional description on the row below.
final class AppStoreHeaderView: CollectionReusableView {
    var title = ""
    var detail = ""

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .background
    }

    /// There are no archives here (see `CollectionReusableView.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        let seeAll = "모두 보기"
        let seeAllWidth = CGFloat(TerminalText.width(of: seeAll))
        let titleRect = CGRect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.width - seeAllWidth - 3), height: 1)
        canvas.draw(title, in: titleRect, style: Style(foreground: .label, attributes: .bold))
        canvas.draw(seeAll, in: CGRect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 1), height: 1), style: .tint, alignment: .trailing)
        if !detail.isEmpty, rect.height >= 2 {
            canvas.draw(detail, in: CGRect(x: rect.minX + 1, y: rect.minY + 1, width: max(0, rect.width - 2), height: 1), style: .secondaryLabel)
        }
    }
}

/// The feature carousel's footer: a one-row separator line.
final class SeparatorFooterView: CollectionReusableView {
    override func draw(_ rect: CGRect, in canvas: inout Canvas) {
        guard rect.width > 2 else { return }
        canvas.draw(String(repeating: traitCollection.glyphSet.horizontalLine, count: Int(rect.width) - 2), x: Int(rect.minX) + 1, y: Int(rect.minY), style: .separator)
    }
}
