import Foundation

struct Habit: Identifiable, Codable, Equatable {
    var id: UUID = UUID()
    var name: String
    var emoji: String
    var checkIns: [Date] = []
    var createdAt: Date = Date()
    var archived: Bool = false
    /// Hour and minute of the daily reminder; nil = no reminder for this habit.
    var reminder: DateComponents?

    init(name: String, emoji: String) {
        self.name = name
        self.emoji = emoji
    }
}

extension Habit {
    static let samples: [Habit] = [
        Habit(name: "背单词", emoji: "📚"),
        Habit(name: "跑步", emoji: "🏃"),
        Habit(name: "早睡", emoji: "🌙"),
    ]

    var lastCheckIn: Date? {
        checkIns.max()
    }

    var displayName: String {
        "\(emoji) \(name)"
    }

    func checkIns(in interval: DateInterval) -> [Date] {
        checkIns.filter { interval.contains($0) }
    }
}
