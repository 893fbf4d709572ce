import SwiftUI

struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var symbol: String
    var checkIns: [Date] = []

    var currentStreak: Int { StreakCalculator.currentStreak(checkIns) }
    var longestStreak: Int { StreakCalculator.longestStreak(checkIns) }
}

@MainActor
final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [
        Habit(name: "ストレッチ", symbol: "figure.flexibility"),
        Habit(name: "英単語", symbol: "book"),
        Habit(name: "水を飲む", symbol: "drop"),
    ]

    func checkIn(_ habit: Habit, at date: Date = Date()) {
        guard let i = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[i].checkIns.append(date)
    }
}

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            HabitListView()
                .environmentObject(store)
                .tint(Theme.accent)
        }
    }
}
