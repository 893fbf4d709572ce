import SwiftUI

struct HabitListView: View {
    @EnvironmentObject private var store: HabitStore
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { habit in
                    NavigationLink(value: habit.id) {
                        HabitRow(habit: habit) {
                            store.toggleToday(habit)
                        }
                    }
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .navigationTitle("習慣")
            .navigationDestination(for: UUID.self) { id in
                if let habit = store.habits.first(where: { $0.id == id }) {
                    HabitDetailView(habit: habit)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddHabitView()
            }
        }
    }
}

private struct HabitRow: View {
    let habit: Habit
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(habit.emoji)
            Text(habit.name)
            Spacer()
            Button(action: onToggle) {
                Image(systemName: habit.isChecked(on: Date()) ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
            }
            .buttonStyle(.plain)
        }
    }
}
