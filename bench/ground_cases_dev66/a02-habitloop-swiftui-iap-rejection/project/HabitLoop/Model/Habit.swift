import Foundation
import SwiftData

@Model
final class Habit {
    var name: String
    var createdAt: Date
    @Relationship(deleteRule: .cascade) var checkIns: [CheckIn] = []

    init(name: String, createdAt: Date = .now) {
        self.name = name
        self.createdAt = createdAt
    }

    var currentStreak: Int { streak(endingAt: Calendar.current.startOfDay(for: .now)) }

    var bestStreak: Int {
        let days = Set(checkIns.map { Calendar.current.startOfDay(for: $0.date) }).sorted()
        var best = 0, run = 0
        var previous: Date?
        for day in days {
            if let previous, Calendar.current.dateComponents([.day], from: previous, to: day).day == 1 { run += 1 } else { run = 1 }
            best = max(best, run)
            previous = day
        }
        return best
    }

    func streak(endingAt day: Date) -> Int {
        var count = 0
        var cursor = day
        let days = Set(checkIns.map { Calendar.current.startOfDay(for: $0.date) })
        while days.contains(cursor) {
            count += 1
            cursor = Calendar.current.date(byAdding: .day, value: -1, to: cursor)!
        }
        return count
    }

    func dailyCounts(days: Int) -> [DayCount] {
        (0..<days).map { offset in
            let day = Calendar.current.date(byAdding: .day, value: -offset, to: Calendar.current.startOfDay(for: .now))!
            return DayCount(date: day, count: checkIns.filter { Calendar.current.isDate($0.date, inSameDayAs: day) }.count)
        }
    }
}

@Model
final class CheckIn {
    var date: Date
    init(date: Date = .now) { self.date = date }
}

struct DayCount: Identifiable {
    let date: Date
    let count: Int
    var id: Date { date }
}
