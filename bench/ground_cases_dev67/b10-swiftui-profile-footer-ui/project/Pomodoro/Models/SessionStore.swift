import Foundation

struct User: Codable {
    let id: String
    let name: String
    let email: String
}

struct WeeklyStats: Codable {
    var sessions: Int = 0
    var minutes: Int = 0
}

@MainActor
final class SessionStore: ObservableObject {
    @Published var user: User?
    @Published var stats = WeeklyStats()
    @Published var lastSynced = Date.distantPast

    private let api: APIClient

    init(api: APIClient = .shared) {
        self.api = api
    }

    func sync() async {
        guard let user else { return }
        if let s = try? await api.weeklyStats(userID: user.id) {
            stats = s
            lastSynced = Date()
        }
    }

    func logout() {
        user = nil
        stats = WeeklyStats()
    }

    static var preview: SessionStore {
        let s = SessionStore()
        s.user = User(id: "u1", name: "山本", email: "yamamoto@example.com")
        s.stats = WeeklyStats(sessions: 12, minutes: 300)
        return s
    }
}
