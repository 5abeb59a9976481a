import CModelKernels
import PropertyBased
import Testing

/// The order check behind the deferred index (`CModelKernels`): the AVX2 path, the portable path
/// and a plain reference agree on every input, around every block and lane boundary.
@Suite struct OrderCheckPropertyTests {
    /// A run of increasing values of a length around the kernels' boundaries (16 pairs per step,
    /// 32 values before AVX2 is used, blocks of 4096), then one change at a chosen position:
    /// none, a repeat, a descent, or a wrap from the largest value to the smallest.
    private static let lengths = Gen.int(in: 0...8_300)
    private static let changes = Gen.int(in: 0...3)
    private static let positions = Gen.int(in: 0...10_000)
    private static let starts = Gen.int(in: -1_000...1_000)

    /// `values[0] < values[1] < ...`, the obvious way.
    private static func reference(_ values: [Int64]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }

    private static func checked(_ values: [Int64]) -> (dispatched: Bool, portable: Bool) {
        values.withUnsafeBufferPointer { buffer in
            (tcv_is_strictly_increasing(buffer.baseAddress, buffer.count),
             tcv_is_strictly_increasing_portable(buffer.baseAddress, buffer.count))
        }
    }

    @Test("random runs with one repeat, descent or wrap: both paths equal the reference")
    func randomRuns() async {
        await propertyCheck(count: 400, input: Self.lengths, Self.changes, Self.positions, Self.starts) { length, change, position, start in
            var values = (0..<length).map { Int64(start) + Int64($0) * 3 }
            if length > 1 {
                let index = 1 + position % (length - 1)
                switch change {
                case 1: values[index] = values[index - 1]
                case 2: values[index] = values[index - 1] - 1
                case 3:
                    values[index - 1] = .max
                    values[index] = .min
                default: break
                }
            }
            let (dispatched, portable) = Self.checked(values)
            #expect(dispatched == Self.reference(values))
            #expect(portable == Self.reference(values))
        }
    }

    @Test("every single descent position in runs of 1 to 80 values is found", arguments: [1, 2, 31, 32, 33, 47, 48, 80])
    func everyPosition(length: Int) {
        let run = (0..<length).map { Int64($0) }
        #expect(Self.checked(run) == (true, true))
        for position in 1..<max(length, 1) {
            var values = run
            values[position] = values[position - 1]
            #expect(Self.checked(values) == (false, false), "repeat at \(position) of \(length)")
        }
    }

    @Test("extremes and empty input")
    func extremes() {
        #expect(Self.checked([]) == (true, true))
        #expect(Self.checked([.max]) == (true, true))
        #expect(Self.checked([.min, -1, 0, .max]) == (true, true))
        let wide = [Int64.min] + (1...40).map { Int64($0) } + [Int64.max]
        #expect(Self.checked(wide) == (true, true))
        #expect(Self.checked(Array(wide.reversed())) == (false, false))
    }
}
