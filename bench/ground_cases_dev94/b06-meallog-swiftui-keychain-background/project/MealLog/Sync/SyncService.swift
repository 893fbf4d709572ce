import Foundation
import os

struct Meal: Identifiable, Codable, Equatable {
    let id: UUID
    var title: String
    var kcal: Int
    var eatenAt: Date
    var photoFile: String?
}

@MainActor
final class SyncService: ObservableObject {
    static let shared = SyncService()

    @Published private(set) var meals: [Meal] = []
    @Published private(set) var isSyncing = false
    @Published private(set) var lastSyncedAt: Date? = UserDefaults.standard.object(forKey: "lastSyncedAt") as? Date {
        didSet { UserDefaults.standard.set(lastSyncedAt, forKey: "lastSyncedAt") }
    }

    private let logger = Logger(subsystem: "jp.example.meallog", category: "sync")
    private let auth = AuthClient.shared

    /// Pulls the latest meals. Returns false when anything failed.
    @discardableResult
    func syncNow(reason: String) async -> Bool {
        guard !isSyncing else { return true }
        isSyncing = true
        defer { isSyncing = false }
        do {
            let token = try await auth.validAccessToken()
            var request = URLRequest(url: URL(string: "https://api.meallog.example.jp/v1/meals?days=14")!)
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            let (data, _) = try await URLSession.shared.data(for: request)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            meals = try decoder.decode([Meal].self, from: data)
            lastSyncedAt = Date()
            logger.info("[sync] \(reason, privacy: .public): \(self.meals.count) meals")
            return true
        } catch {
            logger.error("[sync] failed: \(String(describing: error), privacy: .public)")
            return false
        }
    }

    func pendingPhotoUploads() -> [Meal] {
        meals.filter { $0.photoFile != nil }
    }
}
