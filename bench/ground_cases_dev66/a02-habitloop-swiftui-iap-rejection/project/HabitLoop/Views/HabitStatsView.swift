import SwiftUI
import Charts

struct HabitStatsView: View {
    let habit: Habit
    @State private var sharing = false
    @State private var card: UIImage?

    var body: some View {
        List {
            Section("Last 30 days") {
                Chart(habit.dailyCounts(days: 30)) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Check-ins", day.count))
                }
                .frame(height: 180)
            }
            Section {
                LabeledContent("Current streak", value: "\(habit.currentStreak) days")
                LabeledContent("Best streak", value: "\(habit.bestStreak) days")
            }
        }
        .navigationTitle(habit.name)
        .toolbar {
            Button {
                card = ProgressCardRenderer.render(habit)
                sharing = true
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
        .background {
            if sharing, let card {
                ShareSheet(items: [card]) { _ in sharing = false }
            }
        }
    }
}
