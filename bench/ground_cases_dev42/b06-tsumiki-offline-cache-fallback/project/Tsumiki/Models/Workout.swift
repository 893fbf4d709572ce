import Foundation

/// One training session as returned by GET /v1/workouts.
struct Workout: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var startedAt: Date
    var durationSeconds: Int
    var sets: [WorkoutSet]
    var note: String?

    var totalVolume: Double {
        sets.reduce(0) { $0 + $1.weightKg * Double($1.reps) }
    }

    var durationText: String {
        let minutes = durationSeconds / 60
        return minutes < 60 ? "\(minutes)分" : "\(minutes / 60)時間\(minutes % 60)分"
    }
}

struct WorkoutSet: Codable, Hashable {
    var exercise: String
    var weightKg: Double
    var reps: Int
}

extension Workout {
    static let preview = Workout(
        id: UUID(),
        title: "胸・三頭",
        startedAt: .now.addingTimeInterval(-3600),
        durationSeconds: 3420,
        sets: [
            WorkoutSet(exercise: "ベンチプレス", weightKg: 60, reps: 10),
            WorkoutSet(exercise: "ベンチプレス", weightKg: 62.5, reps: 8),
            WorkoutSet(exercise: "ディップス", weightKg: 0, reps: 12),
        ],
        note: nil
    )
}
