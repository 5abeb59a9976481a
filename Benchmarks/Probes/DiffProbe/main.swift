// A single run of one scenario, for `valgrind --tool=callgrind` instruction counts:
//   swift build -c release --product DiffProbe
//   valgrind --tool=callgrind --toggle-collect='*difference*' .build/release/DiffProbe scattered
// (apply: --toggle-collect='*applyScattered*'; pipeline20, pipeline50: '*runPipeline*')
import BenchmarkScenarios
import CollectionCore
import Foundation

let scenario = CommandLine.arguments.dropFirst().first ?? "scattered"
switch scenario {
case "sections":
    let (old, new) = ScatteredScenario.snapshots(sectionSize: 1000)
    let difference = new.difference(from: old)
    print("moves: \(difference.movedItems.count), inserts: \(difference.insertedItems.count), deletes: \(difference.deletedItems.count), reconfigures: \(difference.reconfiguredItems.count)")
case "nochange":
    let grid = ScatteredScenario.grid(sections: 100, size: 1000)
    let copy = grid
    print("empty: \(copy.difference(from: grid).isEmpty)")
case "stdlib":
    let (old, new) = ScatteredScenario.arrays()
    let difference = new.map(\.id).difference(from: old.map(\.id)).inferringMoves()
    let moves = difference.removals.filter { change in
        if case let .remove(_, _, associated) = change { return associated != nil }
        return false
    }.count
    print("stdlib changes: \(difference.count), moves: \(moves)")
case "apply":
    // The scattered change applied to a visible 200 x 60 list, end to end, once.
    let (old, new) = ScatteredScenario.snapshots()
    let screen = scrolledScreen(old)
    var canvas = screen.draw()
    applyScattered(screen.dataSource, new, screen.view, &canvas)
    print(canvas.lines[0])
case "pipeline20", "pipeline50":
    // ListKit's mixed operations on 10k items, end to end: build the old snapshot and show it in
    // a 200 x 60 list, build the new one, apply it (diff and batch update) and draw.
    let (old, new) = MixedScenario.arrays(churn: scenario == "pipeline20" ? 0.2 : 0.5)
    let screen = BenchScreen(columns: 1, snapshot: BenchSnapshot())
    var canvas = screen.draw()
    runPipeline(old, new, screen, &canvas)
    print(canvas.lines[0])
case "applyloop":
    // Times the apply alone, twenty times, each on a fresh view (for spotting slow runs).
    let (old, new) = ScatteredScenario.snapshots()
    for _ in 0..<20 {
        let screen = scrolledScreen(old)
        var canvas = screen.draw()
        let start = DispatchTime.now().uptimeNanoseconds
        screen.dataSource.apply(new, animatingDifferences: false)
        let applied = DispatchTime.now().uptimeNanoseconds
        screen.view.render(into: &canvas, at: .zero)
        let drawn = DispatchTime.now().uptimeNanoseconds
        print("apply \((applied - start) / 1000) µs, draw \((drawn - applied) / 1000) µs")
    }
default:
    let (old, new) = ScatteredScenario.snapshots()
    let difference = new.difference(from: old)
    print("moves: \(difference.movedItems.count), inserts: \(difference.insertedItems.count), deletes: \(difference.deletedItems.count), reconfigures: \(difference.reconfiguredItems.count)")
}

/// The measured part of the "apply" scenario (callgrind: --toggle-collect='*applyScattered*').
@inline(never)
@MainActor
func applyScattered(
    _ dataSource: CollectionViewDiffableDataSource<Int, BenchItem>, _ new: BenchSnapshot, _ view: CollectionView, _ canvas: inout Canvas
) {
    dataSource.apply(new, animatingDifferences: false)
    view.render(into: &canvas, at: .zero)
}

/// A 200 x 60 list of `snapshot`, scrolled to the middle of the items.
@MainActor
func scrolledScreen(_ snapshot: BenchSnapshot) -> BenchScreen {
    let screen = BenchScreen(columns: 1, snapshot: snapshot)
    screen.view.setContentOffset(CGPoint(x: 0, y: 50_000), animated: false)
    return screen
}

/// The measured part of the "pipeline" scenarios (callgrind: --toggle-collect='*runPipeline*').
@inline(never)
@MainActor
func runPipeline(_ old: [BenchItem], _ new: [BenchItem], _ screen: BenchScreen, _ canvas: inout Canvas) {
    screen.dataSource.apply(ScatteredScenario.snapshot(old, sectionSize: nil), animatingDifferences: false)
    screen.view.render(into: &canvas, at: .zero)
    screen.dataSource.apply(ScatteredScenario.snapshot(new, sectionSize: nil), animatingDifferences: false)
    screen.view.render(into: &canvas, at: .zero)
}
