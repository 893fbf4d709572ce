import SwiftUI

struct WorkoutListView: View {
    @EnvironmentObject private var store: WorkoutStore
    @State private var showingNew = false

    var body: some View {
        NavigationStack {
            List {
                if let message = store.errorMessage {
                    Label(message, systemImage: "wifi.exclamationmark")
                        .foregroundStyle(.secondary)
                }
                Section("今週") {
                    ForEach(store.thisWeek) { workout in
                        NavigationLink(value: workout) { WorkoutRow(workout: workout) }
                    }
                }
                Section("すべて") {
                    ForEach(store.workouts) { workout in
                        NavigationLink(value: workout) { WorkoutRow(workout: workout) }
                    }
                }
            }
            .overlay {
                if store.workouts.isEmpty && !store.isLoading {
                    ContentUnavailableView("記録がありません", systemImage: "figure.strengthtraining.traditional")
                }
            }
            .navigationTitle("記録")
            .navigationDestination(for: Workout.self) { WorkoutDetailView(workout: $0) }
            .toolbar {
                Button { showingNew = true } label: { Image(systemName: "plus") }
            }
            .sheet(isPresented: $showingNew) { NewWorkoutView() }
            .task { await store.load() }
            .refreshable { await store.load() }
        }
    }
}

struct WorkoutRow: View {
    let workout: Workout

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(workout.title).font(.headline)
            HStack {
                Text(workout.startedAt, format: .dateTime.month().day().weekday())
                Text(workout.durationText)
                Text("\(Int(workout.totalVolume)) kg")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
    }
}
