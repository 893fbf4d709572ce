import XCTest
@testable import Habits

final class StreakCalculatorTests: XCTestCase {
    private func day(_ offset: Int, hour: Int = 12) -> Date {
        let start = Calendar.current.startOfDay(for: Date())
        return Calendar.current.date(byAdding: DateComponents(day: offset, hour: hour), to: start)!
    }

    func testNoCheckIns() {
        XCTAssertEqual(StreakCalculator.currentStreak([]), 0)
        XCTAssertEqual(StreakCalculator.longestStreak([]), 0)
    }

    func testCurrentStreakAliveBeforeTodaysCheckIn() {
        let dates = [day(-3), day(-2), day(-1)]
        XCTAssertEqual(StreakCalculator.currentStreak(dates, now: day(0)), 3)
        XCTAssertEqual(StreakCalculator.currentStreak(dates, now: day(1)), 0)
    }

    func testLongestIgnoresDuplicates() {
        let dates = [day(-5), day(-4), day(-4, hour: 18), day(-3), day(-1)]
        XCTAssertEqual(StreakCalculator.longestStreak(dates), 3)
    }
}
