import HabitKit
import SwiftUI

@main
struct StreakyApp: App {
    @State private var store = HabitStore(fileURL: HabitStore.defaultURL())
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HabitListView()
            }
            .environment(store)
            .task {
                do {
                    try store.load()
                } catch {
                    print("[Streaky] load failed: \(error)")
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                try? store.save()
            }
        }
    }
}

extension StreakCalculator {
    static let app = StreakCalculator()
}
