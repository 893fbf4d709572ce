import Foundation

struct Workout: Identifiable, Codable {
    var id = UUID()
    let startedAt: Date
    let elapsed: TimeInterval
    let distanceKm: Double

    var durationText: String {
        let s = Int(elapsed)
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
