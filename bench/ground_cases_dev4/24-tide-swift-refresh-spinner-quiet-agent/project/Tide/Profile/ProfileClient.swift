import Foundation

struct ProfileClient {
    func load() async throws -> Data {
        try await URLSession.shared.data(from: URL(string: "https://api.tide.app/me")!).0
    }
}
