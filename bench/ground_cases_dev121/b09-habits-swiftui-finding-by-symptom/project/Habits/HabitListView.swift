import SwiftUI

struct HabitListView: View {
    @EnvironmentObject private var store: HabitStore

    var body: some View {
        NavigationStack {
            List(store.habits.sorted { $0.currentStreak > $1.currentStreak }) { habit in
                HStack(spacing: 12) {
                    Image(systemName: habit.symbol)
                        .frame(width: 28)
                        .foregroundStyle(Theme.accent)
                    VStack(alignment: .leading) {
                        Text(habit.name).font(.headline)
                        Text("\(habit.currentStreak) 日連続（最長 \(habit.longestStreak) 日）")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button {
                        store.checkIn(habit)
                    } label: {
                        Image(systemName: "checkmark.circle.fill")
                            .font(.title2)
                            .foregroundStyle(Theme.done)
                    }
                    .buttonStyle(.plain)
                }
                .padding(.vertical, 4)
            }
            .navigationTitle("習慣")
        }
    }
}

#Preview {
    HabitListView().environmentObject(HabitStore())
}
