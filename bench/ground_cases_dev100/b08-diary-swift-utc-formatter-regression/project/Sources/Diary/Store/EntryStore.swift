import Foundation

@MainActor
final class EntryStore: ObservableObject {
    @Published private(set) var entries: [Entry] = []

    private let fileURL: URL

    init(fileURL: URL = EntryStore.defaultURL) {
        self.fileURL = fileURL
        load()
    }

    static var defaultURL: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("entries.json")
    }

    struct DaySection: Identifiable {
        let day: Date
        let entries: [Entry]
        var id: Date { day }
    }

    /// 端末のカレンダーで日ごとにまとめる(新しい日が先)
    func sections(calendar: Calendar = .current) -> [DaySection] {
        let grouped = Dictionary(grouping: entries) { calendar.startOfDay(for: $0.createdAt) }
        return grouped
            .map { DaySection(day: $0.key, entries: $0.value.sorted { $0.createdAt > $1.createdAt }) }
            .sorted { $0.day > $1.day }
    }

    func add(_ text: String, mood: Mood, at date: Date = Date()) {
        entries.insert(Entry(createdAt: date, text: text, mood: mood), at: 0)
        save()
    }

    func delete(_ entry: Entry) {
        entries.removeAll { $0.id == entry.id }
        save()
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        entries = (try? decoder.decode([Entry].self, from: data)) ?? []
    }

    private func save() {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        if let data = try? encoder.encode(entries) {
            try? data.write(to: fileURL, options: .atomic)
        }
    }
}
