import HabitKit
import SwiftUI

struct HabitRowView: View {
    let habit: Habit
    let onToggle: () -> Void

    private var streak: Int {
        StreakCalculator.app.currentStreak(for: habit)
    }

    private var doneToday: Bool {
        StreakCalculator.app.isDoneToday(habit)
    }

    var body: some View {
        HStack(spacing: 12) {
            Text(habit.emoji)
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(habit.title)
                    .font(.headline)
                Text(streak > 0 ? "连续 \(streak) 天" : "今天开始吧")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onToggle) {
                Image(systemName: doneToday ? "checkmark.circle.fill" : "circle")
                    .font(.title)
                    .foregroundStyle(doneToday ? .green : .secondary)
                    .contentTransition(.symbolEffect(.replace))
            }
            .buttonStyle(.plain)
            .sensoryFeedback(.success, trigger: doneToday) { _, isDone in isDone }
            .accessibilityLabel(doneToday ? "取消今天的打卡" : "完成今天的打卡")
        }
        .padding(.vertical, 4)
    }
}
