import Foundation

/// Streaks are counted in whole days: several check-ins on one day count once.
enum StreakCalculator {
    /// The day a check-in belongs to, as a day number.
    static func dayNumber(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970 / 86_400)
    }

    /// Consecutive days up to today; a streak is still alive if today has no check-in yet.
    static func currentStreak(_ checkIns: [Date], now: Date = Date()) -> Int {
        let days = Set(checkIns.map(dayNumber))
        var cursor = dayNumber(now)
        if !days.contains(cursor) {
            cursor -= 1
        }
        var streak = 0
        while days.contains(cursor) {
            streak += 1
            cursor -= 1
        }
        return streak
    }

    static func longestStreak(_ checkIns: [Date]) -> Int {
        let days = Set(checkIns.map(dayNumber)).sorted()
        var best = 0
        var run = 0
        var previous: Int?
        for day in days {
            if let p = previous, day == p + 1 {
                run += 1
            } else {
                run = 1
            }
            best = max(best, run)
            previous = day
        }
        return best
    }
}
