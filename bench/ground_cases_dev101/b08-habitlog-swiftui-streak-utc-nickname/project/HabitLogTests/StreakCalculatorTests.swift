import XCTest
@testable import HabitLog

final class StreakCalculatorTests: XCTestCase {
    private let calculator = StreakCalculator()

    private func date(_ s: String) -> Date {
        ISO8601DateFormatter().date(from: s)!
    }

    func testCountsConsecutiveDays() {
        let checkIns = ["2025-04-01T12:00:00Z", "2025-04-02T12:00:00Z", "2025-04-03T12:00:00Z"].map(date)
        XCTAssertEqual(calculator.currentStreak(checkIns: checkIns, now: date("2025-04-03T20:00:00Z")), 3)
    }

    func testTodayNotYetCheckedKeepsStreak() {
        let checkIns = ["2025-04-01T12:00:00Z", "2025-04-02T12:00:00Z"].map(date)
        XCTAssertEqual(calculator.currentStreak(checkIns: checkIns, now: date("2025-04-03T10:00:00Z")), 2)
    }

    func testGapBreaksStreak() {
        let checkIns = ["2025-04-01T12:00:00Z", "2025-04-03T12:00:00Z"].map(date)
        XCTAssertEqual(calculator.currentStreak(checkIns: checkIns, now: date("2025-04-03T20:00:00Z")), 1)
    }

    func testLongestStreak() {
        let checkIns = ["2025-03-01T12:00:00Z", "2025-03-02T12:00:00Z", "2025-03-05T12:00:00Z"].map(date)
        XCTAssertEqual(calculator.longestStreak(checkIns: checkIns), 2)
    }
}
