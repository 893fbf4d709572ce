import Foundation

struct APIClient {
    var baseURL = URL(string: "https://api.photofeed.example.com/v2")!
    var session: URLSession = .shared

    func photos(page: Int, perPage: Int = 60) async throws -> [Photo] {
        var components = URLComponents(url: baseURL.appendingPathComponent("photos"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "per_page", value: String(perPage)),
        ]
        let (data, response) = try await session.data(from: components.url!)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([Photo].self, from: data)
    }
}
