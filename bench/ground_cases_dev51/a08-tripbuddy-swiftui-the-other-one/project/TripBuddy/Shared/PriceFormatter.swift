import Foundation

/// Formats trip prices for display. One formatter per currency, cached; NumberFormatter is expensive.
enum PriceFormatter {
    private static var cache: [String: NumberFormatter] = [:]
    private static let lock = NSLock()

    static func string(for amount: Decimal, currencyCode: String) -> String {
        formatter(for: currencyCode).string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }

    private static func formatter(for currencyCode: String) -> NumberFormatter {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[currencyCode] {
            return cached
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale.current
        formatter.currencyCode = "USD"
        formatter.maximumFractionDigits = 2
        cache[currencyCode] = formatter
        return formatter
    }

    /// "from €1,240" style label for search results.
    static func fromLabel(_ amount: Decimal, currencyCode: String) -> String {
        let value = string(for: amount, currencyCode: currencyCode)
        return String(localized: "from \(value)")
    }

    static func resetCache() {
        lock.lock()
        cache.removeAll()
        lock.unlock()
    }
}
