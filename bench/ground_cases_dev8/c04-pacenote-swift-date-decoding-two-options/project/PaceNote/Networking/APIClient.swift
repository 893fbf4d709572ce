import Foundation

enum APIError: Error {
    case http(Int, Data)
    case decoding(Error)
}

final class APIClient {
    static let shared = APIClient(baseURL: URL(string: "https://api.pacenote.cn")!)

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    var token: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        self.decoder = decoder
    }

    func get<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self) async throws -> T {
        var request = URLRequest(url: endpoint.url(relativeTo: baseURL))
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.http(status, data) }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }
}
