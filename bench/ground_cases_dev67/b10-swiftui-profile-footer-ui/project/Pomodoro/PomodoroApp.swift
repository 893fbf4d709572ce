import SwiftUI

@main
struct PomodoroApp: App {
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack { TimerView() }
                    .tabItem { Label("tab.timer", systemImage: "timer") }
                NavigationStack { ProfileView() }
                    .tabItem { Label("tab.profile", systemImage: "person") }
                NavigationStack { SettingsView() }
                    .tabItem { Label("tab.settings", systemImage: "gearshape") }
            }
            .environmentObject(session)
        }
    }
}
