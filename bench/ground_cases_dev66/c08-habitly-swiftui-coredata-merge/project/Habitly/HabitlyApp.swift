import SwiftUI

@main
struct HabitlyApp: App {
    let persistence = PersistenceController.shared
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TabView {
                HabitListView()
                    .tabItem { Label("今天", systemImage: "checkmark.circle") }
                SettingsView()
                    .tabItem { Label("设置", systemImage: "gearshape") }
            }
            .environment(\.managedObjectContext, persistence.container.viewContext)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                SyncService.shared.pull()
            }
        }
    }
}
