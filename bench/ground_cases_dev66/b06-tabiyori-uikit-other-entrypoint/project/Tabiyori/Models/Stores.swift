import Foundation

struct Trip: Codable, Identifiable {
    let id: String
    let title: String
    let dateRange: String
}

actor TripStore {
    static let shared = TripStore()
    private var cache: [String: Trip] = [:]

    func all() async -> [Trip] {
        Array(cache.values).sorted { $0.dateRange < $1.dateRange }
    }

    func find(_ id: String) async -> Trip? {
        cache[id]
    }

    func replaceAll(_ trips: [Trip]) {
        cache = Dictionary(uniqueKeysWithValues: trips.map { ($0.id, $0) })
    }
}

actor InboxStore {
    static let shared = InboxStore()
    private var unread = 0

    func unreadCount() async -> Int { unread }
    func set(unread: Int) { self.unread = unread }
}
