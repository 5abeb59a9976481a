import CollectionCore

/// An item of the benchmark scenarios: identity is `id`, content is `value`.
public struct BenchItem: Hashable, Identifiable, Sendable {
    public var id: Int
    public var value: Int
    public init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
}

public typealias BenchSnapshot = DiffableDataSourceSnapshot<Int, BenchItem>

/// A small deterministic generator (SplitMix64), so every run uses the same input.
public struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The "scattered 100k" change: 100,000 items; 10,000 random deletes, 10,000 new ids at random
/// positions, 1,000 elements moved to random positions, 10,000 content updates; fixed seed.
public enum ScatteredScenario {
    public static func arrays(count: Int = 100_000, seed: UInt64 = 42) -> (old: [BenchItem], new: [BenchItem]) {
        var random = SplitMix(seed: seed)
        let old = (0..<count).map { BenchItem(id: $0, value: 0) }
        var new = old
        for _ in 0..<(count / 10) { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
        for id in count..<(count + count / 10) {
            new.insert(BenchItem(id: id, value: 0), at: Int.random(in: 0...new.count, using: &random))
        }
        for _ in 0..<(count / 100) {
            let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(item, at: Int.random(in: 0...new.count, using: &random))
        }
        for _ in 0..<(count / 10) { new[Int.random(in: 0..<new.count, using: &random)].value += 1 }
        return (old, new)
    }

    /// Snapshots of the arrays in one section, or split into sections of `sectionSize` items.
    public static func snapshots(sectionSize: Int? = nil) -> (old: BenchSnapshot, new: BenchSnapshot) {
        let (old, new) = arrays()
        return (snapshot(old, sectionSize: sectionSize), snapshot(new, sectionSize: sectionSize))
    }

    public static func snapshot(_ items: [BenchItem], sectionSize: Int?) -> BenchSnapshot {
        var snapshot = BenchSnapshot()
        guard let sectionSize else {
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            return snapshot
        }
        let sections = (items.count + sectionSize - 1) / sectionSize
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections {
            let slice = items[(section * sectionSize)..<min(items.count, (section + 1) * sectionSize)]
            snapshot.appendItems(Array(slice), toSection: section)
        }
        return snapshot
    }

    /// `sections` sections of `size` items each.
    public static func grid(sections: Int, size: Int) -> BenchSnapshot {
        var snapshot = BenchSnapshot()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections {
            snapshot.appendItems((0..<size).map { BenchItem(id: section * size + $0, value: 0) }, toSection: section)
        }
        return snapshot
    }
}

/// ListKit's "mixed operations": `count` items, then a `churn` share of them deleted, as many
/// new ones inserted at random places, as many moved to random places and as many changed in
/// content; fixed seed.
public enum MixedScenario {
    public static func arrays(count: Int = 10_000, churn: Double, seed: UInt64 = 7) -> (old: [BenchItem], new: [BenchItem]) {
        var random = SplitMix(seed: seed)
        let old = (0..<count).map { BenchItem(id: $0, value: 0) }
        let changes = Int(Double(count) * churn)
        var new = old
        for _ in 0..<changes { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
        for id in count..<(count + changes) {
            new.insert(BenchItem(id: id, value: 0), at: Int.random(in: 0...new.count, using: &random))
        }
        for _ in 0..<changes {
            let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(item, at: Int.random(in: 0...new.count, using: &random))
        }
        for _ in 0..<changes { new[Int.random(in: 0..<new.count, using: &random)].value += 1 }
        return (old, new)
    }
}
