import SwiftUI

struct HabitDetailView: View {
    let habit: Habit
    private let calculator = StreakCalculator()

    var body: some View {
        List {
            Section {
                HStack {
                    Text(habit.emoji).font(.largeTitle)
                    Text(habit.name).font(.title2.bold())
                }
            }
            Section("記録") {
                LabeledContent("連続記録", value: "\(calculator.currentStreak(checkIns: habit.checkIns))日")
                LabeledContent("最長記録", value: "\(calculator.longestStreak(checkIns: habit.checkIns))日")
                LabeledContent("今週", value: "\(calculator.weeklyCount(checkIns: habit.checkIns)) / 7")
            }
            if let label = habit.reminderLabel {
                Section("リマインダー") {
                    Text(label)
                }
            }
            Section("履歴") {
                ForEach(habit.checkIns.sorted(by: >), id: \.self) { date in
                    Text(date, format: .dateTime.year().month().day().hour().minute())
                }
            }
        }
        .navigationTitle(habit.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
