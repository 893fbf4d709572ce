import Foundation

struct Profile: Decodable, Equatable {
    let id: Int
    let displayName: String
    let avatarUrl: URL?
    let points: Int
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var profile: Profile?
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let client: APIClient

    init(client: APIClient = .shared) {
        self.client = client
    }

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            profile = try await client.get("me/profile")
            errorMessage = nil
        } catch APIError.unauthorized {
            errorMessage = "ログインし直してください"
        } catch {
            errorMessage = "読み込みに失敗しました"
        }
    }
}
