/// Marks the elements of one longest strictly increasing subsequence of `values`.
///
/// The diff keeps these elements in place and reports every other matched element as a move,
/// which makes the number of moves minimal. Patience sorting: O(n log n) time, O(n) space.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // tails[k]: index of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(min(count, 1024))
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last, values[last] < value {
                previous[index] = last
                tails.append(index)
                continue
            }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) >> 1
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        mask[cursor] = true
        cursor = previous[cursor]
    }
    return mask
}
