import Foundation

public enum PriceFormatter {
    public static func string(cents: Int, currency: String = "EUR") -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        return formatter.string(from: NSDecimalNumber(value: cents).dividing(by: 100)) ?? ""
    }
}
