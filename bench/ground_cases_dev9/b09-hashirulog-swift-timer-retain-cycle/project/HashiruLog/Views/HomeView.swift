import SwiftUI

struct HomeView: View {
    @EnvironmentObject private var store: WorkoutStore
    @State private var showingWorkout = false

    var body: some View {
        NavigationStack {
            List(store.history) { workout in
                WorkoutRow(workout: workout)
            }
            .navigationTitle("ランニング記録")
            .toolbar {
                Button {
                    showingWorkout = true
                } label: {
                    Label("スタート", systemImage: "figure.run")
                }
            }
            .sheet(isPresented: $showingWorkout) {
                WorkoutView(viewModel: WorkoutSessionViewModel(store: store))
            }
        }
    }
}

struct WorkoutRow: View {
    let workout: Workout

    var body: some View {
        VStack(alignment: .leading) {
            Text(workout.startedAt, style: .date)
            Text(String(format: "%.2f km ・ %@", workout.distanceKm, workout.durationText))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
