import Foundation

/// 連続記録の計算。チェックイン日時を「日」に丸めて数える
struct StreakCalculator {
    var calendar: Calendar

    init(calendar: Calendar = StreakCalculator.makeCalendar()) {
        self.calendar = calendar
    }

    static func makeCalendar() -> Calendar {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        cal.firstWeekday = 2 // 月曜始まり
        return cal
    }

    /// 今日（まだなら昨日）から遡って、記録が続いている日数
    func currentStreak(checkIns: [Date], now: Date = Date()) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) })
        var day = calendar.startOfDay(for: now)
        if !days.contains(day) {
            // 今日まだ記録していなくても、昨日まで続いていれば途切れていない
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

    func longestStreak(checkIns: [Date]) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) }).sorted()
        var best = 0
        var run = 0
        var last: Date?
        for day in days {
            if let last, calendar.date(byAdding: .day, value: 1, to: last) == day {
                run += 1
            } else {
                run = 1
            }
            best = max(best, run)
            last = day
        }
        return best
    }

    /// 今週（月曜始まり）の記録日数
    func weeklyCount(checkIns: [Date], now: Date = Date()) -> Int {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: now) else { return 0 }
        return Set(checkIns.filter { week.contains($0) }.map { calendar.startOfDay(for: $0) }).count
    }
}
