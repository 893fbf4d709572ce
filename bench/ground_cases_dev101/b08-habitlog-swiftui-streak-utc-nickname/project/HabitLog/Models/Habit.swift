import Foundation

struct Habit: Identifiable, Codable, Equatable {
    var id: UUID
    var name: String
    var emoji: String
    var checkIns: [Date]
    /// 通知する時刻（hour / minute のみ使う）。nil なら通知しない
    var reminder: DateComponents?
    var createdAt: Date

    init(name: String, emoji: String = "✅", reminder: DateComponents? = nil, now: Date = Date()) {
        self.id = UUID()
        self.name = name
        self.emoji = emoji
        self.checkIns = []
        self.reminder = reminder
        self.createdAt = now
    }

    func isChecked(on day: Date, calendar: Calendar = .current) -> Bool {
        checkIns.contains { calendar.isDate($0, inSameDayAs: day) }
    }

    mutating func toggle(on day: Date, calendar: Calendar = .current) {
        if let index = checkIns.firstIndex(where: { calendar.isDate($0, inSameDayAs: day) }) {
            checkIns.remove(at: index)
        } else {
            checkIns.append(day)
        }
    }

    var reminderLabel: String? {
        guard let hour = reminder?.hour, let minute = reminder?.minute else { return nil }
        return String(format: "%02d:%02d", hour, minute)
    }
}
