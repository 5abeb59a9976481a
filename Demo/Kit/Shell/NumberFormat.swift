/// The demo's one way of writing numbers: digits grouped by thousands with commas
/// ("1,000,000", "$987,654.31"), so every count and price on every screen reads alike.
public enum NumberFormat {
    /// `1234567` as "1,234,567" (a minus sign in front of negative numbers).
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A price in dollars and cents with grouped dollars: "$987,654.31", "$12.50". A price too
    /// large or not finite is written as Swift writes the number.
    public static func price(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return "$" + String(value) }
        let cents = Int((value * 100).rounded())
        let fraction = abs(cents) % 100
        let dollars = grouped(abs(cents) / 100)
        return (cents < 0 ? "-$" : "$") + dollars + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// "1 product", "1,204 products".
    public static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        grouped(value) + " " + (value == 1 ? singular : plural ?? singular + "s")
    }
}
