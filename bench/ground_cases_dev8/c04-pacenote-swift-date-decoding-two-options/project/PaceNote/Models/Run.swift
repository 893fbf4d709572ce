import Foundation

struct Run: Decodable, Identifiable, Hashable {
    let id: Int
    let distanceMeters: Double
    let durationSeconds: Int
    let startedAt: Date
    let route: String?

    var paceSecondsPerKm: Double {
        distanceMeters > 0 ? Double(durationSeconds) / (distanceMeters / 1000) : 0
    }
}
