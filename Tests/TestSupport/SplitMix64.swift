import SeededRandom

/// The seeded generator the tests shuffle with: SeededRandom's SplitMix64, the one the demo
/// and the port tests use, so that every seeded sequence in the project is the same algorithm.
package typealias SplitMix64 = SeededGenerator
