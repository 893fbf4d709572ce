import XCTest
@testable import Kura

final class ItemTests: XCTestCase {
    func testIsLowAtReorderLevel() {
        let item = Item(id: UUID(), name: "米", quantity: 3, reorderLevel: 3, updatedAt: .now)
        XCTAssertTrue(item.isLow)
    }

    func testIsNotLowAboveReorderLevel() {
        let item = Item(id: UUID(), name: "味噌", quantity: 10, reorderLevel: 3, updatedAt: .now)
        XCTAssertFalse(item.isLow)
    }
}
