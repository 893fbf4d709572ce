import Foundation

public struct Habit: Identifiable, Codable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var emoji: String
    public var completions: [Date]
    public var createdAt: Date
    public var archived: Bool

    public init(
        id: UUID = UUID(),
        title: String,
        emoji: String = "✅",
        completions: [Date] = [],
        createdAt: Date = Date(),
        archived: Bool = false
    ) {
        self.id = id
        self.title = title
        self.emoji = emoji
        self.completions = completions
        self.createdAt = createdAt
        self.archived = archived
    }

    /// 按天切换：当天已有记录就删掉，没有就加一条。
    public mutating func toggle(on date: Date, calendar: Calendar) {
        if let index = completions.firstIndex(where: { calendar.isDate($0, inSameDayAs: date) }) {
            completions.remove(at: index)
        } else {
            completions.append(date)
        }
    }
}
