import Foundation

struct APIClient {
    var baseURL = URL(string: "https://api.sanpo.app/v1/")!
    var session: URLSession = .shared

    func route(id: String) async throws -> WalkRoute {
        let (data, response) = try await session.data(from: baseURL.appending(path: "routes/\(id)"))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
        return try JSONDecoder().decode(WalkRoute.self, from: data)
    }
}
