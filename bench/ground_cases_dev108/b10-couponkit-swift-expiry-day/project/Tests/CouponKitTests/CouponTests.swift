import XCTest
@testable import CouponKit

final class CouponTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return c
    }()

    private func day(_ y: Int, _ m: Int, _ d: Int, hour: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
    }

    func testExpiredAfterLastDay() {
        let coupon = Coupon(id: "1", title: "秋のセール", discountPercent: 10, expiresOn: day(2025, 11, 30))
        XCTAssertTrue(coupon.isExpired(now: day(2025, 12, 1, hour: 9), calendar: calendar))
    }

    func testDaysLeft() {
        let coupon = Coupon(id: "1", title: "秋のセール", discountPercent: 10, expiresOn: day(2025, 11, 30))
        XCTAssertEqual(coupon.daysLeft(now: day(2025, 11, 27, hour: 15), calendar: calendar), 3)
    }

    func testNotExpiredTheDayBefore() {
        let coupon = Coupon(id: "1", title: "秋のセール", discountPercent: 10, expiresOn: day(2025, 11, 30))
        XCTAssertFalse(coupon.isExpired(now: day(2025, 11, 29, hour: 15), calendar: calendar))
    }

    func testLabel() {
        let coupon = Coupon(id: "2", title: "送料無料", discountPercent: 0, expiresOn: day(2025, 11, 30))
        XCTAssertEqual(coupon.label, "送料無料（0%OFF）")
    }
}
