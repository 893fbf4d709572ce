import XCTest
@testable import HabitKit

final class StreakCalculatorTests: XCTestCase {
    private var utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private func date(_ y: Int, _ m: Int, _ d: Int, hour: Int = 9) -> Date {
        utc.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
    }

    func testStreakIncludesToday() {
        let now = date(2025, 1, 15, hour: 10)
        let habit = Habit(title: "跑步", completions: [date(2025, 1, 15, hour: 7), date(2025, 1, 14)])
        XCTAssertEqual(StreakCalculator(calendar: utc).currentStreak(for: habit, now: now), 2)
    }

    func testStreakKeepsRunningBeforeTodayIsChecked() {
        let now = date(2025, 1, 15, hour: 10)
        let habit = Habit(title: "跑步", completions: [date(2025, 1, 14), date(2025, 1, 13)])
        XCTAssertEqual(StreakCalculator(calendar: utc).currentStreak(for: habit, now: now), 2)
    }

    func testStreakIsZeroWhenYesterdayMissed() {
        let now = date(2025, 1, 15, hour: 10)
        let habit = Habit(title: "跑步", completions: [date(2025, 1, 13), date(2025, 1, 12)])
        XCTAssertEqual(StreakCalculator(calendar: utc).currentStreak(for: habit, now: now), 0)
    }

    func testStreakBreaksOnGap() {
        let now = date(2025, 1, 15, hour: 10)
        let habit = Habit(title: "读书", completions: [date(2025, 1, 15), date(2025, 1, 13), date(2025, 1, 12)])
        XCTAssertEqual(StreakCalculator(calendar: utc).currentStreak(for: habit, now: now), 1)
    }

    func testDuplicateCompletionsSameDayCountOnce() {
        let now = date(2025, 1, 15, hour: 22)
        let habit = Habit(title: "喝水", completions: [date(2025, 1, 15, hour: 8), date(2025, 1, 15, hour: 20)])
        XCTAssertEqual(StreakCalculator(calendar: utc).currentStreak(for: habit, now: now), 1)
    }

    func testLongestStreak() {
        let habit = Habit(title: "冥想", completions: [
            date(2025, 1, 1), date(2025, 1, 2), date(2025, 1, 3),
            date(2025, 1, 7), date(2025, 1, 8),
        ])
        XCTAssertEqual(StreakCalculator(calendar: utc).longestStreak(for: habit), 3)
    }

    func testCompletionRate() {
        let now = date(2025, 1, 10)
        let habit = Habit(title: "早起", completions: [date(2025, 1, 10), date(2025, 1, 8)])
        XCTAssertEqual(StreakCalculator(calendar: utc).completionRate(for: habit, lastDays: 4, now: now), 0.5, accuracy: 0.0001)
    }
}
