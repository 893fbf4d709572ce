import Foundation

struct WalkRoute: Identifiable, Codable, Hashable {
    let id: String
    let title: String
    let distanceMeters: Int
    let authorName: String

    var distanceText: String {
        distanceMeters >= 1000
            ? String(format: "%.1fkm", Double(distanceMeters) / 1000)
            : "\(distanceMeters)m"
    }
}
