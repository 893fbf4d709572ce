import XCTest
@testable import TripBuddy

@MainActor
final class CartViewModelTests: XCTestCase {
    private func item(_ trip: String, price: Decimal, travellers: Int = 2) -> CartItem {
        CartItem(id: UUID(), tripID: trip, title: trip, travellers: travellers, unitPrice: price, currencyCode: "EUR")
    }

    func testTotalSumsItems() async {
        let api = FakeTripAPI(cart: [item("lis", price: 100), item("opo", price: 50, travellers: 1)])
        let model = CartViewModel(api: api)
        await model.reload()
        XCTAssertEqual(model.total, 250)
    }

    func testRefreshUpdatesPrices() async {
        let api = FakeTripAPI(cart: [item("lis", price: 100)])
        api.quotes = [PriceQuote(tripID: "lis", unitPrice: 120, currencyCode: "EUR", validUntil: .distantFuture)]
        let model = CartViewModel(api: api)
        await model.reload()
        await model.refreshPrices()
        XCTAssertEqual(model.items.first?.unitPrice, 120)
    }

    func testRemoveDropsItem() async {
        let first = item("lis", price: 100)
        let api = FakeTripAPI(cart: [first, item("opo", price: 50)])
        let model = CartViewModel(api: api)
        await model.reload()
        await model.remove(first)
        XCTAssertEqual(model.items.map(\.tripID), ["opo"])
    }

    func testRemoveAllEmptiesCart() async {
        let api = FakeTripAPI(cart: [item("lis", price: 100), item("opo", price: 50)])
        let model = CartViewModel(api: api)
        await model.reload()
        await model.removeAll()
        XCTAssertTrue(model.items.isEmpty)
        XCTAssertEqual(api.clearCartCalls, 1)
    }

    func testRemoveAllRestoresItemsWhenTheCallFails() async {
        let api = FakeTripAPI(cart: [item("lis", price: 100)])
        api.clearCartError = URLError(.notConnectedToInternet)
        let model = CartViewModel(api: api)
        await model.reload()
        await model.removeAll()
        XCTAssertEqual(model.items.map(\.tripID), ["lis"])
        XCTAssertNotNil(model.errorMessage)
    }
}
