import SwiftUI
import CoreData

struct HabitListView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(
        sortDescriptors: [SortDescriptor(\Habit.sortIndex), SortDescriptor(\Habit.createdAt)],
        animation: .default
    )
    private var habits: FetchedResults<Habit>

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits) { habit in
                    HabitRow(habit: habit)
                }
                .onDelete(perform: delete)
            }
            .overlay {
                if habits.isEmpty {
                    ContentUnavailableView("还没有习惯", systemImage: "leaf",
                                           description: Text("点右上角 + 添加第一个"))
                }
            }
            .navigationTitle("今天")
            .refreshable { SyncService.shared.pull() }
        }
    }

    private func delete(at offsets: IndexSet) {
        offsets.map { habits[$0] }.forEach(context.delete)
        try? context.save()
    }
}
