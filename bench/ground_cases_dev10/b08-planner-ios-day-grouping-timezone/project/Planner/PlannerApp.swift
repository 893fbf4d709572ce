import SwiftUI

@main
struct PlannerApp: App {
    @StateObject private var store = EventStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                EventListView()
                    .tabItem { Label("予定", systemImage: "calendar") }
                SettingsView()
                    .tabItem { Label("設定", systemImage: "gearshape") }
            }
            .environmentObject(store)
        }
    }
}
