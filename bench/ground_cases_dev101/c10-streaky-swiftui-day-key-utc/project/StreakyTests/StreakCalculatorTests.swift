import XCTest
@testable import Streaky

final class StreakCalculatorTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        return c
    }()

    private func at(_ text: String) -> Date {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.date(from: text)!
    }

    func testThreeDaysInARow() {
        let calc = StreakCalculator(calendar: calendar)
        let checkIns = [at("2025-11-01 20:00"), at("2025-11-02 20:00"), at("2025-11-03 20:00")]
        XCTAssertEqual(calc.currentStreak(checkIns: checkIns, now: at("2025-11-03 22:00")), 3)
    }

    func testTodayNotYetCheckedInKeepsStreak() {
        let calc = StreakCalculator(calendar: calendar)
        let checkIns = [at("2025-11-02 20:00"), at("2025-11-03 20:00")]
        XCTAssertEqual(calc.currentStreak(checkIns: checkIns, now: at("2025-11-04 12:00")), 2)
    }

    func testGapBreaksStreak() {
        let calc = StreakCalculator(calendar: calendar)
        let checkIns = [at("2025-11-01 20:00"), at("2025-11-03 20:00")]
        XCTAssertEqual(calc.currentStreak(checkIns: checkIns, now: at("2025-11-03 22:00")), 1)
    }

    /// 熬夜 bug: a check-in at 01:00 belongs to the new day, not the previous one.
    func testCheckInAfterMidnightCountsForToday() {
        let calc = StreakCalculator(calendar: calendar)
        let evening = at("2025-11-03 21:00")
        let afterMidnight = at("2025-11-04 01:00")
        XCTAssertFalse(calc.isCheckedIn([evening], on: afterMidnight))
        XCTAssertEqual(calc.currentStreak(checkIns: [evening, afterMidnight], now: afterMidnight), 2)
    }

    func testLongestStreak() {
        let calc = StreakCalculator(calendar: calendar)
        let checkIns = [at("2025-10-01 20:00"), at("2025-10-02 20:00"), at("2025-10-05 20:00")]
        XCTAssertEqual(calc.longestStreak(checkIns: checkIns), 2)
    }
}
