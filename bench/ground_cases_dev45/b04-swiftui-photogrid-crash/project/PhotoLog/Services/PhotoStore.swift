import Foundation

struct Photo: Identifiable, Hashable, Codable {
    let id: UUID
    let takenAt: Date
    let fileName: String
    var caption: String
}

protocol PhotoStoring: Sendable {
    func fetchAll() async throws -> [Photo]
    func delete(id: UUID) async throws
}

actor PhotoStore: PhotoStoring {
    static let shared = PhotoStore()

    private let directory: URL = FileManager.default
        .urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("photos", isDirectory: true)

    func fetchAll() async throws -> [Photo] {
        let index = directory.appendingPathComponent("index.json")
        guard FileManager.default.fileExists(atPath: index.path) else { return [] }
        let data = try Data(contentsOf: index)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Photo].self, from: data)
            .sorted { $0.takenAt > $1.takenAt }
    }

    func delete(id: UUID) async throws {
        var all = try await fetchAll()
        all.removeAll { $0.id == id }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(all).write(to: directory.appendingPathComponent("index.json"))
    }
}
