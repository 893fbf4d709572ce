import SwiftUI

struct HabitListView: View {
    @EnvironmentObject private var store: HabitStore
    @State private var showingAdd = false

    private let calculator = StreakCalculator()

    private var visibleHabits: [Habit] {
        store.habits.filter { !$0.archived }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visibleHabits) { habit in
                    HabitRow(
                        habit: habit,
                        streak: store.streak(for: habit),
                        checkedInToday: calculator.isCheckedIn(habit.checkIns, on: Date()),
                        onCheckIn: { store.checkIn(habit) }
                    )
                }
                .onDelete { offsets in
                    store.remove(ids: offsets.map { visibleHabits[$0].id })
                }
            }
            .navigationTitle("今天")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("新建习惯")
            }
            .sheet(isPresented: $showingAdd) {
                AddHabitView { store.add($0) }
            }
        }
    }
}

#Preview {
    HabitListView()
        .environmentObject(HabitStore(fileURL: URL.temporaryDirectory.appending(path: "preview.json")))
}
