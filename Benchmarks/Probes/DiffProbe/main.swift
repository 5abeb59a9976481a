// A single run of one scenario, for `valgrind --tool=callgrind` instruction counts:
//   swift build -c release --product DiffProbe
//   valgrind --tool=callgrind --toggle-collect='*difference*' .build/release/DiffProbe scattered
import BenchmarkScenarios
import CollectionCore

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
default:
    let (old, new) = ScatteredScenario.snapshots()
    let difference = new.difference(from: old)
    print("moves: \(difference.movedItems.count), inserts: \(difference.insertedItems.count), deletes: \(difference.deletedItems.count), reconfigures: \(difference.reconfiguredItems.count)")
}
