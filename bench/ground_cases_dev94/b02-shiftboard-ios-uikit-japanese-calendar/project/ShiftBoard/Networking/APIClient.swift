import Foundation

enum APIError: Error {
    case badStatus(Int)
    case notSignedIn
}

final class APIClient {
    let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()
    var token: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetchShifts(cursor: String? = nil) async throws -> ShiftPage {
        guard let token else { throw APIError.notSignedIn }
        var components = URLComponents(url: baseURL.appendingPathComponent("v2/me/shifts"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "range", value: "upcoming")]
        if let cursor {
            components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor))
        }
        var request = URLRequest(url: components.url!)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        return try decoder.decode(ShiftPage.self, from: data)
    }
}
