import SwiftUI
import SwiftData

@main
struct HabitLoopApp: App {
    @State private var store = StoreManager()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
                .task { await store.start() }
        }
        .modelContainer(for: [Habit.self, CheckIn.self])
    }
}

struct RootView: View {
    @Environment(StoreManager.self) private var store
    @State private var showPaywall = false

    var body: some View {
        NavigationStack {
            HabitListView()
                .toolbar {
                    if !store.isPro {
                        Button("Go Pro") { showPaywall = true }
                    }
                }
        }
        .sheet(isPresented: $showPaywall) { PaywallView() }
    }
}
