import Foundation

enum APIError: Error {
    case http(Int)
    case unauthorized
}

/// Thin wrapper over URLSession for the Tsumiki API.
class APIClient {
    static let shared = APIClient(baseURL: URL(string: "https://api.tsumiki.example.jp")!)

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .iso8601
        return e
    }()
    var token: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetchWorkouts() async throws -> [Workout] {
        try await send(request("GET", "/v1/workouts"))
    }

    func createWorkout(_ workout: Workout) async throws -> Workout {
        var req = request("POST", "/v1/workouts")
        req.httpBody = try encoder.encode(workout)
        return try await send(req)
    }

    func deleteWorkout(id: UUID) async throws {
        let (_, response) = try await session.data(for: request("DELETE", "/v1/workouts/\(id)"))
        try check(response)
    }

    private func request(_ method: String, _ path: String) -> URLRequest {
        var req = URLRequest(url: baseURL.appendingPathComponent(path))
        req.httpMethod = method
        req.timeoutInterval = 15
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return req
    }

    private func send<T: Decodable>(_ req: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: req)
        try check(response)
        return try decoder.decode(T.self, from: data)
    }

    private func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { return }
        if http.statusCode == 401 { throw APIError.unauthorized }
        guard (200..<300).contains(http.statusCode) else { throw APIError.http(http.statusCode) }
    }
}
