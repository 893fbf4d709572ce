import Foundation
import Observation

@Observable
public final class HabitStore {
    public private(set) var habits: [Habit] = []
    public let calendar: Calendar

    private let fileURL: URL

    public init(fileURL: URL, calendar: Calendar = .current) {
        self.fileURL = fileURL
        self.calendar = calendar
    }

    public static func defaultURL() -> URL {
        URL.applicationSupportDirectory.appending(path: "habits.json")
    }

    public func load() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            habits = []
            return
        }
        let data = try Data(contentsOf: fileURL)
        do {
            habits = try Self.decoder(.iso8601).decode([Habit].self, from: data)
        } catch DecodingError.typeMismatch {
            // 旧版本写的是 Double（相对 2001-01-01 的秒数）
            habits = try Self.decoder(.deferredToDate).decode([Habit].self, from: data)
        }
    }

    private static func decoder(_ strategy: JSONDecoder.DateDecodingStrategy) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return decoder
    }

    public func save() throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(habits)
        try data.write(to: fileURL, options: .atomic)
    }

    public func add(_ habit: Habit) {
        habits.append(habit)
        try? save()
    }

    public func toggleToday(_ id: Habit.ID, now: Date = Date()) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].toggle(on: now, calendar: calendar)
        try? save()
    }

    public func archive(_ id: Habit.ID) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].archived = true
        try? save()
    }

    public var active: [Habit] {
        habits.filter { !$0.archived }.sorted { $0.createdAt < $1.createdAt }
    }
}
