import XCTest
@testable import KaimonoList

@MainActor
final class CartStoreTests: XCTestCase {
    private func makeStore() -> CartStore {
        CartStore(fileName: "cart-test-\(UUID().uuidString)")
    }

    func testAddMergesSameName() {
        let store = makeStore()
        store.add(Item(name: "牛乳", price: 230))
        store.add(Item(name: "牛乳", price: 230))
        XCTAssertEqual(store.items.count, 1)
        XCTAssertEqual(store.items[0].quantity, 2)
    }

    func testTotal() {
        let store = makeStore()
        store.add(Item(name: "卵", price: 298, quantity: 2))
        store.add(Item(name: "食パン", price: 180))
        XCTAssertEqual(store.total, 776)
    }

    func testRemoveMultipleItems() {
        let store = makeStore()
        for name in ["牛乳", "卵", "食パン", "納豆"] {
            store.add(Item(name: name, price: 100))
        }
        store.removeItems(at: IndexSet([2, 3]))
        XCTAssertEqual(store.items.map(\.name), ["牛乳", "卵"])
    }
}
