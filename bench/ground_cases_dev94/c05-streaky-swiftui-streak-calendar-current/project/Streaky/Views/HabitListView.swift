import HabitKit
import SwiftUI

struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    @State private var showingNewHabit = false
    @State private var newTitle = ""

    var body: some View {
        List {
            ForEach(store.active) { habit in
                HabitRowView(habit: habit) {
                    store.toggleToday(habit.id)
                }
                .swipeActions {
                    Button("归档", role: .destructive) { store.archive(habit.id) }
                }
            }
        }
        .overlay {
            if store.active.isEmpty {
                ContentUnavailableView("还没有习惯", systemImage: "leaf", description: Text("点右上角 + 添加一个"))
            }
        }
        .navigationTitle("Streaky")
        .toolbar {
            Button {
                showingNewHabit = true
            } label: {
                Image(systemName: "plus")
            }
        }
        .alert("新习惯", isPresented: $showingNewHabit) {
            TextField("比如：跑步 20 分钟", text: $newTitle)
            Button("添加") {
                let title = newTitle.trimmingCharacters(in: .whitespaces)
                if !title.isEmpty { store.add(Habit(title: title)) }
                newTitle = ""
            }
            Button("取消", role: .cancel) { newTitle = "" }
        }
    }
}
