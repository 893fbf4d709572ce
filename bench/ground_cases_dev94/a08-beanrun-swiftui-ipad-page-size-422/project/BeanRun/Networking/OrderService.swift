import Foundation

final class OrderService {
    private let client: APIClient
    private let maxAttempts = 3

    init(client: APIClient) {
        self.client = client
    }

    func menu(storeId: String) async throws -> [MenuItem] {
        let request = try client.makeRequest("GET", path: "/v1/stores/\(storeId)/menu")
        return try await client.send(request, as: [MenuItem].self)
    }

    /// Places the order, retrying timeouts. The idempotency key lets the server recognise a retry
    /// of a request it already processed; it answers 409 if the same key comes with a different body.
    func placeOrder(_ order: Order) async throws -> OrderConfirmation {
        let key = UUID().uuidString
        // encode once: a retry must send exactly the same body with the same key
        let body = try client.encoder.encode(OrderPayload(order: order, submittedAt: Date()))
        var lastError: Error?
        for attempt in 0..<maxAttempts {
            do {
                var request = try client.makeRequest("POST", path: "/v1/orders")
                request.setValue(key, forHTTPHeaderField: "Idempotency-Key")
                request.httpBody = body
                return try await client.send(request, as: OrderConfirmation.self)
            } catch let error as URLError where error.code == .timedOut || error.code == .networkConnectionLost {
                lastError = error
                try await Task.sleep(nanoseconds: UInt64(attempt + 1) * 500_000_000)
            }
        }
        throw lastError ?? URLError(.unknown)
    }

    /// GET /v1/orders. `limit` must be 1...100, the API answers 422 otherwise; `cursor` comes from the previous page.
    func history(limit: Int, cursor: String?) async throws -> Page<PastOrder> {
        let query = [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "cursor", value: cursor ?? ""),
        ]
        let request = try client.makeRequest("GET", path: "/v1/orders", query: query)
        return try await client.send(request, as: Page<PastOrder>.self)
    }
}
