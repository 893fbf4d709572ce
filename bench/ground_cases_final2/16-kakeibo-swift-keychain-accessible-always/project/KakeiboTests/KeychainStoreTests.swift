import XCTest
@testable import Kakeibo

final class KeychainStoreTests: XCTestCase {
    private let store = KeychainStore(service: "jp.kakeibo.tests")

    override func tearDown() {
        store.delete("t")
    }

    func testSaveThenRead() throws {
        try store.save("abc", for: "t")
        XCTAssertEqual(store.read("t"), "abc")
    }

    func testOverwrite() throws {
        try store.save("one", for: "t")
        try store.save("two", for: "t")
        XCTAssertEqual(store.read("t"), "two")
    }
}
