import Foundation

struct RunAPI {
    var base = URL(string: "https://api.runlog.app/v1")!
    var session: URLSession = .shared

    func upload(_ run: RunSummary) async throws {
        var request = URLRequest(url: base.appendingPathComponent("runs"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(UploadBody(run))
        let (_, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }

    private struct UploadBody: Encodable {
        let id: UUID
        let startedAt: Date
        let distanceMeters: Double
        let durationSeconds: Double
        let polyline: String

        init(_ run: RunSummary) {
            id = run.id
            startedAt = run.startedAt
            distanceMeters = run.distanceMeters
            durationSeconds = run.durationSeconds
            polyline = run.polyline.base64EncodedString()
        }
    }
}
