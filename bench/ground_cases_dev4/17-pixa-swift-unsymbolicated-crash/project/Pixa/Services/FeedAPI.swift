import Foundation

enum FeedAPI {
    static func load(page: Int) async throws -> [Post] {
        let url = URL(string: "https://api.pixa.app/feed?page=\(page)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Post].self, from: data)
    }
}
