import CollectionCore
import CollectionExamples
import Testing

/// The Insertion Sort rows the demo and the port tests share, and their seeded shuffle.
@Suite @MainActor struct InsertionSortArrayTests {
    @Test func theGeneratorIsSplitMix64() {
        // SplitMix64's published first outputs for seed 0.
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func eachStepInsertsOneMoreNodeInPlace() {
        var generator = SeededGenerator(seed: 3)
        let row = InsertionSortArray(count: 12, using: &generator)
        let start = row.values.map(\.value)
        #expect(Set(start) == Set(0..<12))
        #expect(start != Array(0..<12))
        for step in 1..<12 {
            #expect(!row.isSorted)
            row.sortNext()
            let now = row.values.map(\.value)
            #expect(Array(now.prefix(step + 1)) == start.prefix(step + 1).sorted())
            #expect(Array(now.dropFirst(step + 1)) == Array(start.dropFirst(step + 1)))
        }
        #expect(row.isSorted)
        #expect(row.values.map(\.value) == Array(0..<12))
        row.sortNext()
        #expect(row.values.map(\.value) == Array(0..<12))
    }

    @Test func emptyAndSingleRowsAreSortedAndNegativeCountsAreEmpty() {
        var generator = SeededGenerator(seed: 1)
        #expect(InsertionSortArray(count: 0, using: &generator).isSorted)
        #expect(InsertionSortArray(count: 1, using: &generator).isSorted)
        let negative = InsertionSortArray(count: -4, using: &generator)
        #expect(negative.values.isEmpty && negative.isSorted)
        negative.sortNext()
    }

    @Test func rowsAndNodesAreTheirOwnIdentities() {
        var generator = SeededGenerator(seed: 1)
        let first = InsertionSortArray(count: 3, using: &generator)
        let second = InsertionSortArray(count: 3, using: &generator)
        #expect(first != second)
        #expect(first == first)
        #expect(InsertionSortArray.SortNode(value: 1, maxValue: 3) != InsertionSortArray.SortNode(value: 1, maxValue: 3))
    }
}
