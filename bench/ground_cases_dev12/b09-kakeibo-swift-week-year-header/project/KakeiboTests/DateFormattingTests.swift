import XCTest
@testable import Kakeibo

final class DateFormattingTests: XCTestCase {

    private func date(_ y: Int, _ m: Int, _ d: Int) -> Date {
        DateFormatting.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: 12))!
    }

    func testDayLabel() {
        XCTAssertEqual(DateFormatting.dayLabel.string(from: date(2025, 4, 1)), "4/1(火)")
    }

    func testExportDate() {
        XCTAssertEqual(DateFormatting.exportDate.string(from: date(2025, 4, 1)), "2025-04-01")
    }

    func testFileMonth() {
        XCTAssertEqual(DateFormatting.fileMonth.string(from: date(2025, 4, 1)), "202504")
    }

    func testMonthHeader() {
        XCTAssertEqual(DateFormatting.monthHeader.string(from: date(2025, 4, 15)), "2025年4月")
    }

    func testMonthKeyGroupsByCalendarMonth() {
        let a = DateFormatting.monthKey(for: date(2025, 12, 1))
        let b = DateFormatting.monthKey(for: date(2025, 12, 31))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.year, 2025)
    }
}
