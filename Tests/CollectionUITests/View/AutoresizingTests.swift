import CollectionCore
import CollectionTesting
import Foundation
import Testing
import UITestSupport

@MainActor
@Suite struct AutoresizingTests {
    @Test func rawValuesAreUIKits() {
        #expect(View.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(View.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(View.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(View.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(View.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(View.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    @Test func flexibleWidthAndHeightKeepAViewFillingItsSuperview() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let child = View(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        parent.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func aViewMadeBeforeItsSuperviewHadASizeGrowsWithIt() {
        // A view controller's viewDidLoad makes its collection view with `view.bounds`, which is
        // empty until the view is put on screen.
        let parent = View()
        let child = View(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func withoutAMaskTheFrameIsKept() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let child = View(frame: CGRect(x: 10, y: 5, width: 20, height: 4))
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        #expect(child.frame == CGRect(x: 10, y: 5, width: 20, height: 4))
    }

    @Test func flexibleMarginsMoveTheViewAndShareTheChange() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let pinnedRight = View(frame: CGRect(x: 70, y: 0, width: 10, height: 1))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let pinnedBottom = View(frame: CGRect(x: 0, y: 23, width: 80, height: 1))
        pinnedBottom.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        let centred = View(frame: CGRect(x: 30, y: 10, width: 20, height: 4))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        for view in [pinnedRight, pinnedBottom, centred] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 120, height: 34)
        #expect(pinnedRight.frame == CGRect(x: 110, y: 0, width: 10, height: 1))
        #expect(pinnedBottom.frame == CGRect(x: 0, y: 33, width: 120, height: 1))
        // Margins of 30 and 30 share 40 columns equally; 10 and 10 share 10 rows.
        #expect(centred.frame == CGRect(x: 50, y: 15, width: 20, height: 4))
    }

    @Test func widthAndMarginsShareInProportionToTheirLengths() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 10))
        let child = View(frame: CGRect(x: 10, y: 0, width: 40, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        // Parts 10, 40 and 30 of 80 share 80 more columns: 10, 40 and 30 more.
        parent.frame = CGRect(x: 0, y: 0, width: 160, height: 10)
        #expect(child.frame == CGRect(x: 20, y: 0, width: 80, height: 10))
        // Shrinking to nothing leaves no negative length.
        let tiny = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let filler = View(frame: tiny.bounds)
        filler.autoresizingMask = [.flexibleWidth]
        tiny.addSubview(filler)
        tiny.frame = .zero
        #expect(filler.frame.width == 0)
    }

    @Test func scrollingDoesNotResizeSubviews() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        scrollView.contentSize = CGSize(width: 20, height: 50)
        let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test func autoresizesSubviewsFalseStopsTheMask() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        parent.autoresizesSubviews = false
        let child = View(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func aCollectionViewFillsTheScreenAcrossTerminalResizes() {
        let root = View()
        let list = CollectionView(
            frame: root.bounds,
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(list)
        let dataSource = numberedListDataSource(Array(0..<100), in: list) { "Row \($0)" }
        defer { withExtendedLifetime(dataSource) {} }
        let screen = HeadlessScreen(root: root, width: 20, height: 4)
        screen.render()
        // Rows and separators, and the scroll indicator in the last column.
        #expect(screen.lines == [" Row 0             ┃", "───────────────────│", " Row 1             │", "───────────────────│"])
        screen.resize(width: 12, height: 6)
        screen.render()
        #expect(list.frame == CGRect(x: 0, y: 0, width: 12, height: 6))
        #expect(screen.lines[4] == " Row 2     │")
        #expect(screen.lines.allSatisfy { $0.hasSuffix("│") || $0.hasSuffix("┃") })
    }
}
