import Foundation
import os

/// Source of truth for the workout list screen.
@MainActor
final class WorkoutStore: ObservableObject {
    @Published private(set) var workouts: [Workout] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?

    private let api: APIClient
    private let cache: WorkoutCache
    private let log = Logger(subsystem: "jp.tsumiki.app", category: "WorkoutStore")

    init(api: APIClient = .shared, cache: WorkoutCache = WorkoutCache()) {
        self.api = api
        self.cache = cache
    }

    var thisWeek: [Workout] {
        let start = Calendar.current.dateInterval(of: .weekOfYear, for: .now)?.start ?? .distantPast
        return workouts.filter { $0.startedAt >= start }
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await api.fetchWorkouts()
            workouts = fetched.sorted { $0.startedAt > $1.startedAt }
            errorMessage = nil
            do {
                try cache.save(workouts)
            } catch {
                log.error("cache save failed: \(error.localizedDescription)")
            }
        } catch {
            log.error("fetch failed: \(error.localizedDescription)")
            errorMessage = "記録を取得できませんでした"
            workouts = []
        }
    }

    func add(_ workout: Workout) async throws {
        let created = try await api.createWorkout(workout)
        workouts.insert(created, at: 0)
        try? cache.save(workouts)
    }

    func delete(_ workout: Workout) async throws {
        try await api.deleteWorkout(id: workout.id)
        workouts.removeAll { $0.id == workout.id }
        try? cache.save(workouts)
    }

    func signOut() {
        workouts = []
        cache.clear()
    }
}
