// One snapshot operation per run, for `valgrind --tool=callgrind` instruction counts of the
// operation alone (set-up excluded): each operation is one `@inline(never)` function named
// `op...` with a shape of its own (the optimiser merges look-alike functions into one shared
// body, which callgrind would not count under the name), so that
// `--toggle-collect='*opBuildOneSection*'` counts just that call:
//   swift build -c release --product SnapshotProbe
//   valgrind --tool=callgrind --toggle-collect='*opBuildOneSection*' .build/release/SnapshotProbe build10k
// or every scenario: bash Scripts/snapshot-probe.sh
// `SnapshotProbe list` prints every scenario with its function; `--cold` skips the warm-up that
// otherwise runs each operation once on a small input first (type metadata, conformance
// look-ups and other first-use costs of the process are set-up, not the operation);
// `--time` prints the median wall time of 15 runs after 5 warm-ups instead.
import CollectionModel
import Foundation

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

let arguments = CommandLine.arguments.dropFirst()
let cold = arguments.contains("--cold")
let scenario = arguments.first { !$0.hasPrefix("--") } ?? "list"

let items10k = Array(0..<10_000)
let items50k = Array(0..<50_000)
let firstHalf = Array(0..<5_000)
let sectionNames = (0..<100).map { "section \($0)" }
let queries = (0..<1_000).map { ($0 * 7_919) % 10_000 }

/// The scenarios: name, measured function, and a set-up that returns one run of the operation
/// (which returns a number to print, so that nothing is optimised away).
let scenarios: [(name: String, function: String, prepare: () -> () -> Int)] = [
    ("build10k", "opBuildOneSection", { { opBuildOneSection(items10k).numberOfItems } }),
    ("build50k", "opBuildOneSection", { { opBuildOneSection(items50k).numberOfItems } }),
    ("build100x100", "opBuildGrid100x100", { { opBuildGrid100x100(sectionNames).numberOfItems } }),
    ("build10kDelete5k", "opBuild10kDelete5k", { { opBuild10kDelete5k(items10k, firstHalf) } }),
    ("delete5k", "opDelete5k", {
        var snapshot = built(items10k)
        return {
            opDelete5k(&snapshot, firstHalf)
            return snapshot.numberOfItems
        }
    }),
    ("build50x100DeleteSections25", "opBuild50x100DeleteSections25", {
        { opBuild50x100DeleteSections25(sectionNames).numberOfItems }
    }),
    ("build10kReload5k", "opBuild10kReload5k", { { opBuild10kReload5k(items10k, firstHalf).numberOfItems } }),
    ("reload5k", "opReload5k", {
        var snapshot = built(items10k)
        return {
            opReload5k(&snapshot, firstHalf)
            return snapshot.numberOfItems
        }
    }),
    ("itemIdentifiers100", "opItemIdentifiers100", {
        let snapshot = built(Array(0..<5_000))
        return { opItemIdentifiers100(snapshot, 100) }
    }),
    ("build10kIndexOfItem1000", "opBuild10kIndexOfItem1000", { { opBuild10kIndexOfItem1000(items10k, queries) } }),
    ("indexOfItem1000", "opIndexOfItem1000", {
        let snapshot = built(items10k)
        return { opIndexOfItem1000(snapshot, queries) }
    }),
    ("buildTwoAndDiff", "opBuildTwo10kAndDiff", { { opBuildTwo10kAndDiff(items10k, secondHalfOverlap) } }),
    ("noChangeDiff", "opNoChangeDiff", {
        let (old, new) = (grid(sectionNames, 1_000), grid(sectionNames, 1_000))
        return { opNoChangeDiff(old, new) }
    }),
    ("readReloaded", "opReadReloaded", {
        var snapshot = built(items10k)
        snapshot.reloadItems(firstHalf)
        return { opReadReloaded(snapshot) }
    }),
]

let secondHalfOverlap = Array(5_000..<15_000)

if !cold { warmUp() }
guard let chosen = scenarios.first(where: { $0.name == scenario }) else {
    for entry in scenarios { print("\(entry.name)\t--toggle-collect='*\(entry.function)*'") }
    exit(scenario == "list" ? 0 : 1)
}
if arguments.contains("--time") {
    // Median of 15 runs after 5 warm-ups, each on a fresh set-up, set-up not timed.
    var times: [Double] = []
    var total = 0
    for run in 0..<20 {
        let operation = chosen.prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        total &+= operation()
        let end = DispatchTime.now().uptimeNanoseconds
        if run >= 5 { times.append(Double(end - start) / 1_000_000) }
    }
    times.sort()
    print("\(chosen.name)\t\(String(format: "%.3f", times[times.count / 2])) ms\t(\(total))")
} else {
    print("\(chosen.name): \(chosen.prepare()())")
}

// MARK: Set-up

func built(_ items: [Int], section: String = "main") -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
    return snapshot
}

func grid(_ sections: [String], _ size: Int) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(sections)
    for (offset, section) in sections.enumerated() {
        snapshot.appendItems(Array((offset * size)..<((offset + 1) * size)), toSection: section)
    }
    return snapshot
}

/// Every operation once on a few hundred items (so that each code path, sorting included, has
/// met its types once).
func warmUp() {
    var snapshot = built(Array(0..<300))
    snapshot.deleteItems(Array(stride(from: 0, to: 300, by: 3)).reversed())
    snapshot.reloadItems(Array(stride(from: 1, to: 300, by: 3)).reversed())
    _ = snapshot.reloadedItemIdentifiers
    _ = snapshot.indexOfItem(2)
    _ = snapshot.itemIdentifiers
    var other = grid(["a", "b", "c", "d"], 50)
    other.deleteSections(["a", "c"])
    _ = other.difference(from: snapshot)
    _ = grid(["a", "b"], 200).difference(from: grid(["a", "b"], 200))
    _ = built(Array(100..<400)).difference(from: built(Array(0..<300)))
}

// MARK: Operations (each measured alone)

@inline(never) func opBuildOneSection(_ items: [Int]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    return snapshot
}

@inline(never) func opBuildGrid100x100(_ sections: [String]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(sections)
    for (offset, section) in sections.enumerated() {
        snapshot.appendItems(Array((offset * 100)..<((offset + 1) * 100)), toSection: section)
    }
    return snapshot
}

@inline(never) func opBuild10kDelete5k(_ items: [Int], _ doomed: [Int]) -> Int {
    var snapshot = Snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    snapshot.deleteItems(doomed)
    return snapshot.numberOfItems
}

@inline(never) func opDelete5k(_ snapshot: inout Snapshot, _ doomed: [Int]) {
    snapshot.deleteItems(doomed)
}

@inline(never) func opBuild50x100DeleteSections25(_ sections: [String]) -> Snapshot {
    var snapshot = Snapshot()
    let fifty = Array(sections.prefix(50))
    snapshot.appendSections(fifty)
    for (offset, section) in fifty.enumerated() {
        snapshot.appendItems(Array((offset * 100)..<((offset + 1) * 100)), toSection: section)
    }
    snapshot.deleteSections(Array(fifty.prefix(25)))
    return snapshot
}

@inline(never) func opBuild10kReload5k(_ items: [Int], _ marked: [Int]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    snapshot.reloadItems(marked)
    return snapshot
}

@inline(never) func opReload5k(_ snapshot: inout Snapshot, _ marked: [Int]) {
    snapshot.reloadItems(marked)
}

@inline(never) func opItemIdentifiers100(_ snapshot: Snapshot, _ times: Int) -> Int {
    var total = 0
    for _ in 0..<times { total &+= snapshot.itemIdentifiers.count }
    return total
}

@inline(never) func opBuild10kIndexOfItem1000(_ items: [Int], _ queries: [Int]) -> Int {
    var snapshot = Snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    var total = 0
    for query in queries { total &+= snapshot.indexOfItem(query) ?? -1 }
    return total
}

@inline(never) func opIndexOfItem1000(_ snapshot: Snapshot, _ queries: [Int]) -> Int {
    var total = 0
    for query in queries { total &+= snapshot.indexOfItem(query) ?? -1 }
    return total
}

@inline(never) func opBuildTwo10kAndDiff(_ oldItems: [Int], _ newItems: [Int]) -> Int {
    var old = Snapshot()
    old.appendSections(["main"])
    old.appendItems(oldItems, toSection: "main")
    var new = Snapshot()
    new.appendSections(["main"])
    new.appendItems(newItems, toSection: "main")
    let difference = new.difference(from: old)
    return difference.insertedItems.count + difference.deletedItems.count
}

@inline(never) func opNoChangeDiff(_ old: Snapshot, _ new: Snapshot) -> Int {
    new.difference(from: old).isEmpty ? 0 : 1
}

@inline(never) func opReadReloaded(_ snapshot: Snapshot) -> Int {
    snapshot.reloadedItemIdentifiers.count
}
