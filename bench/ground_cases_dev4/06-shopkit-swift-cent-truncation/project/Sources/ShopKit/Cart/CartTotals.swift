import Foundation

public struct CartTotals {
    public let cart: Cart
    public let discount: Discount?

    public init(cart: Cart, discount: Discount? = nil) {
        self.cart = cart
        self.discount = discount
    }

    public var subtotal: Double {
        cart.items.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
    }

    /// The amount charged, in cents.
    public var totalCents: Int {
        let cents = Int(subtotal * 100)
        return discount.map { $0.apply(to: cents) } ?? cents
    }
}
