import SwiftUI

struct HabitRow: View {
    @ObservedObject var habit: Habit

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(habit.name ?? "")
                    .font(.body)
                Text("连续 \(habit.streak) 天")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(habit.doneToday ? .green : .secondary)
                .imageScale(.large)
        }
        .contentShape(Rectangle())
        .onTapGesture { habit.toggleToday() }
    }
}
