import XCTest
@testable import BentoGo

final class DeliveryFormatterTests: XCTestCase {
    private let osaka = Store(id: "osk-1", name: "Umeda", timeZoneID: "Asia/Tokyo")

    func testOrderLabelJapanese() {
        let d = Delivery(orderNumber: "A-88", store: osaka, eta: Date(timeIntervalSince1970: 1_763_449_200))
        let f = DeliveryFormatter(locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(f.orderLabel(for: d), "注文番号 A-88")
    }

    func testArrivalUsesStoreTimeZone() {
        // 2025-11-18 06:00 UTC = 15:00 in Osaka
        let d = Delivery(orderNumber: "A-89", store: osaka, eta: Date(timeIntervalSince1970: 1_763_445_600))
        let f = DeliveryFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.arrivalText(for: d), "Arrives at 15:00")
    }
}
