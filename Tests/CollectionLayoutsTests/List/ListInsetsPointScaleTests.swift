import CollectionCanvas
import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import PropertyBased
import Testing
import ViewTestSupport

/// Insets an app writes on a list section (`section.contentInsets = ...` after
/// `list(using:layoutEnvironment:)`) are points under a point scale, like every other inset it
/// writes; the edges it leaves are the library's, in cells. Emoji Explorer's sidebar, written with
/// `top: 10`, sat ten rows under the carousel above it when the 10 was read as rows.
@MainActor
@Suite struct ListInsetsPointScaleTests {
    /// A carousel of groups a fifth of the width tall (in points) over a list section whose
    /// insets the app sets, in points.
    func layout(
        appearance: CollectionLayoutListConfiguration.Appearance, insets: DirectionalEdgeInsets?, scale: PointScale
    ) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let item = CollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: .size(.fractionalWidth(0.28), .fractionalWidth(0.2)), subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                return section
            }
            let section = CollectionLayoutSection.list(
                using: CollectionLayoutListConfiguration(appearance: appearance), layoutEnvironment: environment)
            if let insets { section.contentInsets = insets }
            return section
        }
        layout.pointScale = scale
        return layout
    }

    /// The rows from the carousel's bottom to the list's first row, and the list row's leading
    /// and trailing columns.
    func gap(_ layout: CollectionViewCompositionalLayout, width: CGFloat) throws -> (rows: CGFloat, leading: CGFloat, trailing: CGFloat) {
        let harness = LayoutHarness(layout, counts: [4, 3], width: width, height: 40)
        let carousel = try #require(harness.item(0, 0))
        let row = try #require(harness.item(0, 1))
        return (row.minY - carousel.maxY, row.minX, width - row.maxX)
    }

    @Test(arguments: [CGFloat(80), 120])
    func emojiExplorersSidebarTopInsetIsOneRowNotTen(width: CGFloat) throws {
        let written = try gap(
            layout(appearance: .sidebar, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0), scale: .standard),
            width: width)
        // The sidebar's own padding row, then 10 points: 0.6 of a 17-point row, one row.
        #expect(written.rows == 2)
        #expect(written.leading == 0 && written.trailing == 0)
        // The carousel is a fifth of the width in points tall: 0.2 x 640 / 17 = 7.5 rows at 80
        // columns (7), 11.3 at 120 (11).
        let harness = LayoutHarness(layout(appearance: .sidebar, insets: nil, scale: .standard), counts: [4, 3], width: width, height: 40)
        #expect(harness.item(0, 0)?.height == (width == 80 ? 7 : 11))
    }

    nonisolated static let cases = Gen.int(in: 0...1000).array(of: 7)

    /// For random appearances, widths and insets: each edge the app wrote is the whole cells of
    /// its points; each edge it left keeps the library's cells; without a scale, every edge is
    /// cells as written.
    @Test func writtenEdgesArePointsAndLeftEdgesKeepTheLibrarysCells() async {
        await propertyCheck(count: 200, input: Self.cases) { n in
            let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
            let appearance = appearances[n[0] % appearances.count]
            let width = CGFloat(40 + n[1] % 120)
            let libraryInset: CGFloat = switch appearance {
            case .insetGrouped: 2
            case .sidebar: 1
            default: 0
            }
            // Top and leading written in points; trailing left as the library made it.
            let top = CGFloat(n[2] % 60)
            let leading = CGFloat(n[3] % 40)
            let scaled = n[4] % 2 == 0
            let scale = scaled ? PointScale.standard : PointScale.cells
            let reference = try? gap(layout(appearance: appearance, insets: nil, scale: scale), width: width)
            let written = try? gap(
                layout(
                    appearance: appearance,
                    insets: DirectionalEdgeInsets(top: top, leading: leading, bottom: 0, trailing: libraryInset), scale: scale),
                width: width)
            guard let reference, let written else {
                Issue.record("\(appearance) at \(width): no frames")
                return
            }
            // Expected from the documented scale: 8 points a column, 17 a row, nearest cell.
            let topRows = scaled ? (top / 17).rounded() : top
            let leadingColumns = leading == libraryInset ? libraryInset : (scaled ? (leading / 8).rounded() : leading)
            #expect(written.rows == reference.rows + topRows, "\(appearance) at \(width), top \(top), scaled \(scaled)")
            #expect(written.leading == leadingColumns, "\(appearance) at \(width), leading \(leading), scaled \(scaled)")
            #expect(written.trailing == reference.trailing, "\(appearance) at \(width), scaled \(scaled)")
        }
    }
}
