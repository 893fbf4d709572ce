import XCTest
@testable import ShopKit

final class ShippingCalculatorTests: XCTestCase {
    func testFlatUpToTwoKilos() {
        XCTAssertEqual(ShippingCalculator.cents(weightKg: 2.0), 490)
    }
}
