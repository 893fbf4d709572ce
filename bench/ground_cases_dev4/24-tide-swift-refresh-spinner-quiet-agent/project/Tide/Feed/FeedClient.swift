import Foundation

struct FeedClient {
    func latest() async throws -> [FeedItem] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.tide.app/feed")!)
        return try JSONDecoder().decode([FeedItem].self, from: data)
    }
}
