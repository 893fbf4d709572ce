import XCTest
@testable import Kakeibo

@MainActor
final class TransactionStoreTests: XCTestCase {

    func testVisibleIsSortedNewestFirst() {
        let store = TransactionStore()
        store.add(Transaction(title: "昼", amount: -800, category: .food, date: Date(timeIntervalSince1970: 100)))
        store.add(Transaction(title: "夜", amount: -1200, category: .food, date: Date(timeIntervalSince1970: 200)))
        XCTAssertEqual(store.visible.map(\.title), ["夜", "昼"])
    }

    func testFilterByCategory() {
        let store = TransactionStore()
        store.add(Transaction(title: "電車", amount: -200, category: .transport))
        store.add(Transaction(title: "パン", amount: -300, category: .food))
        store.filter = .transport
        XCTAssertEqual(store.visible.map(\.title), ["電車"])
    }

    func testRemoveByIds() {
        let store = TransactionStore()
        let keep = Transaction(title: "残す", amount: -100, category: .other)
        let drop = Transaction(title: "消す", amount: -100, category: .other)
        store.add(keep)
        store.add(drop)
        store.remove(ids: [drop.id])
        XCTAssertEqual(store.items.map(\.id), [keep.id])
    }
}
