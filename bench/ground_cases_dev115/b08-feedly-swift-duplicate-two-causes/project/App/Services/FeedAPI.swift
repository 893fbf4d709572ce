import Foundation

struct FeedAPI {
    var baseURL = URL(string: "https://api.example.jp")!
    var session: URLSession = .shared

    /// Posts older than or equal to `before`, newest first.
    func fetch(before: Date?, limit: Int = 20) async throws -> FeedPage {
        var comps = URLComponents(url: baseURL.appendingPathComponent("/v1/feed"), resolvingAgainstBaseURL: false)!
        var items = [URLQueryItem(name: "limit", value: String(limit))]
        if let before {
            items.append(URLQueryItem(name: "until", value: ISO8601DateFormatter().string(from: before)))
        }
        comps.queryItems = items
        let (data, _) = try await session.data(from: comps.url!)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FeedPage.self, from: data)
    }
}
