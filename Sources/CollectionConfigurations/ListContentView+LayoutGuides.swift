import CollectionCanvas
import CollectionViews
import Foundation

extension ListContentView {
    /// The parts of the content a layout guide can follow.
    enum Part: Hashable {
        case text, secondaryText, image
    }

    /// A guide around the text as the view lays it out, as `UIListContentView.textLayoutGuide`;
    /// `nil` while the configuration has no text. Constraints to it (a custom cell's separator
    /// or its own views lined up with the text) follow the text as the view lays out again.
    public var textLayoutGuide: LayoutGuide? { guide(for: .text) }

    /// A guide around the secondary text, as `UIListContentView.secondaryTextLayoutGuide`; `nil`
    /// while the configuration has none.
    public var secondaryTextLayoutGuide: LayoutGuide? { guide(for: .secondaryText) }

    /// A guide around the image, as `UIListContentView.imageLayoutGuide`; `nil` while the
    /// configuration has no image.
    public var imageLayoutGuide: LayoutGuide? { guide(for: .image) }

    /// The guide of `part`, made and added on first use; `nil` when the configuration does not
    /// have the part.
    private func guide(for part: Part) -> LayoutGuide? {
        let configuration = listConfiguration
        let has = switch part {
        case .text: ListContentLayout.resolved(configuration.text, configuration.textProperties) != nil
        case .secondaryText: ListContentLayout.resolved(configuration.secondaryText, configuration.secondaryTextProperties) != nil
        case .image: configuration.image != nil
        }
        guard has else { return nil }
        if let guide = partGuides[part] { return guide }
        let frame = frames()[part] ?? .zero
        let names: [Part: String] = [.text: "textLayoutGuide", .secondaryText: "secondaryTextLayoutGuide", .image: "imageLayoutGuide"]
        let guide = LayoutGuide.fixed(identifier: names[part] ?? "layoutGuide")
        guide.fixedFrame = frame
        addLayoutGuide(guide)
        partGuides[part] = guide
        return guide
    }

    /// Where each part shown lies in the view's bounds, as the view draws them.
    func frames() -> [Part: CGRect] {
        let area = CellRect(cellBounds)
        let layout = ListContentLayout(listConfiguration, width: area.width, height: area.height)
        var frames: [Part: CGRect] = [:]
        let top = layout.firstRow
        if let image = layout.image {
            frames[.image] = CGRect(x: image.x, y: top, width: image.width, height: 1)
        }
        for block in layout.blocks where !block.lines.isEmpty {
            let rect = CGRect(x: block.x, y: top + block.row, width: block.width, height: block.lines.count)
            frames[block.isSecondary ? .secondaryText : .text] = rect
        }
        return frames
    }

    /// Moves the guides made so far to where their parts are now; when one moved, the view
    /// above lays out again in the next pass, so that constraints to the guide follow.
    func updatePartGuides() {
        guard !partGuides.isEmpty else { return }
        let frames = frames()
        var moved = false
        for (part, guide) in partGuides {
            let frame = frames[part] ?? .zero
            if guide.fixedFrame != frame {
                guide.fixedFrame = frame
                moved = true
            }
        }
        if moved { superview?.setNeedsLayout() }
    }
}
