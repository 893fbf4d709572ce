import XCTest
@testable import MealLog

final class TokenStoreTests: XCTestCase {
    private let store = TokenStore.shared
    private let key = "test_token_\(UUID().uuidString)"

    override func tearDown() {
        store.remove(key)
        super.tearDown()
    }

    func testMissingKeyIsNil() throws {
        XCTAssertNil(try store.get(key))
    }

    func testSetThenGet() throws {
        try store.set("abc", for: key)
        XCTAssertEqual(try store.get(key), "abc")
    }

    func testSetTwiceUpdates() throws {
        try store.set("first", for: key)
        try store.set("second", for: key)
        XCTAssertEqual(try store.get(key), "second")
    }

    func testRemove() throws {
        try store.set("gone", for: key)
        store.remove(key)
        XCTAssertNil(try store.get(key))
    }
}
