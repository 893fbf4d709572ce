import Foundation

/// Last fetched workout list, kept as one JSON file so the list can be shown offline.
struct WorkoutCache {
    private let url: URL
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .iso8601
        return e
    }()
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    init(fileManager: FileManager = .default) {
        let dir = fileManager.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        url = dir.appendingPathComponent("workouts.json")
    }

    init(url: URL) {
        self.url = url
    }

    func save(_ workouts: [Workout]) throws {
        let data = try encoder.encode(workouts)
        try data.write(to: url, options: [.atomic])
    }

    /// The cached list, or nil when nothing was cached yet.
    func load() throws -> [Workout]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return try decoder.decode([Workout].self, from: data)
    }

    func clear() {
        try? FileManager.default.removeItem(at: url)
    }
}
