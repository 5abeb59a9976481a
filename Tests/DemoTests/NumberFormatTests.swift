@testable import DemoKit
import Testing

@Suite struct NumberFormatTests {
    @Test func integersAreGroupedByThousands() {
        #expect(NumberFormat.grouped(0) == "0")
        #expect(NumberFormat.grouped(999) == "999")
        #expect(NumberFormat.grouped(1_000) == "1,000")
        #expect(NumberFormat.grouped(1_000_000) == "1,000,000")
        #expect(NumberFormat.grouped(-12_345) == "-12,345")
        #expect(NumberFormat.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func pricesHaveGroupedDollarsAndTwoDecimals() {
        #expect(NumberFormat.price(987_654.31) == "$987,654.31")
        #expect(NumberFormat.price(12.5) == "$12.50")
        #expect(NumberFormat.price(0.05) == "$0.05")
        #expect(NumberFormat.price(1_000) == "$1,000.00")
        #expect(NumberFormat.price(-3.2) == "-$3.20")
        #expect(Product.formatted(1_234_567.891) == "$1,234,567.89")
    }

    @Test func counts() {
        #expect(NumberFormat.count(1, "product") == "1 product")
        #expect(NumberFormat.count(1_204, "product") == "1,204 products")
    }
}
