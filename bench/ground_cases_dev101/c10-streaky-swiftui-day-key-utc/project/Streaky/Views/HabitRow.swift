import SwiftUI

struct HabitRow: View {
    let habit: Habit
    let streak: Int
    let checkedInToday: Bool
    let onCheckIn: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Text(habit.emoji)
                .font(.largeTitle)
            VStack(alignment: .leading, spacing: 4) {
                Text(habit.name)
                    .font(.headline)
                if streak > 0 {
                    Label {
                        Text("连续 \(streak) 天")
                            .foregroundStyle(.secondary)
                    } icon: {
                        Image(systemName: "flame.fill")
                            .foregroundStyle(.orange)
                    }
                    .font(.subheadline)
                } else {
                    Text("还没开始")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button(action: onCheckIn) {
                Image(systemName: checkedInToday ? "checkmark.circle.fill" : "circle")
                    .font(.title)
                    .foregroundStyle(checkedInToday ? .green : .gray)
            }
            .buttonStyle(.plain)
            .disabled(checkedInToday)
            .accessibilityLabel(checkedInToday ? "今天已打卡" : "打卡")
        }
        .padding(.vertical, 6)
    }
}

#Preview {
    List {
        HabitRow(habit: Habit.samples[0], streak: 12, checkedInToday: true, onCheckIn: {})
        HabitRow(habit: Habit.samples[1], streak: 0, checkedInToday: false, onCheckIn: {})
    }
}
