import Foundation

@MainActor
final class WorkoutStore: ObservableObject {
    @Published private(set) var history: [Workout] = []

    private let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("workouts.json")

    init() {
        if let data = try? Data(contentsOf: url),
           let saved = try? JSONDecoder().decode([Workout].self, from: data) {
            history = saved
        }
    }

    func save(_ workout: Workout) {
        history.insert(workout, at: 0)
        if let data = try? JSONEncoder().encode(history) {
            try? data.write(to: url, options: .atomic)
        }
    }
}
