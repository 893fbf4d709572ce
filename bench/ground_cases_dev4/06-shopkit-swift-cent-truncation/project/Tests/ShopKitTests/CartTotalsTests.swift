import XCTest
@testable import ShopKit

final class CartTotalsTests: XCTestCase {
    func testSingleItem() {
        let cart = Cart()
        cart.add(CartItem(sku: "A", unitPrice: 10.00, quantity: 1))
        XCTAssertEqual(CartTotals(cart: cart).totalCents, 1000)
    }
}
