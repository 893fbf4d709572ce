import Foundation

public struct StreakCalculator: Sendable {
    public let calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// 今天是否已经打卡（App 和小组件共用）。
    public func isDoneToday(_ habit: Habit, now: Date = Date()) -> Bool {
        let today = Calendar.current.startOfDay(for: now)
        return habit.completions.contains { calendar.startOfDay(for: $0) == today }
    }

    /// 从今天往回数连续完成的天数。今天还没打卡不算断：从昨天开始数。
    public func currentStreak(for habit: Habit, now: Date = Date()) -> Int {
        let days = Set(habit.completions.map { calendar.startOfDay(for: $0) })
        var day = calendar.startOfDay(for: now)
        if !isDoneToday(habit, now: now) {
            guard let yesterday = calendar.date(byAdding: .day, value: -1, to: day) else { return 0 }
            day = yesterday
        }
        var streak = 0
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return streak
    }

    /// 历史上最长的一次连续天数。
    public func longestStreak(for habit: Habit) -> Int {
        let days = Set(habit.completions.map { calendar.startOfDay(for: $0) }).sorted()
        var best = 0
        var run = 0
        var previous: Date?
        for day in days {
            if let previous, calendar.date(byAdding: .day, value: 1, to: previous) == day {
                run += 1
            } else {
                run = 1
            }
            best = max(best, run)
            previous = day
        }
        return best
    }

    /// 最近 n 天（含今天）的完成率，0...1。
    public func completionRate(for habit: Habit, lastDays n: Int, now: Date = Date()) -> Double {
        guard n > 0 else { return 0 }
        let today = calendar.startOfDay(for: now)
        let done = (0..<n).filter { offset in
            guard let day = calendar.date(byAdding: .day, value: -offset, to: today) else { return false }
            return habit.completions.contains { calendar.isDate($0, inSameDayAs: day) }
        }
        return Double(done.count) / Double(n)
    }
}
