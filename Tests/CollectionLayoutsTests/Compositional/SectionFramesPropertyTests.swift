import CollectionCanvas
import CollectionDiagnostics
@testable import CollectionLayouts
import CollectionModel
import CollectionViews
import Foundation
import PropertyBased
import Testing

/// A section whose groups all repeat the template computes its frames and visible ranges from
/// the template (nothing per item); these properties check that it answers exactly what one
/// frame per item with an ``ExtentIndex`` answers.
@Suite @MainActor struct SectionFramesPropertyTests {
    /// Template leaves, counts and offsets decoded from random numbers (each in 0...1000).
    struct Scenario {
        var leaves: [CGRect]
        var total: Int
        var placement: CollectionLayouts.Axis
        var start: CGFloat
        var templateLength: CGFloat
        var gap: CGFloat
        var crossStart: CGFloat

        init(_ numbers: [Int]) {
            var cursor = 0
            func next(_ range: ClosedRange<Int>) -> Int {
                let value = numbers[cursor % numbers.count]
                cursor += 1
                return range.lowerBound + value % (range.upperBound - range.lowerBound + 1)
            }
            let axis: CollectionLayouts.Axis = next(0...1) == 0 ? .vertical : .horizontal
            placement = axis
            let count = next(1...6)
            templateLength = CGFloat(next(0...6))
            // Leaves may overlap, stick out of the group, and have fractional cross positions.
            leaves = (0..<count).map { _ in
                let main = CGFloat(next(0...8)) - 2
                let length = CGFloat(next(0...5))
                let cross = CGFloat(next(0...40)) / 3
                let width = CGFloat(next(1...30)) / 7
                return CGRect(origin: CGPoint(axis: axis, main: main, cross: cross), size: CGSize(axis: axis, main: length, cross: width))
            }
            total = next(0...200)
            start = CGFloat(next(0...20)) - 5
            gap = CGFloat(next(0...3))
            crossStart = CGFloat(next(0...10)) / 4
        }

        /// The frames one per item, placed group after group as the layout stores them.
        var storedFrames: [CGRect] {
            let perGroup = leaves.count
            let groups = (total + perGroup - 1) / perGroup
            var frames: [CGRect] = []
            var position = start
            for group in 0..<groups {
                let origin = CGPoint(axis: placement, main: position, cross: crossStart)
                for leaf in 0..<min(perGroup, total - group * perGroup) {
                    frames.append(leaves[leaf].offsetBy(dx: origin.x, dy: origin.y))
                }
                position += templateLength + (group < groups - 1 ? gap : 0)
            }
            return frames
        }

        var uniform: SectionFrames? {
            SectionFrames(leaves: leaves, total: total, placement: placement, start: start, stride: templateLength + gap, crossStart: crossStart)
        }
    }

    static let numbers = Gen.int(in: 0...1000).array(of: 60)

    @Test func framesEqualTheStoredOnes() async {
        await propertyCheck(count: 300, input: Self.numbers) { numbers in
            let scenario = Scenario(numbers)
            guard let uniform = scenario.uniform else {
                Issue.record("whole offsets must give a uniform section")
                return
            }
            #expect(uniform.isUniform)
            #expect(Array(uniform) == scenario.storedFrames)
        }
    }

    @Test func candidatesEqualTheIndexOfStoredFrames() async {
        await propertyCheck(count: 300, input: Self.numbers, Gen.int(in: 0...1000).array(of: 12)) { numbers, queries in
            let scenario = Scenario(numbers)
            guard let uniform = scenario.uniform else { return }
            let stored = scenario.storedFrames
            var index = ExtentIndex()
            stored.withUnsafeBufferPointer { index.rebuild(from: 0, frames: $0, axis: scenario.placement) }
            for pair in stride(from: 0, to: queries.count, by: 2) {
                let from = CGFloat(queries[pair] % 400) / 2 - 20
                let to = from + CGFloat(queries[pair + 1] % 60) / 3
                #expect(uniform.uniformCandidates(from: from, to: to) == index.candidates(from: from, to: to), "(\(from), \(to))")
            }
            if !stored.isEmpty {
                #expect(uniform.minimumStart(from: 0) == index.suffixMinLo[0])
                #expect(uniform.maximumEnd(through: stored.count - 1) == index.prefixMaxHi[stored.count - 1])
            }
        }
    }

    @Test func fractionalOffsetsKeepOneFramePerItem() {
        #expect(SectionFrames(leaves: [.zero], total: 3, placement: .vertical, start: 0.5, stride: 1, crossStart: 0) == nil)
        #expect(SectionFrames(leaves: [.zero], total: 3, placement: .vertical, start: 0, stride: 1.5, crossStart: 0) == nil)
        #expect(SectionFrames(leaves: [.zero], total: 3, placement: .vertical, start: 0, stride: -1, crossStart: 0) == nil)
    }

    @Test func storingTheFramesKeepsThem() throws {
        var frames = try #require(SectionFrames(
            leaves: [CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 3, y: 0, width: 3, height: 1)],
            total: 5, placement: .vertical, start: 2, stride: 2, crossStart: 1))
        #expect(frames[4] == CGRect(x: 1, y: 6, width: 3, height: 1))
        let computed = Array(frames)
        frames.materialize()
        #expect(!frames.isUniform)
        #expect(Array(frames) == computed)
    }

    @Test func aMillionUniformRowsStoreNoFrames() throws {
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let harness = LayoutHarness(layout, counts: [1_000_000], width: 40, height: 10)
        let geometry = try #require(layout.sections.first)
        #expect(geometry.frames.isUniform)
        #expect(geometry.frames.count == 1_000_000)
        let first = try #require(harness.item(0))
        let second = try #require(harness.item(1))
        let rowHeight = second.minY - first.minY
        #expect(rowHeight > 0)
        #expect(harness.item(999_999) == first.offsetBy(dx: 0, dy: 999_999 * rowHeight))
    }
}
