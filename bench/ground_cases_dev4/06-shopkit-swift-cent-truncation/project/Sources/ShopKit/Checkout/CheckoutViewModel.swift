import Foundation

public final class CheckoutViewModel {
    public let totals: CartTotals

    public init(totals: CartTotals) {
        self.totals = totals
    }

    public var totalText: String {
        PriceFormatter.string(cents: totals.totalCents)
    }
}
