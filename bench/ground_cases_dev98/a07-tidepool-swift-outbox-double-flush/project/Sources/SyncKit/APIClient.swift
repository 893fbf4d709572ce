import Foundation

public protocol APIClienting: Sendable {
    /// Sends one outbox item and returns the HTTP status. Throws on transport errors.
    func send(_ item: OutboxItem) async throws -> Int
}

public struct APIClient: APIClienting {
    let baseURL: URL
    let session: URLSession
    let token: @Sendable () async -> String?

    public init(baseURL: URL, session: URLSession = .shared, token: @escaping @Sendable () async -> String?) {
        self.baseURL = baseURL
        self.session = session
        self.token = token
    }

    public func send(_ item: OutboxItem) async throws -> Int {
        var request = URLRequest(url: baseURL.appendingPathComponent(item.path))
        request.httpMethod = item.method
        request.httpBody = item.body
        request.timeoutInterval = 20
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(item.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
        if let token = await token() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return http.statusCode
    }
}
