import Foundation

struct DeviceAPI {
    var baseURL = URL(string: "https://api.tide.app")!
    var session: URLSession = .shared

    struct Body: Encodable {
        let token: String
        let platform = "ios"
        let environment: String
    }

    func upload(token: String, environment: String) async throws {
        var req = URLRequest(url: baseURL.appendingPathComponent("v2/devices"))
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try JSONEncoder().encode(Body(token: token, environment: environment))
        let (_, resp) = try await session.data(for: req)
        guard let http = resp as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }

    func remove(token: String) async throws {
        var req = URLRequest(url: baseURL.appendingPathComponent("v2/devices/\(token)"))
        req.httpMethod = "DELETE"
        let (_, resp) = try await session.data(for: req)
        guard let http = resp as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}
