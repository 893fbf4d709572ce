import Foundation

/// Day-based bookkeeping for check-ins: which day a check-in belongs to and how many
/// days in a row a habit has been kept.
struct StreakCalculator {
    var calendar: Calendar = .current

    // Day keys are also written to the iCloud backup, so keep them independent of the
    // device's time zone.
    private static let dayFormatter: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        f.timeZone = TimeZone(secondsFromGMT: 0)
        return f
    }()

    /// "2025-11-03" for the day `date` falls on.
    func dayKey(_ date: Date) -> String {
        Self.dayFormatter.string(from: date)
    }

    func isCheckedIn(_ checkIns: [Date], on date: Date) -> Bool {
        let key = dayKey(date)
        return checkIns.contains { dayKey($0) == key }
    }

    /// Days in a row up to today. Not having checked in yet today does not break it.
    func currentStreak(checkIns: [Date], now: Date = Date()) -> Int {
        let days = Set(checkIns.map(dayKey))
        var cursor = now
        if !days.contains(dayKey(cursor)) {
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        var streak = 0
        while days.contains(dayKey(cursor)) {
            streak += 1
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        return streak
    }

    func longestStreak(checkIns: [Date]) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) }).sorted()
        var best = 0
        var run = 0
        var previous: Date?
        for day in days {
            if let p = previous, calendar.date(byAdding: .day, value: 1, to: p) == day {
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
