import CollectionCore
import CollectionTesting
import Foundation
import Testing

/// Carousel snaps and batch updates animate too.
@MainActor
@Suite struct AnimatedScrollingTests {
    private func carouselLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(2)), subitems: [item])
                let layoutSection = CollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .groupPaging
                return layoutSection
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }
    }

    @Test func aCarouselsPagingSnapAnimates() {
        let list = StringCollection(layout: carouselLayout(), width: 25, height: 6)
        let clock = TestAnimationClock()
        list.collectionView.animationClock = clock
        list.dataSource.apply(
            StringCollection.snapshot([("carousel", (0..<8).map { "c\($0)" }), ("list", ["l0"])]), animatingDifferences: false)
        let view = list.collectionView
        let pilot = Pilot(root: view, width: 25, height: 6)
        pilot.finishesAnimations = false
        pilot.press(.right, .right)
        // Focus is on c2 at once; the carousel is on its way to offset 10.
        #expect(view.focusedIndexPath == IndexPath(item: 2, section: 0))
        #expect(view.isAnimating)
        var offsets: [CGFloat] = [view.orthogonalContentOffset(forSection: 0).x]
        for _ in 0..<4 {
            clock.advance(by: .milliseconds(50))
            pilot.screen.render()
            offsets.append(view.orthogonalContentOffset(forSection: 0).x)
        }
        #expect(offsets == [0, 1, 5, 9, 10])
        #expect(!view.isAnimating)
        #expect(pilot.lines[0].contains("> c2"))
    }

    @Test func batchUpdatesAnimateAndCompleteAtTheEnd() {
        @MainActor
        final class Model: CollectionViewDataSource {
            var items = ["A", "B", "C"]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = LabelCell()
                cell.text = items[indexPath.item]
                return cell
            }
        }
        let model = Model()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: StringCollection.listLayout())
        let clock = TestAnimationClock()
        view.animationClock = clock
        view.dataSource = model
        let screen = HeadlessScreen(root: view, width: 10, height: 4)
        screen.finishesAnimations = false
        screen.render()
        var finished: [Bool] = []
        view.performBatchUpdates({
            model.items = ["C", "A", "B"]
            view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        #expect(view.isAnimating)
        clock.advance(by: .milliseconds(100))
        screen.render()
        // Half way: C is passing over A (the rows below it have not arrived yet).
        #expect(screen.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["", "C", "B", ""])
        clock.advance(by: .milliseconds(100))
        screen.render()
        #expect(finished == [true])
        #expect(screen.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["C", "> A", "B", ""])
    }
}
