import Foundation

struct Event: Identifiable, Codable, Hashable {
    var id: UUID = UUID()
    var title: String
    var startAt: Date
    var endAt: Date
    var location: String?
    var isAllDay: Bool = false

    var duration: TimeInterval { endAt.timeIntervalSince(startAt) }
}

@MainActor
final class EventStore: ObservableObject {
    @Published private(set) var events: [Event] = []

    private let fileURL: URL = {
        let dir = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("events.json")
    }()

    init() {
        load()
    }

    func add(_ event: Event) {
        events.append(event)
        events.sort { $0.startAt < $1.startAt }
        save()
    }

    func delete(_ event: Event) {
        events.removeAll { $0.id == event.id }
        save()
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        events = (try? decoder.decode([Event].self, from: data)) ?? []
    }

    private func save() {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(events) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }
}
