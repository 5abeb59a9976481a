@testable import CollectionLayoutSolver
import PropertyBased
import Testing

/// The solver's identity-keyed hash table against a `Dictionary` on random inserts, updates and
/// removals (removal moves later entries back, which is where open addressing goes wrong).
@Suite struct IdentityTablePropertyTests {
    @Test func randomOperationsMatchADictionary() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999).array(of: 400)) { numbers in
            let objects = (0..<60).map { Variable("k\($0)") }
            var table = IdentityTable<Variable, Int>()
            var reference: [ObjectIdentifier: Int] = [:]
            for (step, number) in numbers.enumerated() {
                let key = objects[number % objects.count]
                if number % 3 == 0 {
                    #expect(table.remove(key) == reference.removeValue(forKey: ObjectIdentifier(key)))
                } else {
                    table[key] = step
                    reference[ObjectIdentifier(key)] = step
                }
                #expect(table.count == reference.count)
            }
            for key in objects { #expect(table[key] == reference[ObjectIdentifier(key)]) }
            #expect(table.entries.map(\.value).sorted() == reference.values.sorted())
        }
    }
}
