import XCTest
@testable import BeanRun

final class PickupTimeTests: XCTestCase {
    private var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        return calendar
    }()

    private func date(_ h: Int, _ m: Int, _ s: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: 6, day: 24, hour: h, minute: m, second: s))!
    }

    func testFirstSlotIsAtLeastTenMinutesAway() {
        let slots = PickupTime.slots(from: date(9, 7), calendar: calendar)
        XCTAssertEqual(slots.first, date(9, 30))
    }

    func testExactQuarterAfterPrepTimeIsAllowed() {
        XCTAssertEqual(PickupTime.slots(from: date(9, 5), calendar: calendar).first, date(9, 15))
    }

    func testSecondsPastTheQuarterMoveToTheNextOne() {
        XCTAssertEqual(PickupTime.slots(from: date(9, 5, 30), calendar: calendar).first, date(9, 30))
    }

    func testSlotsAreFifteenMinutesApart() {
        let slots = PickupTime.slots(from: date(23, 40), count: 3, calendar: calendar)
        XCTAssertEqual(slots.map { calendar.component(.minute, from: $0) }, [0, 15, 30])
    }
}
